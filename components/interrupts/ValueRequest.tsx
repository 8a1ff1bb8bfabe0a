"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { responseValue, type PendingInterrupt } from "@/core/interrupts";
import { useSending } from "./useSending";

/** Any interrupt value but a review: shown as sent, answered with text (or JSON when it parses). */
export function ValueRequest({ interrupt, text }: { interrupt: PendingInterrupt; text: string }) {
  const t = useTranslations();
  const { resume, sent, markSent } = useSending();
  const [response, setResponse] = useState("");
  const canSend = resume !== null && !sent && response.trim() !== "";

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!canSend) return;
    markSent();
    resume(interrupt, { kind: "value", value: responseValue(response.trim()) });
  };

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2">
      <pre tabIndex={0} className="max-h-72 overflow-auto whitespace-pre-wrap break-words rounded bg-canvas p-2 font-mono text-[13px]">
        {text || t("interrupt.noDetails")}
      </pre>
      <textarea
        aria-label={t("interrupt.response")}
        disabled={resume === null}
        value={response}
        onChange={(event) => setResponse(event.target.value)}
        rows={2}
        className="rounded-lg border border-line bg-canvas px-2 py-1.5 text-sm outline-none focus:border-accent"
      />
      <div className="flex items-center gap-2">
        <button type="submit" disabled={!canSend} className="rounded-lg bg-accent px-3 py-1.5 text-sm font-medium text-on-accent disabled:cursor-not-allowed disabled:opacity-40">
          {t("interrupt.sendResponse")}
        </button>
        <span className="text-xs text-muted">{t("interrupt.responseHint")}</span>
      </div>
    </form>
  );
}
