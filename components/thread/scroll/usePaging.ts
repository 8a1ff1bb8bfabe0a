"use client";
import type { Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from "react";
import type { GapActions } from "@/components/messages/GapContext";
import type { LogRow } from "@/components/messages/rows";
import { anchoredTop, gapAnchors, reanchored, seenFrom, startOfIn, type RowOnScreen } from "./anchor";
import { GAP_WITHIN_PX, isAtStart } from "./edges";
import { gapToLoad, nextPace, nextStreak, pageSizeFor, type GapSide, type Pace } from "./paging";
import { onReaderInput } from "./reader-input";
import type { HoldApi } from "./useHold";

/** What the log asks of the thread's history. */
export interface LogPaging {
  /** Rows before the first loaded (or before the newest, into the gap). */
  loadOlder: (size?: number) => Promise<void>;
  /** Rows after the first pages, into the gap. */
  loadNewer: (size?: number) => Promise<void>;
  /** Loads the first rows of the thread; resolves once they are on their way to the rows. */
  reachStart: () => Promise<unknown>;
}

// Frames a loaded page may take to reach the log's rows.
const SETTLE_FRAMES = 30;

/**
 * The log's paging beyond the newest pages: the size of each page (larger while the reader
 * moves fast), the gap between the first pages and the newest (loaded from the side the
 * reader approaches, the row they read held in place while it fills), and "Jump to start".
 */
export function usePaging({ scrollRef, virtualizer, rows, rowsNow, settled, unpin, holder, paging, hasBefore, loadingOlder, loadingNewer }: {
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: readonly LogRow[];
  /** The rows of the latest render, for callbacks that outlive it. */
  rowsNow: RefObject<readonly LogRow[]>;
  settled: RefObject<boolean>;
  /** The reader leaves the end: the log stops following what streams in. */
  unpin: () => void;
  /** The log's hold on its scroll position (useHold). */
  holder: HoldApi;
  paging: LogPaging;
  hasBefore: boolean;
  loadingOlder: boolean;
  loadingNewer: boolean;
}) {
  const pace = useRef<Pace | null>(null);
  const movingUp = useRef(false);
  // Pages in a row the reader reached the loaded edge for, and whether they reached it since the last ask.
  const streak = useRef({ older: 0, newer: 0 });
  const hit = useRef({ older: false, newer: false });
  // Rows held while the gap fills, nearest to it first; the first still in the log is held.
  const anchor = useRef<readonly RowOnScreen[] | null>(null);
  const landing = useRef(false);
  const [atStart, setAtStart] = useState(false);
  const [jumping, setJumping] = useState(false);
  // Rows the anchor was taken with: the rows changing from these means the page arrived.
  const anchorShape = useRef("");
  const gapIndex = useMemo(() => rows.findIndex((row) => row.kind === "item" && row.item.kind === "gap"), [rows]);

  const sizeFor = useCallback((side: GapSide) => {
    streak.current[side] = nextStreak(streak.current[side], hit.current[side]);
    hit.current[side] = false;
    const speed = (pace.current?.speed ?? 0) * (side === "older" ? 1 : -1);
    return pageSizeFor(speed, streak.current[side]);
  }, []);

  const startOf = useCallback((key: string) => startOfIn(rowsNow.current, (index) => virtualizer.measurementsCache[index]?.start)(key), [rowsNow, virtualizer]);

  const { hold, isHolding } = holder;
  // The reader's own input ends any hold (useHold), and with it a gap's anchor or a jump's
  // landing, wherever the log is ("Jump to latest", a ledger entry shown in the transcript).
  useEffect(() => {
    return onReaderInput(() => {
      anchor.current = null;
      landing.current = false;
    });
  }, []);

  const anchorTop = useCallback(() => anchoredTop(anchor.current ?? [], startOf), [startOf]);

  const loadGap = useCallback(
    (side: GapSide) => {
      const el = scrollRef.current;
      if (!el || gapIndex < 0 || loadingNewer || loadingOlder) return;
      const placed = gapAnchors(
        (index) => {
          const item = virtualizer.measurementsCache[index];
          return item === undefined ? undefined : { key: String(item.key), start: item.start };
        },
        gapIndex,
        side,
      );
      anchor.current = placed.length === 0 ? null : seenFrom(placed, el.scrollTop);
      anchorShape.current = `${rowsNow.current.length}:${gapIndex}`;
      const size = sizeFor(side);
      const done = side === "newer" ? paging.loadNewer(size) : paging.loadOlder(size);
      // Rows that arrived reach the log in a later render (not always the next frame on a
      // busy machine) and are held by the layout effect below; if none came within a while,
      // there is nothing to hold.
      void done.finally(() => {
        let frames = SETTLE_FRAMES;
        const check = () => {
          if (isHolding() || anchorShape.current === "") return;
          if (--frames > 0) return void requestAnimationFrame(check);
          anchor.current = null;
          anchorShape.current = "";
        };
        requestAnimationFrame(check);
      });
    },
    [scrollRef, rowsNow, gapIndex, loadingNewer, loadingOlder, virtualizer, sizeFor, paging, isHolding],
  );

  const checkGap = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !settled.current || gapIndex < 0 || loadingNewer || loadingOlder || anchor.current || landing.current) return;
    const gap = virtualizer.measurementsCache[gapIndex];
    if (!gap) return;
    const side = gapToLoad(gap, { top: el.scrollTop, height: el.clientHeight }, movingUp.current, GAP_WITHIN_PX);
    if (side) loadGap(side);
  }, [scrollRef, settled, gapIndex, loadingNewer, loadingOlder, virtualizer, loadGap]);

  /** For the log's scroll handler: pace, the gap, and whether the reader is at the start. */
  const onScroll = useCallback(() => {
    const el = scrollRef.current;
    if (!el || !settled.current) return;
    const previous = pace.current;
    pace.current = nextPace(previous, el.scrollTop, performance.now());
    if (previous && previous.top !== el.scrollTop) movingUp.current = el.scrollTop < previous.top;
    if (el.scrollTop <= 1 && loadingOlder) hit.current.older = true;
    if (loadingNewer && gapIndex >= 0) {
      const gap = virtualizer.measurementsCache[gapIndex];
      if (gap && gap.start < el.scrollTop + el.clientHeight) hit.current.newer = true;
    }
    // While the gap fills, its anchor is where it is now: the reader may have scrolled.
    if (anchor.current !== null && !isHolding()) anchor.current = reanchored(anchor.current, startOf, el.scrollTop);
    setAtStart(isAtStart(el.scrollTop, hasBefore));
    checkGap();
  }, [scrollRef, settled, loadingOlder, loadingNewer, gapIndex, virtualizer, startOf, hasBefore, checkGap, isHolding]);

  /** A page at the top of the log: as large as the reader's pace asks. */
  const loadOlderAtTop = useCallback(() => {
    if (hasBefore && !loadingOlder) void paging.loadOlder(sizeFor("older"));
  }, [hasBefore, loadingOlder, paging, sizeFor]);

  const land = useCallback(() => {
    landing.current = false;
    unpin();
    movingUp.current = false;
    hold(() => 0);
  }, [hold, unpin]);

  // Rows arrived: the gap's anchor row back where it was, or the jump landed at the start.
  useLayoutEffect(() => {
    if (landing.current && !hasBefore && rows.length > 0) return land();
    const shape = `${rows.length}:${gapIndex}`;
    if (anchor.current && anchorShape.current !== "" && shape !== anchorShape.current && anchorTop() !== undefined) {
      anchorShape.current = "";
      hold(anchorTop, () => (anchor.current = null));
    }
  }, [rows, gapIndex, hasBefore, land, hold, anchorTop]);

  // A page that arrived may leave the gap in reach without a scroll event to say so.
  useEffect(() => {
    if (gapIndex >= 0) checkGap();
  });

  useEffect(() => {
    const el = scrollRef.current;
    if (el && settled.current) setAtStart(isAtStart(el.scrollTop, hasBefore));
  }, [scrollRef, settled, hasBefore, rows.length]);

  const jumpToStart = useCallback(async () => {
    unpin();
    anchor.current = null;
    if (!hasBefore) return land();
    landing.current = true;
    setJumping(true);
    try {
      await paging.reachStart();
    } catch {
      landing.current = false;
    } finally {
      setJumping(false);
    }
  }, [unpin, hasBefore, land, paging]);

  const gapActions = useMemo<GapActions>(() => ({ loadNewer: () => loadGap("newer"), loading: loadingNewer }), [loadGap, loadingNewer]);

  /** A jump waits for the start of the thread: the log must not follow the end meanwhile. */
  const isLanding = useCallback(() => landing.current, []);

  return { onScroll, loadOlderAtTop, gapActions, atStart, jumping, jumpToStart, isLanding };
}
