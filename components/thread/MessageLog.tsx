"use client";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
import { GapContext } from "@/components/messages/GapContext";
import { estimateRowHeight, logRows, type LogRow } from "@/components/messages/rows";
import { TimelineRow } from "@/components/messages/TimelineRow";
import { useMarkdownReady } from "@/components/messages/Markdown";
import { useHydrated } from "@/components/ui/useHydrated";
import { itemElementId } from "@/core/timeline/targets";
import { firstPaintStart } from "./first-paint";
import { isAtEnd, restoredScrollTop, rowsOnScreen, survivingRow, withTailRows, type RowOnScreen } from "./log-scroll";
import { FirstPaintContext } from "./FirstPaintContext";
import { scrollToRow } from "./scroll-to-row";
import { JumpToStart } from "./JumpToStart";
import { useLogState, useThreadState, useThreadView } from "./ThreadStoreContext";
import { useEndOnResize } from "./useEndOnResize";
import { useHold } from "./useHold";
import { useLogPaging, type LogPaging } from "./useLogPaging";
import { useTogglesKeepPlace } from "./useTogglesKeepPlace";

/** What reveal() needs from the log: bring a row into the DOM and into view. */
export interface LogHandle {
  /** Scrolls to the row of key `key` (an item's id) and resolves with its element once it shows. */
  scrollToRow: (key: string) => Promise<HTMLElement | null>;
}

const EDGE_PX = 48;
const PAD_PX = 24;
const GAP_PX = 16;
const OLDER_BAR_PX = 40;
const OVERSCAN = 8;
// Earlier pages start loading this far before the reader reaches the top.
const LOAD_OLDER_WITHIN_PX = 800;
// The rows after the live item (the message being sent, "Thinking…") and the live item
// itself stay mounted wherever the reader is, so streaming never remounts them.
const TAIL_ROWS = 3;

const withTail = (range: Range) => withTailRows(defaultRangeExtractor(range), range.count, TAIL_ROWS);

