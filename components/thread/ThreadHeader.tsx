"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { threadMetadataOptions } from "@/components/api/queries";
import { DelegationsButton } from "@/components/ledger/DelegationsButton";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { useUiStore } from "@/components/providers/UiStoreContext";
import { SidebarToggle } from "@/components/workspace/SidebarToggle";
import { threadTitle } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";
import { countInProgress } from "@/core/ledger";
import { DownloadIcon, SpinnerIcon } from "@/components/ui/icons";
import { type CompactNow, ContextMeter } from "./ContextMeter";
import { DeleteThreadButton } from "./DeleteThreadButton";
import type { OlderPages } from "./load-older";
import { useThreadView } from "./ThreadStoreContext";
import { ThreadTitle } from "./ThreadTitle";
import { useExport } from "./useExport";

export function ThreadHeader({ threadId, values, running, older, ledgerOpen, onToggleLedger, onFind, compaction }: {
  threadId: ThreadId;
  /** The thread's state values: its title, unless a rename gave it one. */
  values: unknown;
  /** A run is in progress: the thread cannot be deleted under it. */
  running: boolean;
  /** Earlier pages, loaded before an export. */
  older: OlderPages;
  ledgerOpen: boolean;
  onToggleLedger: () => void;
  onFind: () => void;
  /** "Compact now" (the meter offers it where the backend compacts on request). */
  compaction: CompactNow;
}) {
  const t = useTranslations();
  const client = useApiClient();
  const metadata = useQuery(threadMetadataOptions(client, threadId));
  const title = threadTitle(values, metadata.data);
  const { exporting, exportThread } = useExport({ older, title });
  const onExport = () => void exportThread();
  const compactions = useThreadView((view) => view.compactions);
  // The count is a lower bound: earlier pages are unloaded, or only a summary_text tells.
  const compactionsPartial = useThreadView((view) => view.compactionsPartial);
  const total = useThreadView((view) => view.ledger.length);
  const inProgress = useThreadView((view) => countInProgress(view.ledger));
  const showHidden = useUiStore((s) => s.showHidden);
  const setShowHidden = useUiStore((s) => s.setShowHidden);
  return (
    // The title keeps room for a readable name (a line of its own on narrow screens); when
    // the actions do not fit beside it, they move below it together.
    <header className="flex min-h-12 shrink-0 flex-wrap items-center gap-x-2 gap-y-1 border-b border-line px-4 py-2">
      <div className="flex min-w-0 flex-1 basis-full items-center gap-2 sm:basis-56">
        <SidebarToggle />
        <ThreadTitle threadId={threadId} title={title} />
      </div>
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {compactions > 0 ? (
          <span
            data-testid="compaction-count"
            title={t("header.compactedTitle")}
            className="rounded-md bg-panel px-2 py-1 text-xs whitespace-nowrap text-muted"
          >
            {t("header.compacted", { count: compactions, partial: String(compactionsPartial) })}
          </span>
        ) : null}
        <ContextMeter running={running} compaction={compaction} />
        <button
          type="button"
          onClick={onFind}
          aria-keyshortcuts="Control+F Meta+F"
          title={t("header.findTitle")}
          className="rounded-md border border-line px-2 py-1 text-xs text-muted hover:bg-panel"
        >
          {t("header.find")}
        </button>
        <DelegationsButton total={total} inProgress={inProgress} open={ledgerOpen} onToggle={onToggleLedger} />
        <button
          type="button"
          aria-pressed={showHidden}
          onClick={() => setShowHidden(!showHidden)}
          className="rounded-md border border-line px-2 py-1 text-xs whitespace-nowrap text-muted hover:bg-panel aria-pressed:bg-accent-soft aria-pressed:text-ink"
        >
          {t("header.showHidden")}
        </button>
        <button
          type="button"
          onClick={onExport}
          disabled={exporting}
          aria-busy={exporting}
          aria-label={t("header.export")}
          title={t(exporting ? "header.exporting" : "header.exportTitle")}
          className="rounded-md border border-line px-2 py-1 text-xs text-muted hover:bg-panel disabled:opacity-60"
        >
          {exporting ? <SpinnerIcon /> : <DownloadIcon />}
        </button>
        <DeleteThreadButton threadId={threadId} title={title} disabled={running} />
      </div>
    </header>
  );
}
