"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { type RefObject, useRef, useState } from "react";
import { threadMetadataOptions } from "@/components/api/queries";
import { DelegationsButton } from "@/components/ledger/DelegationsButton";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { useUiStore } from "@/components/providers/UiStoreContext";
import { CondenseIcon, DotsIcon } from "@/components/ui/icons";
import { Menu } from "@/components/ui/Menu";
import { SidebarToggle } from "@/components/workspace/SidebarToggle";
import { useDeleteThread } from "@/components/workspace/useDeleteThread";
import { threadTitle } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";
import type { PageTotals } from "@/core/history";
import { countInProgress } from "@/core/ledger";
import { headerCounts } from "@/core/thread/header-counts";
import { type CompactNow, ContextMeter } from "./ContextMeter";
import type { OlderPages } from "./load-older";
import { useThreadView } from "./ThreadStoreContext";
import { ThreadTitle } from "./ThreadTitle";
import { useExport } from "./useExport";

/**
 * The thread header, one row at any width (docs/ui-contract.md, "Header"): the title takes what
 * is left and is cut with an ellipsis; the rest of the actions are in "More actions". It is a
 * size container, so its parts shrink (container queries) where a phone or a narrow window narrows it.
 */
export function ThreadHeader({ threadId, values, running, older, totals, ledgerOpen, onToggleLedger, ledgerButtonRef, onFind, onJumpToStart, compaction }: {
  threadId: ThreadId;
  /** The thread's state values: its title, unless a rename gave it one. */
  values: unknown;
  /** A run is in progress: the thread cannot be deleted under it. */
  running: boolean;
  /** Earlier pages, loaded before an export; while some are not, counts of loaded rows are lower bounds. */
  older: OlderPages;
  /** The whole thread's counts, where the backend says them. */
  totals: PageTotals | undefined;
  ledgerOpen: boolean;
  onToggleLedger: () => void;
  /** Where focus goes back when the ledger closes. */
  ledgerButtonRef: RefObject<HTMLButtonElement | null>;
  onFind: () => void;
  onJumpToStart: () => void;
  /** "Compact now" (the meter offers it where the backend compacts on request). */
  compaction: CompactNow;
}) {
  const t = useTranslations();
  const client = useApiClient();
  const metadata = useQuery(threadMetadataOptions(client, threadId));
  const title = threadTitle(values, metadata.data);
  const { exporting, exportThread } = useExport({ threadId, older, title });
  const deleteThread = useDeleteThread();
  const [renaming, setRenaming] = useState(false);
  const more = useRef<HTMLButtonElement>(null);
  const counts = headerCounts(
    {
      compactions: useThreadView((view) => view.compactions),
      compactionsPartial: useThreadView((view) => view.compactionsPartial),
      delegations: useThreadView((view) => view.ledger.length),
      hasOlder: older.hasOlder,
    },
    totals,
  );
  const inProgress = useThreadView((view) => countInProgress(view.ledger));
  // What compactions removed may hold delegations that only the open ledger reads (a stock
  // server's checkpoints): a compacted thread keeps the way to them.
  const compacted = counts.compactions > 0;
  const showHidden = useUiStore((s) => s.showHidden);
  const setShowHidden = useUiStore((s) => s.setShowHidden);
  const endRename = () => {
    setRenaming(false);
    requestAnimationFrame(() => more.current?.focus());
  };
  return (
    <header className="@container shrink-0 border-b border-line">
      <div className="flex h-12 items-center gap-1.5 px-3 @lg:gap-2 @lg:px-4">
        <SidebarToggle />
        <ThreadTitle threadId={threadId} title={title} editing={renaming} onEditDone={endRename} />
        <CompactionCount compactions={counts.compactions} partial={counts.compactionsPartial} />
        <ContextMeter running={running} compaction={compaction} />
        {counts.delegations > 0 || compacted || ledgerOpen ? <DelegationsButton total={counts.delegations} partial={counts.delegationsPartial} inProgress={inProgress} open={ledgerOpen} onToggle={onToggleLedger} buttonRef={ledgerButtonRef} /> : null}
        <Menu
          label={t("header.more")}
          icon={<DotsIcon />}
          buttonRef={more}
          buttonClassName="shrink-0 rounded-md p-1.5 text-muted hover:bg-panel hover:text-ink"
          items={[
            { label: t("header.find"), hint: t("header.findTitle"), shortcut: "Control+F Meta+F", onSelect: onFind },
            { label: t("header.export"), hint: t(exporting ? "header.exporting" : "header.exportTitle"), disabled: exporting, onSelect: () => void exportThread() },
            { label: t("header.showHidden"), checked: showHidden, onSelect: () => setShowHidden(!showHidden) },
            { label: t("rename.button"), hint: t("rename.title"), onSelect: () => setRenaming(true) },
            { label: t("log.jumpToStart"), shortcut: "Home", onSelect: onJumpToStart },
            { label: t("delete.button"), hint: t(running ? "delete.stopFirst" : "delete.title"), danger: true, disabled: running, onSelect: () => deleteThread(threadId, title, true) },
          ]}
        />
      </div>
    </header>
  );
}

/** How many times the context was condensed: in words where the header has room, else a mark and the number. */
function CompactionCount({ compactions, partial }: {
  compactions: number;
  /** The count is a lower bound: earlier pages are unloaded, or only a summary_text tells. */
  partial: boolean;
}) {
  const t = useTranslations();
  if (compactions === 0) return null;
  const words = t("header.compacted", { count: compactions, partial: String(partial) });
  return (
    <span title={`${words}. ${t("header.compactedTitle")}`} className="shrink-0 rounded-md bg-panel px-1.5 py-0.5 text-xs whitespace-nowrap text-muted tabular-nums">
      <span aria-hidden className="inline-flex items-center gap-0.5 @3xl:hidden">
        <CondenseIcon /> {compactions}
        {partial ? "+" : ""}
      </span>
      <span data-testid="compaction-count" className="@max-3xl:sr-only">
        {words}
      </span>
    </span>
  );
}
