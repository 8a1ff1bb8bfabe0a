"use client";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { StatusBadge } from "@/components/messages/task-status";
import { Markdown } from "@/components/messages/Markdown";
import { ViewSubagentButton } from "@/components/subagents/ViewSubagentButton";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import type { MessageKey } from "@/core/i18n/translate";
import { ledgerView, shortHash, stopReasonLabel, type LedgerEntry, type LedgerFilter } from "@/core/ledger";

// Overlay on the right below 1440 px, beside the log at 1440 px and up, the whole screen on a phone.
const LAYOUT = [
  "flex w-80 shrink-0 flex-col border-l border-line bg-panel",
  "absolute inset-y-0 right-0 z-20 shadow-xl",
  "min-[1440px]:static min-[1440px]:shadow-none",
  "max-sm:fixed max-sm:inset-0 max-sm:z-50 max-sm:w-full max-sm:border-l-0",
].join(" ");

const FILTERS: { value: LedgerFilter; label: MessageKey }[] = [
  { value: "all", label: "ledger.filters.all" },
  { value: "in_progress", label: "ledger.filters.in_progress" },
  { value: "completed", label: "ledger.filters.completed" },
  { value: "failed", label: "ledger.filters.failed" },
  { value: "other", label: "ledger.filters.other" },
];

/**
 * The delegation ledger (docs/ui-contract.md, "Delegation ledger"): every task the agent handed
 * to a subagent, newest first. Below 1440 px it slides over the transcript rather than
 * narrowing the text column; on a phone it is a full-screen sheet. Focus moves into it when it
 * opens, and Escape closes it (the caller gives focus back to the button that opened it).
 */
export function LedgerPanel({ onShow, onClose }: { onShow: (taskId: string) => void; onClose: () => void }) {
  const t = useTranslations();
  const entries = useThreadView((view) => view.ledger);
  const [filter, setFilter] = useState<LedgerFilter>("all");
  const shown = ledgerView(entries, filter);
  return (
    <aside
      role="region"
      aria-label={t("ledger.title")}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className={LAYOUT}
    >
      <div className="flex h-12 shrink-0 items-center justify-between border-b border-line px-3">
        <h2 className="text-sm font-semibold">{t("ledger.title")}</h2>
        <button type="button" autoFocus onClick={onClose} className="rounded-md border border-line px-2.5 py-1 text-xs font-medium hover:bg-canvas">
          {t("common.close")}
        </button>
      </div>
      <div role="group" aria-label={t("ledger.filter")} className="flex flex-wrap gap-1 border-b border-line px-3 py-2">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={filter === f.value}
            onClick={() => setFilter(f.value)}
            className="rounded-full border border-line px-2 py-0.5 text-xs aria-pressed:bg-accent aria-pressed:text-on-accent"
          >
            {t(f.label)}
          </button>
        ))}
      </div>
      <ol className="min-h-0 flex-1 overflow-y-auto p-2" aria-label={t("ledger.tasks")}>
        {shown.length === 0 ? (
          <li className="px-2 py-3 text-sm text-muted">{t(entries.length === 0 ? "ledger.empty" : "ledger.emptyFilter")}</li>
        ) : (
          shown.map((entry) => <LedgerRow key={entry.id} entry={entry} onShow={onShow} />)
        )}
      </ol>
    </aside>
  );
}

function LedgerRow({ entry, onShow }: { entry: LedgerEntry; onShow: (taskId: string) => void }) {
  const t = useTranslations();
  const locale = useLocale();
  const stop = stopReasonLabel(entry.stopReason, t);
  const hash = shortHash(entry.resultSha256);
  return (
    <li data-testid="ledger-entry" className="mb-2 flex flex-col gap-1 rounded-lg border border-line bg-canvas px-3 py-2 text-sm">
      <div className="flex items-center gap-2 text-xs">
        <span className="rounded-md bg-accent-soft px-1.5 py-0.5 font-medium text-accent">{entry.subagentType || t("common.subagent")}</span>
        <span className="ml-auto">
          <StatusBadge status={entry.status} needsInput={entry.needsInput === true} />
        </span>
      </div>
      <p className="font-medium">{entry.description || t("common.untitledTask")}</p>
      {entry.progress ? <p className="text-xs text-muted">{entry.progress.message}</p> : null}
      {stop ? <p className="text-xs text-muted">{t("ledger.stopReason", { reason: stop })}</p> : null}
      {entry.error ? <p className="text-xs text-red-700 dark:text-red-400">{entry.error}</p> : null}
      {entry.resultBrief ? (
        <div className="line-clamp-3 text-xs text-muted">
          <Markdown text={entry.resultBrief} />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs whitespace-nowrap text-muted">
        {/* The result's digest is for whoever checks it, not for reading: it stays in the tooltip. */}
        {entry.createdAt ? (
          <time dateTime={entry.createdAt} title={hash ? `#${hash}` : undefined}>
            {formatTime(entry.createdAt, locale)}
          </time>
        ) : null}
        <ViewSubagentButton taskId={entry.id} className="ml-auto" />
        <button type="button" onClick={() => onShow(entry.id)} className=" rounded-md px-1.5 py-0.5 font-medium text-accent hover:bg-accent-soft">
          {t("ledger.show")}
        </button>
      </div>
    </li>
  );
}

function formatTime(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleString(locale, { dateStyle: "short", timeStyle: "short" });
}
