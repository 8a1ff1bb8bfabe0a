"use client";
import { useLocale, useTranslations } from "next-intl";
import { receiptDecision, type DecidedInterrupt, type Receipt } from "@/core/interrupts";

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
  const time = new Date(receipt.at);
  const rejected = receipt.kind === "reject";
  return (
    <p className="flex flex-wrap items-baseline gap-x-1.5 text-sm text-muted">
      <span aria-hidden="true" className={rejected ? "text-red-700 dark:text-red-400" : "text-emerald-700 dark:text-emerald-400"}>
        {rejected ? "✕" : "✓"}
      </span>
      <span className="text-ink">{receiptDecision(receipt, t)}</span>
      {receipt.tool === undefined ? null : (
        <>
          <span aria-hidden="true">·</span>
          <code className="font-mono text-[13px]">{receipt.tool}</code>
        </>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={time.toISOString()}>{new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }).format(time)}</time>
    </p>
  );
}
