import { useEffect, type RefObject } from "react";

/**
 * Keeps a reader who is at the end of the log there when the log itself gets shorter (the
 * to-do list or an alert opening below it, the composer growing with a long draft). The
 * browser keeps scrollTop when an element shrinks, which hides the newest lines, and fires
 * no scroll event to say so; the virtualizer's end anchoring does not always step in.
 */
export function useEndOnResize(scrollRef: RefObject<HTMLElement | null>, pinned: RefObject<boolean>): void {
  useEffect(() => {
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    let height = el.clientHeight;
    const observer = new ResizeObserver(([entry]) => {
      const now = entry?.contentRect.height ?? height;
      if (now === height) return;
      height = now;
      if (pinned.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [scrollRef, pinned]);
}
