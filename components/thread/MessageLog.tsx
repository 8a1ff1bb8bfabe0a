"use client";
import { useTranslations } from "next-intl";
import { memo, useMemo, type KeyboardEvent, type Ref } from "react";
import { GapContext } from "@/components/messages/GapContext";
import { estimateRowHeight, logRows, type LogRow } from "@/components/messages/rows";
import { TimelineRow } from "@/components/messages/TimelineRow";
import { useMarkdownReady } from "@/components/messages/Markdown";
import { ArrowDownIcon } from "@/components/ui/icons";
import { useHydrated } from "@/components/ui/useHydrated";
import { itemElementId } from "@/core/timeline/targets";
import { firstPaintStart } from "./first-paint";
import { FirstPaintContext } from "./FirstPaintContext";
import { GAP_PX, OLDER_BAR_PX, PAD_PX, useLogScroll, type LogHandle, type LogPaging } from "./scroll";
import { useLogState, useThreadState, useThreadView } from "./ThreadStoreContext";

/**
 * The transcript as a virtualized log: only the rows near the viewport are mounted, whatever
 * the thread's length. Where the reader is kept (the end, the row being read while pages
 * arrive, "Jump to start" and its gap) is the scroll module's (./scroll). Nothing floats over
 * the rows: "Jump to latest" takes a strip of its own under the log while the reader is away
 * from the end; Home and End in the focused log go to the start and the end.
 */
export const MessageLog = memo(function MessageLog({ paging, highlighted, handleRef }: {
  paging: LogPaging;
  /** Element ids flashed by reveal(). */
  highlighted: ReadonlySet<string>;
  handleRef?: Ref<LogHandle>;
}) {
  const t = useTranslations();
  // Read from the stores, not props: rows and the state of the page that brought them change together.
  const items = useThreadView((view) => view.items);
  const busy = useThreadState((state) => state.input.runLive);
  const hasBefore = useLogState((state) => state.hasBefore);
  const loading = useLogState((state) => state.loading);
  const loadingOlder = useLogState((state) => state.loadingOlder);
  const loadingNewer = useLogState((state) => state.loadingNewer);
  // The message being sent, shown until the thread holds it.
  const pending = useLogState((state) => state.pending);
  const sending = useThreadView((view) => pending !== null && !view.hasMessage(pending.id));
  const rows = useMemo(() => logRows(items, sending ? pending : null, busy), [items, sending, pending, busy]);
  // The server's HTML (and hydration, which must match it) shows the newest rows without the
  // virtualizer, which needs the DOM to place rows. The virtualizer takes over once markdown
  // renders at once too, so the rows it measures do not change height right after.
  const markdownReady = useMarkdownReady();
  const hydrated = useHydrated() && markdownReady;
  const { scrollRef, onScroll, onWheel, virtualRows, totalSize, measureRow, loadOlder, gapActions, atEnd, jumpToStart, jumpToEnd } = useLogScroll({
    rows,
    hydrated,
    loading,
    paging,
    hasBefore,
    loadingOlder,
    loadingNewer,
    handleRef,
  });

  // Only keys aimed at the log itself: in a field or on a control inside it they keep their meaning.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target !== event.currentTarget || !hydrated || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (event.key === "Home") void jumpToStart();
    else if (event.key === "End") jumpToEnd();
    else return;
    event.preventDefault();
  };

  return (
    <GapContext value={gapActions}>
      <div className="flex min-h-0 flex-1 flex-col">
        <div
          ref={scrollRef}
          role="log"
          aria-label={t("log.label")}
          aria-busy={busy || loading}
          aria-keyshortcuts="Home End"
          data-first-paint={hydrated ? undefined : "true"}
          // The log takes the focus so the keyboard scrolls it, and Home and End jump.
          tabIndex={0}
          onScroll={onScroll}
          onWheel={onWheel}
          onKeyDown={onKeyDown}
          // Before hydration, column-reverse makes the browser show the end of the log first.
          className={`min-h-0 flex-1 overflow-y-auto [overflow-anchor:none] [overflow-x:hidden] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-accent ${hydrated ? "" : "flex flex-col-reverse"}`}
        >
          {loading ? (
            <p className="mx-auto w-full max-w-column px-4 py-6 text-sm text-muted">{t("log.loading")}</p>
          ) : !hydrated ? (
            <FirstPaintRows rows={rows} />
          ) : (
            <div className="relative mx-auto w-full max-w-column" style={{ height: totalSize }}>
              <div className="absolute inset-x-0 flex items-center justify-center" style={{ top: PAD_PX, height: OLDER_BAR_PX }}>
                {hasBefore ? (
                  <button type="button" onClick={loadOlder} disabled={loadingOlder} className="text-xs text-muted underline">
                    {t(loadingOlder ? "log.loadingEarlier" : "log.loadEarlier")}
                  </button>
                ) : rows.length > 0 ? (
                  <span className="text-xs text-muted">{t("log.start")}</span>
                ) : null}
              </div>
              {virtualRows.map((virtual) => {
                const row = rows[virtual.index];
                if (!row) return null;
                const elementId = row.kind === "item" ? itemElementId(row.item.id) : undefined;
                return (
                  <div
                    key={virtual.key}
                    ref={measureRow}
                    data-index={virtual.index}
                    id={elementId}
                    data-item={row.kind === "item" ? row.item.kind : row.kind}
                    data-highlight={elementId && highlighted.has(elementId) ? "true" : undefined}
                    className="absolute left-0 top-0 w-full px-4"
                    style={{ transform: `translateY(${virtual.start}px)` }}
                  >
                    <TimelineRow row={row} />
                  </div>
                );
              })}
            </div>
          )}
        </div>
        {!loading && rows.length > 0 && !atEnd ? (
          <div className="flex shrink-0 justify-center pt-1.5">
            <button
              type="button"
              onClick={jumpToEnd}
              aria-label={t("log.jumpToLatest")}
              aria-keyshortcuts="End"
              title={t("log.jumpToLatest")}
              className="flex h-8 w-8 items-center justify-center rounded-full border border-line bg-canvas text-muted shadow-sm hover:bg-panel hover:text-ink"
            >
              <ArrowDownIcon />
            </button>
          </div>
        ) : null}
      </div>
    </GapContext>
  );
});

/** The newest rows in document flow, for the server's HTML (first-paint.ts). */
function FirstPaintRows({ rows }: { rows: readonly LogRow[] }) {
  const start = firstPaintStart(rows.length, (index) => estimateRowHeight(rows[index]));
  return (
    <FirstPaintContext value>
    <div className="mx-auto flex w-full max-w-column grow flex-col" style={{ paddingTop: PAD_PX + OLDER_BAR_PX, paddingBottom: PAD_PX, gap: GAP_PX }}>
      {rows.slice(start).map((row, offset) => (
        <div
          key={row.key}
          data-index={start + offset}
          id={row.kind === "item" ? itemElementId(row.item.id) : undefined}
          data-item={row.kind === "item" ? row.item.kind : row.kind}
          className="w-full px-4"
        >
          <TimelineRow row={row} />
        </div>
      ))}
    </div>
    </FirstPaintContext>
  );
}
