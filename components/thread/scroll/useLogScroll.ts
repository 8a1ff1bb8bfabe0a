"use client";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useCallback, useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from "react";
import { estimateRowHeight, type LogRow } from "@/components/messages/rows";
import { EDGE_PX, isAtEnd, isNearTop, pinAfterScroll } from "./edges";
import { GAP_PX, OLDER_BAR_PX, OVERSCAN, PAD_PX, TAIL_ROWS } from "./layout";
import { scrollToRow } from "./scroll-to-row";
import { useEndOnResize } from "./useEndOnResize";
import { onReaderInput } from "./reader-input";
import { useHold } from "./useHold";
import { usePaging, type LogPaging } from "./usePaging";
import { usePrependKeepsPlace } from "./usePrependKeepsPlace";
import { useTogglesKeepPlace } from "./useTogglesKeepPlace";
import { withTailRows } from "./view";

/** What reveal() needs from the log: bring a row into the DOM and into view. */
export interface LogHandle {
  /** Scrolls to the row of key `key` (an item's id) and resolves with its element once it shows. */
  scrollToRow: (key: string) => Promise<HTMLElement | null>;
  /** "Jump to start", from outside the log (the header's menu); nothing before the log can act. */
  jumpToStart: () => void;
}

const withTail = (range: Range) => withTailRows(defaultRangeExtractor(range), range.count, TAIL_ROWS);

/**
 * The log's scrolling, end-anchored (TanStack Virtual's chat mode): it opens at the newest
 * row, follows streamed growth while the reader is at the end, keeps the row being read in
 * place when pages arrive above it, and loads earlier pages as the reader nears the top.
 */
export function useLogScroll({ rows, hydrated, loading, paging, hasBefore, loadingOlder, loadingNewer, handleRef }: {
  rows: readonly LogRow[];
  /** The virtualizer has taken over from the server's rows. */
  hydrated: boolean;
  loading: boolean;
  paging: LogPaging;
  hasBefore: boolean;
  loadingOlder: boolean;
  loadingNewer: boolean;
  handleRef?: Ref<LogHandle>;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
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
  const holder = useHold(scrollRef);

  useLayoutEffect(() => {
    if (!hydrated || settled.current || loading || rows.length === 0) return;
    virtualizer.scrollToEnd();
    settled.current = true;
  }, [hydrated, loading, rows.length, virtualizer]);

  // Only when rows come or go: reading the scroll extent forces a layout, too dear per frame.
  useLayoutEffect(() => {
    if (settled.current && pinned.current && !virtualizer.isAtEnd(EDGE_PX)) virtualizer.scrollToEnd();
  }, [rows.length, virtualizer]);

  const rowsNow = useRef(rows);
  useLayoutEffect(() => {
    rowsNow.current = rows;
  });
  const remember = usePrependKeepsPlace({ scrollRef, virtualizer, rows, rowsNow, pinned, holder });

  // After the effects above: a jump's landing and a gap's anchor have the last word.
  const unpin = useCallback(() => {
    pinned.current = false;
  }, []);
  const more = usePaging({ scrollRef, virtualizer, rows, rowsNow, settled, unpin, holder, paging, hasBefore, loadingOlder, loadingNewer });
  const loadOlder = more.loadOlderAtTop;
  const jumpToStart = more.jumpToStart;
  // Asked for before the virtualizer took over from the server's rows: done once it has.
  const jumpWhenReady = useRef(false);
  useEffect(() => {
    if (!hydrated || loading || !jumpWhenReady.current) return;
    jumpWhenReady.current = false;
    void jumpToStart();
  }, [hydrated, loading, jumpToStart]);

  const nearTop = () => {
    const el = scrollRef.current;
    return Boolean(el && settled.current && isNearTop(el.scrollTop));
  };

  // The scrollTop of the last scroll event: which way the log moved.
  const lastTop = useRef(0);
  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const movedUp = el.scrollTop < lastTop.current - 1;
    lastTop.current = el.scrollTop;
    if (!settled.current) return;
    // Read from the element: the virtualizer's own scroll listener may not have run yet.
    // A jump to the start still loading keeps the log from following the end meanwhile.
    const decision = pinAfterScroll({ atEnd: isAtEnd(el), pinned: pinned.current, movedUp, landing: more.isLanding() });
    pinned.current = decision !== "unpin";
    setAtEnd(pinned.current);
    if (decision === "follow") virtualizer.scrollToEnd();
    remember();
    if (nearTop()) loadOlder();
    more.onScroll();
  };

  // A wheel turned upwards at the very top scrolls nothing, so it fires no scroll event.
  const onWheel = (event: { deltaY: number }) => {
    if (event.deltaY < 0 && nearTop()) loadOlder();
  };

  // At the top, a page that arrived may still leave the reader there (or the first page may
  // not fill the log): no scroll event follows, so the next page is asked for here.
  useEffect(() => {
    if (hasBefore && !loadingOlder && nearTop()) loadOlder();
  });

  // The latest reveal wins: one still scrolling (to a row that would not centre while pages
  // arrived above it) would otherwise pull the log back from the next. The reader's own
  // input ends them too.
  const reveals = useRef(0);
  useEffect(() => onReaderInput(() => void reveals.current++), []);

  useImperativeHandle(
    handleRef,
    () => ({
      scrollToRow: (key) => {
        // Code scrolling to a row (Find, "Show in transcript") moves the reader on purpose.
        const claim = () => {
          holder.release();
          pinned.current = false;
        };
        const mine = ++reveals.current;
        return scrollToRow({ key, rows: rowsNow, ready: virtualRef, virtualizer, scroller: scrollRef, claim, current: () => reveals.current === mine });
      },
      jumpToStart: () => {
        if (virtualRef.current) void jumpToStart();
        else jumpWhenReady.current = true;
      },
    }),
    [virtualizer, holder, jumpToStart],
  );

  const jumpToEnd = () => {
    holder.release();
    pinned.current = true;
    setAtEnd(true);
    virtualizer.scrollToEnd();
  };

  return {
    scrollRef,
    onScroll,
    onWheel,
    loadOlder,
    jumpToStart,
    jumpToEnd,
    atStart: more.atStart,
    atEnd,
    jumping: more.jumping,
    gapActions: more.gapActions,
    virtualRows: virtualizer.getVirtualItems(),
    totalSize: virtualizer.getTotalSize(),
    measureRow: virtualizer.measureElement,
  };
}
