import type { MessageKey } from "../i18n/translate";
import { unreachable } from "../unreachable";

// How long a run has been going, for the working indicator ("Working · 12 s"). Whole units,
// the largest two, so the line stays short and changes once a second at most.

/** A run's elapsed time in the units the indicator shows. */
export type Elapsed =
  | { unit: "seconds"; seconds: number }
  | { unit: "minutes"; minutes: number; seconds: number }
  | { unit: "hours"; hours: number; minutes: number };

/** Splits milliseconds into the indicator's units; a negative or unknown span is zero seconds. */
export function splitElapsed(ms: number): Elapsed {
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  if (total < 60) return { unit: "seconds", seconds: total };
  const minutes = Math.floor(total / 60);
  if (minutes < 60) return { unit: "minutes", minutes, seconds: total % 60 };
  return { unit: "hours", hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}

/** The catalog message for an elapsed time, with its values (messages/*.json, `working`). */
export function elapsedMessage(elapsed: Elapsed): { key: MessageKey; values: Record<string, number> } {
  switch (elapsed.unit) {
    case "seconds":
      return { key: "working.seconds", values: { seconds: elapsed.seconds } };
    case "minutes":
      return { key: "working.minutes", values: { minutes: elapsed.minutes, seconds: elapsed.seconds } };
    case "hours":
      return { key: "working.hours", values: { hours: elapsed.hours, minutes: elapsed.minutes } };
    default:
      return unreachable(elapsed);
  }
}