/**
 * The transcript as a virtualized log: only the rows near the viewport are mounted, whatever
 * the thread's length. End-anchored (TanStack Virtual's chat mode): it opens at the newest
 * message, follows streamed growth while the reader is at the end, keeps the row being read
 * in place when earlier pages are prepended or rows above change height. "Jump to start" and
 * the gap it leaves before the newest pages are useLogPaging's.
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
  const scrollRef = useRef<HTMLDivElement>(null);
  // The server's HTML (and hydration, which must match it) shows the newest rows without the
  // virtualizer, which needs the DOM to place rows. The virtualizer takes over once markdown
  // renders at once too, so the rows it measures do not change height right after.
  const markdownReady = useMarkdownReady();
  const hydrated = useHydrated() && markdownReady;
  const virtualRef = useRef(hydrated);
  useLayoutEffect(() => {
    virtualRef.current = hydrated;
  });
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => estimateRowHeight(rows[index]),
    getItemKey: (index) => rows[index]?.key ?? index,
    anchorTo: "end",
    followOnAppend: true,
    scrollEndThreshold: EDGE_PX,
    overscan: OVERSCAN,
    gap: GAP_PX,
    paddingStart: PAD_PX + OLDER_BAR_PX,
    paddingEnd: PAD_PX,
    rangeExtractor: withTail,
  });

  // Until the log has been scrolled to its newest row once, its scrollTop of 0 says nothing
  // about the reader and must not load earlier pages.
  const settled = useRef(false);
  // Whether the reader is at the newest row; rows inserted above the end (a compaction card
  // arriving mid-run) must not unpin them.
  const pinned = useRef(true);
  // For "Jump to latest": updated from scroll events, never by measuring while rendering.
  const [atEnd, setAtEnd] = useState(true);
  useTogglesKeepPlace(scrollRef);
  useEndOnResize(scrollRef, pinned);

  useLayoutEffect(() => {
    if (!hydrated || settled.current || loading || rows.length === 0) return;
    virtualizer.scrollToEnd();
    settled.current = true;
  }, [hydrated, loading, rows.length, virtualizer]);

  // Only when rows come or go: reading the scroll extent forces a layout, too dear per frame.
  useLayoutEffect(() => {
    if (settled.current && pinned.current && !virtualizer.isAtEnd(EDGE_PX)) virtualizer.scrollToEnd();
  }, [rows.length, virtualizer]);

  // The virtualizer keeps the row at the top edge in place when pages are prepended, by its
  // key. A row at a page boundary can change key when the page before it arrives (a tool
  // result regrouped with its call), so the rows on screen are remembered too, and the
  // first of them that survived puts the reader back if the virtualizer could not.
  const onScreen = useRef<RowOnScreen[]>([]);
  const remember = useCallback(() => {
    const el = scrollRef.current;
    if (el) onScreen.current = rowsOnScreen(virtualizer.measurementsCache, el.scrollTop, el.clientHeight);
  }, [virtualizer]);
  const previousFirstKey = useRef<string | undefined>(undefined);
  const holder = useHold(scrollRef);
  // The rows of the latest render, for holds that outlive it.
  const rowsNow = useRef(rows);
  useLayoutEffect(() => {
    rowsNow.current = rows;
  });
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const firstKey = rows[0]?.key;
    const prepended = previousFirstKey.current !== undefined && firstKey !== previousFirstKey.current;
    previousFirstKey.current = firstKey;
    // Otherwise scroll events keep `onScreen` current; reading the element here would force
    // a layout on every streamed frame.
    if (!el || !prepended || pinned.current) return;
    const startOf = (key: string) => virtualizer.measurementsCache[rows.findIndex((row) => row.key === key)]?.start;
    const top = restoredScrollTop(onScreen.current, startOf, el.scrollTop);
    if (top !== undefined) el.scrollTop = top;
    // Rows measured in the next frames correct the estimates above the reader: held meanwhile.
    const row = survivingRow(onScreen.current, startOf);
    if (row !== undefined) {
      holder.hold(() => {
        const index = rowsNow.current.findIndex((r) => r.key === row.key);
        const start = index < 0 ? undefined : virtualizer.measurementsCache[index]?.start;
        return start === undefined ? undefined : start - row.offset;
      });
    }
    remember();
  }, [rows, virtualizer, remember, holder]);

  // After the effects above: a jump's landing and a gap's anchor have the last word.
  const unpin = useCallback(() => {
    pinned.current = false;
  }, []);
  const more = useLogPaging({ scrollRef, virtualizer, rows, settled, unpin, holder, paging, hasBefore, loadingOlder, loadingNewer });
  const loadOlder = more.loadOlderAtTop;

  const nearTop = () => {
    const el = scrollRef.current;
    return Boolean(el && settled.current && el.scrollTop < LOAD_OLDER_WITHIN_PX);
  };

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el || !settled.current) return;
    // Read from the element: the virtualizer's own scroll listener may not have run yet.
    // A jump to the start still loading keeps the log from following the end meanwhile.
    pinned.current = !more.isLanding() && isAtEnd(el, EDGE_PX);
    setAtEnd(pinned.current);
    remember();
    if (nearTop()) loadOlder();
    more.onScroll();
  };

  // At the top, a page that arrived may still leave the reader there (or the first page may
  // not fill the log): no scroll event follows, so the next page is asked for here.
  useEffect(() => {
    if (hasBefore && !loadingOlder && nearTop()) loadOlder();
  });

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToRow: (key) => {
        // Code scrolling to a row (Find, "Show in transcript") moves the reader on purpose.
        const claim = () => {
          holder.release();
          pinned.current = false;
        };
        return scrollToRow({ key, rows: rowsNow, ready: virtualRef, virtualizer, scroller: scrollRef, claim });
      },
    }),
    [virtualizer, holder],
  );

  const virtualRows = virtualizer.getVirtualItems();

  return (
    <GapContext value={more.gapActions}>
      <div className="relative min-h-0 flex-1">
        <div
          ref={scrollRef}
          role="log"
          aria-label={t("log.label")}
          aria-busy={busy || loading}
          data-first-paint={hydrated ? undefined : "true"}
          onScroll={onScroll}
          // A wheel turned upwards at the very top scrolls nothing, so it fires no scroll event.
          onWheel={(event) => {
            if (event.deltaY < 0 && nearTop()) loadOlder();
          }}
          // Before hydration, column-reverse makes the browser show the end of the log first.
          className={`h-full overflow-y-auto [overflow-anchor:none] [overflow-x:hidden] ${hydrated ? "" : "flex flex-col-reverse"}`}
        >
          {loading ? (
            <p className="mx-auto w-full max-w-3xl px-4 py-6 text-sm text-muted">{t("log.loading")}</p>
          ) : !hydrated ? (
            <FirstPaintRows rows={rows} />
          ) : (
            <div className="relative mx-auto w-full max-w-3xl" style={{ height: virtualizer.getTotalSize() }}>
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
                    ref={virtualizer.measureElement}
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
        {!loading && rows.length > 0 && !more.atStart ? <JumpToStart onJump={more.jumpToStart} busy={more.jumping} ready={hydrated} /> : null}
        {!loading && rows.length > 0 && !atEnd ? (
          <button
            type="button"
            onClick={() => {
              holder.release();
              pinned.current = true;
              setAtEnd(true);
              virtualizer.scrollToEnd();
            }}
            className="absolute bottom-3 left-1/2 -translate-x-1/2 rounded-full border border-line bg-canvas px-3 py-1 text-xs shadow-sm hover:bg-panel"
          >
            {t("log.jumpToLatest")}
          </button>
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
    <div className="mx-auto flex w-full max-w-3xl grow flex-col" style={{ paddingTop: PAD_PX + OLDER_BAR_PX, paddingBottom: PAD_PX, gap: GAP_PX }}>
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
