"use client";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import { onReaderInput } from "./reader-input";
import { heldTop } from "./view";

// Frames a row is held in place after rows arrive: long enough for them to be measured.
export const HOLD_FRAMES = 12;

interface Hold {
  target: () => number | undefined;
  frames: number;
  id: number;
}

/**
 * Keeps the log's scrollTop at a target for a few frames after rows arrive, while the
 * virtualizer measures them and corrects its estimates (which moves the rows under the
 * reader). The reader's own input ends a hold at once: theirs is the last word.
 */
export function useHold(scrollRef: RefObject<HTMLDivElement | null>) {
  const holding = useRef<Hold | null>(null);

  const release = useCallback(() => {
    if (holding.current) cancelAnimationFrame(holding.current.id);
    holding.current = null;
  }, []);

  /** Holds scrollTop at `target()` (re-read every frame), then calls `then`. */
  const hold = useCallback(
    (target: () => number | undefined, then?: () => void) => {
      release();
      const tick = () => {
        const el = scrollRef.current;
        const current = holding.current;
        if (!el || !current) return;
        const top = heldTop(el.scrollTop, current.target());
        if (top !== undefined) el.scrollTop = top;
        if (--current.frames > 0) current.id = requestAnimationFrame(tick);
        else {
          holding.current = null;
          then?.();
        }
      };
      holding.current = { target, frames: HOLD_FRAMES, id: 0 };
      tick();
    },
    [release, scrollRef],
  );

  useEffect(() => {
    const stop = onReaderInput(release);
    return () => {
      release();
      stop();
    };
  }, [release]);

  const isHolding = useCallback(() => holding.current !== null, []);
  return { hold, release, isHolding };
}

export type HoldApi = ReturnType<typeof useHold>;
