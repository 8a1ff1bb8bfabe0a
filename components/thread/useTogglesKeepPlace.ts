"use client";
import { useEffect, type RefObject } from "react";

/** Long enough for the row to be re-measured and the virtualizer to react (a few frames). */
const HOLD_FRAMES = 12;
const RELEASING_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/**
 * A fold or card opened (or closed) inside the log keeps its toggle where the reader clicked
 * it. The log is end-anchored: while the reader is at the end it keeps the *end* in place,
 * so a fold opened near the bottom pushed its own toggle up by the height of what it
 * revealed (off screen, for a long list of steps). For a few frames after the click, any
 * drift of the toggle is scrolled back; the reader's next input anywhere (a scroll, a key, a
 * press on "Show in transcript" that moves the log on purpose) ends that.
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
        const drift = toggle.getBoundingClientRect().top - top;
        if (Math.abs(drift) >= 1) log.scrollTop += drift;
        if (--left > 0) frame = requestAnimationFrame(hold);
      };
      frame = requestAnimationFrame(hold);
    };
    // Capture: measured before the toggle's own handler changes anything. A toggle's own
    // press ends the hold before its click starts the next one.
    log.addEventListener("click", onClick, true);
    for (const name of RELEASING_EVENTS) window.addEventListener(name, release, { capture: true, passive: true });
    return () => {
      release();
      log.removeEventListener("click", onClick, true);
      for (const name of RELEASING_EVENTS) window.removeEventListener(name, release, { capture: true });
    };
  }, [scrollRef]);
}
