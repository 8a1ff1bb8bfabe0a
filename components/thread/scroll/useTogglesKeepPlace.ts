"use client";
import { useEffect, type RefObject } from "react";
import { HOLD_FRAMES } from "./useHold";
import { onReaderInput } from "./reader-input";
import { driftBack } from "./view";

/**
 * A fold or card opened (or closed) inside the log keeps its toggle where the reader clicked
 * it. The log is end-anchored: at the end it keeps the *end* in place, which would push a
 * toggle near the bottom up by the height of what it revealed. For a few frames after the
 * click, any drift of the toggle is scrolled back; the reader's next input anywhere ends that.
 */
export function useTogglesKeepPlace(scrollRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const log = scrollRef.current;
    if (!log) return;
    let frame = 0;
    const release = () => cancelAnimationFrame(frame);
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      const toggle = target?.closest("button[aria-expanded]");
      if (!(toggle instanceof HTMLElement) || !log.contains(toggle)) return;
      const top = toggle.getBoundingClientRect().top;
      release();
      let left = HOLD_FRAMES;
      const hold = () => {
        if (!toggle.isConnected) return;
        const by = driftBack(top, toggle.getBoundingClientRect().top);
        if (by !== 0) log.scrollTop += by;
        if (--left > 0) frame = requestAnimationFrame(hold);
      };
      frame = requestAnimationFrame(hold);
    };
    // Capture: measured before the toggle's own handler changes anything. A toggle's own
    // press ends the hold before its click starts the next one.
    log.addEventListener("click", onClick, true);
    const stop = onReaderInput(release);
    return () => {
      release();
      log.removeEventListener("click", onClick, true);
      stop();
    };
  }, [scrollRef]);
}
