"use client";
import type { Virtualizer } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useRef, type RefObject } from "react";
import type { LogRow } from "@/components/messages/rows";
import { anchoredTop, restoredScrollTop, rowsOnScreen, startOfIn, survivingRow, type RowOnScreen } from "./anchor";
import type { HoldApi } from "./useHold";

/**
 * The virtualizer keeps the row at the top edge in place when pages are prepended, by its
 * key. A row at a page boundary can change key when the page before it arrives (a tool
 * result regrouped with its call), so the rows on screen are remembered too, and the first
 * of them that survived puts the reader back if the virtualizer could not. Returns
 * `remember`, for the log's scroll handler.
 */
export function usePrependKeepsPlace({ scrollRef, virtualizer, rows, rowsNow, pinned, holder }: {
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: readonly LogRow[];
  /** The rows of the latest render, for holds that outlive it. */
  rowsNow: RefObject<readonly LogRow[]>;
  pinned: RefObject<boolean>;
  holder: HoldApi;
}): () => void {
  const onScreen = useRef<RowOnScreen[]>([]);
  const remember = useCallback(() => {
    const el = scrollRef.current;
    if (el) onScreen.current = rowsOnScreen(virtualizer.measurementsCache, el.scrollTop, el.clientHeight);
  }, [scrollRef, virtualizer]);
  const previousFirstKey = useRef<string | undefined>(undefined);
  useLayoutEffect(() => {
    const el = scrollRef.current;
    const firstKey = rows[0]?.key;
    const prepended = previousFirstKey.current !== undefined && firstKey !== previousFirstKey.current;
    previousFirstKey.current = firstKey;
    // Otherwise scroll events keep `onScreen` current; reading the element here would force
    // a layout on every streamed frame.
    if (!el || !prepended || pinned.current) return;
    const startOf = startOfIn(rows, (index) => virtualizer.measurementsCache[index]?.start);
    const top = restoredScrollTop(onScreen.current, startOf, el.scrollTop);
    if (top !== undefined) el.scrollTop = top;
    // Rows measured in the next frames correct the estimates above the reader: held meanwhile.
    const row = survivingRow(onScreen.current, startOf);
    if (row !== undefined) {
      holder.hold(() => anchoredTop([row], startOfIn(rowsNow.current, (index) => virtualizer.measurementsCache[index]?.start)));
    }
    remember();
  }, [scrollRef, rows, rowsNow, pinned, virtualizer, remember, holder]);
  return remember;
}
