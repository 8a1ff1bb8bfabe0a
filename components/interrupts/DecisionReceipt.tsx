"use client";
import { useLocale, useTranslations } from "next-intl";
import { receiptLine, type DecidedInterrupt, type Receipt } from "@/core/interrupts";

/** What an answered interrupt left where its card was: one line per decision, with its time. */
export function DecisionReceipt({ decided }: { decided: DecidedInterrupt }) {
  return (
    <div data-role="receipt" className="flex flex-col gap-1">
      {decided.receipts.map((receipt, index) => (
        <ReceiptLine key={index} receipt={receipt} />
      ))}
    </div>
  );
}

function ReceiptLine({ receipt }: { receipt: Receipt }) {
  const t = useTranslations();
  const locale = useLocale();
  const time = receipt.at === undefined ? undefined : new Date(receipt.at);
  const rejected = receipt.kind === "reject";
  return (
    <p className="flex items-baseline gap-1.5 text-sm text-muted">
      <span aria-hidden="true" className={rejected ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}>
        {rejected ? "✕" : "✓"}
      </span>
      <span className="min-w-0 break-words">
        {receiptLine(receipt, t)}
        {time === undefined ? null : (
          <>
            {" · "}
            <time dateTime={time.toISOString()}>{new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(time)}</time>
          </>
        )}
      </span>
    </p>
  );
}
