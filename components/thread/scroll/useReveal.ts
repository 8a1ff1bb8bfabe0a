"use client";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { ThreadStore } from "@/core/thread";
import { innerTargets, rowItemOf } from "@/core/timeline/targets";
import type { LogHandle } from "./useLogScroll";
import type { OlderPages } from "../load-older";

const MAX_PAGES = 500;
const HIGHLIGHT_MS = 2_000;
const NONE: ReadonlySet<string> = new Set();

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Brings an element of the transcript into view and flashes it: a row (`item-<id>`) or a
 * subagent card (`task-<toolCallId>`). The log is virtualized, so the row is found by its item
 * and scrolled to first; earlier pages are loaded until it exists (a card may lie far back,
 * inside a condensed range).
 */
export function useReveal({ store, older, log }: { store: ThreadStore; older: OlderPages; log: RefObject<LogHandle | null> }) {
  const latest = useRef(older);
  useEffect(() => {
    latest.current = older;
  });
  const [highlighted, setHighlighted] = useState<ReadonlySet<string>>(NONE);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const flash = useCallback((ids: readonly string[]) => {
    clearTimeout(timer.current);
    setHighlighted(new Set(ids));
    const inner = innerTargets(ids).map((id) => document.getElementById(id));
    for (const el of inner) el?.setAttribute("data-highlight", "true");
    timer.current = setTimeout(() => {
      setHighlighted(NONE);
      for (const el of inner) el?.removeAttribute("data-highlight");
    }, HIGHLIGHT_MS);
  }, []);

  /** Scrolls to the first of `elementIds` and flashes them all. */
  const reveal = useCallback(
    async (target: string | readonly string[]): Promise<boolean> => {
      const ids = typeof target === "string" ? [target] : target;
      const first = ids[0];
      if (!first) return false;
      for (let page = 0; page <= MAX_PAGES; page++) {
        const key = rowItemOf(store.getState().view.items, first);
        if (key !== undefined) {
          const row = await log.current?.scrollToRow(key);
          const element = document.getElementById(first);
          if (element && element !== row) element.scrollIntoView({ block: "nearest" });
          flash(ids);
          return Boolean(row);
        }
        if (!latest.current.hasOlder) return false;
        await latest.current.loadOlder();
        // The loaded page reaches the view through a render.
        await nextFrame();
        await nextFrame();
      }
      return false;
    },
    [flash, log, store],
  );

  return { reveal, highlighted };
}
