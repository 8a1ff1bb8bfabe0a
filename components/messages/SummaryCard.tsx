"use client";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState, type ComponentType } from "react";
import { CopyButton } from "@/components/ui/CopyButton";
import { summaryLabel } from "@/core/timeline/labels";
import type { SummaryItem, TimelineItem } from "@/core/timeline/types";
import { CompactionSaving } from "./CompactionSaving";
import { CondensedFromHistory } from "./CondensedFromHistory";
import { useCondensedAccess, useCondensedSource } from "./CondensedContext";
import { Markdown } from "./Markdown";

type ItemView = ComponentType<{ item: TimelineItem; live: boolean }>;

// The card's actions are quiet buttons, like the message actions, not underlined links.
const ACTION = "rounded-md border border-line px-2 py-0.5 text-muted hover:bg-canvas hover:text-ink";

/**
 * A compaction, where it happened (docs/ui-contract.md, "Summary card"): collapsed by default;
 * the summary text is in the DOM only while expanded. Condensed messages loaded from the
 * checkpoint history are shown with `ItemView`.
 */
export function SummaryCard({ item, ItemView }: { item: SummaryItem; ItemView: ItemView }) {
  const t = useTranslations();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const bodyId = useId();
  const label = summaryLabel(item, t);
  return (
    <section data-role="summary" className="my-1 flex flex-col items-stretch">
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-line" aria-hidden />
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen(!open)}
          className={`rounded-full border px-3 py-1 hover:text-ink ${item.failed ? "border-red-300 text-red-700 dark:border-red-900 dark:text-red-300" : "border-line"}`}
        >
          {label}
        </button>
        <span className="h-px flex-1 bg-line" aria-hidden />
      </div>
      {open ? (
        <div id={bodyId} className="mt-2 rounded-xl border border-line bg-panel px-4 py-3 text-sm">
          <dl className="mb-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
            {item.replacedCount !== null ? (
              <div>
                <dt className="inline">{t("summary.countLabel")} </dt>
                <dd className="inline">{item.replacedCount.toLocaleString(locale)}</dd>
              </div>
            ) : null}
            {item.tokensBefore !== undefined && item.tokensAfter !== undefined ? (
              <div>
                <dt className="inline">{t("summary.tokensLabel")} </dt>
                <dd className="inline">{t("summary.tokens", { before: item.tokensBefore, after: item.tokensAfter })}</dd>
              </div>
            ) : null}
            <CompactionSaving before={item.tokensBefore} after={item.tokensAfter} />
            {item.createdAt ? (
              <div>
                <dt className="inline">{t("summary.atLabel")} </dt>
                <dd className="inline">
                  {/* Only while expanded, never in the server's HTML: the reader's own time zone. */}
                  <time dateTime={item.createdAt}>{new Date(item.createdAt).toLocaleString(locale)}</time>
                </dd>
              </div>
            ) : null}
            {item.archivePath !== undefined ? (
              <div>
                <dt className="inline">{t("summary.archiveLabel")} </dt>
                <dd className="inline">
                  <code className="break-all">{item.archivePath}</code>
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="mb-1 text-xs font-medium text-muted">{item.failed ? t("common.error") : t("summary.modelSees")}</p>
          <Markdown text={item.summary || t("common.empty")} />
          <div className="mt-2 flex flex-wrap gap-2 text-xs">
            <CopyButton text={item.summary} label={t("summary.copy")} className={ACTION} />
            <CondensedAction item={item} ItemView={ItemView} />
          </div>
        </div>
      ) : null}
    </section>
  );
}

function CondensedAction({ item, ItemView }: { item: SummaryItem; ItemView: ItemView }) {
  const t = useTranslations();
  const access = useCondensedAccess(item);
  const { threadId, window } = useCondensedSource();
  const [loading, setLoading] = useState(false);
  if (access.kind === "in-transcript") {
    return (
      <button type="button" onClick={access.show} className={ACTION}>
        {t("summary.showCondensed")}
      </button>
    );
  }
  if (access.kind !== "from-history" || !threadId) return null;
  return loading ? (
    <div className="basis-full">
      <CondensedFromHistory threadId={threadId} summaryId={access.summaryId} window={window} ItemView={ItemView} />
    </div>
  ) : (
    <button type="button" onClick={() => setLoading(true)} className={ACTION}>
      {t("summary.loadCondensed")}
    </button>
  );
}
