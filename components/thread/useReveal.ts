"use client";
import { useCallback, useEffect, useRef } from "react";

const MAX_PAGES = 200;
const HIGHLIGHT_MS = 2_000;

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Scrolls an element of the transcript into view, loading earlier pages until it exists
 * (a subagent card or a condensed message may lie far back), then highlights it briefly.
 */
export function useReveal(older: { hasOlder: boolean; loadOlder: () => Promise<void> }) {
  const latest = useRef(older);
  useEffect(() => {
    latest.current = older;
  });

  /** Scrolls to the first of `elementIds` and highlights them all. */
  return useCallback(async (target: string | readonly string[]): Promise<boolean> => {
    const ids = typeof target === "string" ? [target] : target;
    for (let page = 0; page <= MAX_PAGES; page++) {
      const element = ids[0] ? document.getElementById(ids[0]) : null;
      if (element) {
        element.scrollIntoView({ block: "start", behavior: "smooth" });
        for (const id of ids) {
          const el = document.getElementById(id);
          el?.setAttribute("data-highlight", "true");
          setTimeout(() => el?.removeAttribute("data-highlight"), HIGHLIGHT_MS);
        }
        return true;
      }
      if (!latest.current.hasOlder) return false;
      await latest.current.loadOlder();
      await nextFrame();
      await nextFrame();
    }
    return false;
  }, []);
}
