"use client";
import { useEffect, useRef, useState } from "react";

/**
 * The latest `value`, updated at most once per animation frame. A stream delivers tokens
 * faster than the screen refreshes; everything derived from its values (merge, timeline,
 * ledger, the log) then runs once per frame instead of once per token.
 */
export function useFrameValue<T>(value: T): T {
  const [shown, setShown] = useState(value);
  const latest = useRef(value);
  const frame = useRef<number | null>(null);
  useEffect(() => {
    latest.current = value;
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      setShown(() => latest.current);
    });
  }, [value]);
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      frame.current = null;
    },
    [],
  );
  return shown;
}
