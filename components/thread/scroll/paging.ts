// Paging decisions apart from the DOM: how large the next page is (larger while the reader
// moves fast), and whether the gap between the first pages and the newest should load, from which side.

/** How fast the reader moves through the log, from its scroll positions over time. */
export interface Pace {
  readonly top: number;
  /** Milliseconds, any clock. */
  readonly at: number;
  /** Pixels per second; positive toward the start of the thread. */
  readonly speed: number;
}

/** Longer than this between two scroll events is a new movement, not the same one. */
const PAUSE_MS = 400;

export function nextPace(previous: Pace | null, top: number, at: number): Pace {
  if (previous === null) return { top, at, speed: 0 };
  const elapsed = at - previous.at;
  if (elapsed <= 0) return { top, at: previous.at, speed: previous.speed };
  const instant = ((previous.top - top) * 1000) / elapsed;
  // Smoothed, so one large jump of the scroll position (a page arriving) does not decide alone.
  return { top, at, speed: elapsed > PAUSE_MS ? instant : (previous.speed + instant) / 2 };
}

export const PAGE_SIZES = { normal: 300, fast: 1000, fastest: 2000 } as const;
const FAST_PX_PER_S = 3000;
const FASTEST_PX_PER_S = 8000;

/**
 * Rows to ask for next. `speed` is toward the side being loaded (px/s); `streak` counts the
 * pages in a row the reader reached the loaded edge for (scrolled right up to it, not just
 * near it): they are reading faster than pages arrive.
 */
export function pageSizeFor(speed: number, streak: number): number {
  if (speed >= FASTEST_PX_PER_S || streak >= 3) return PAGE_SIZES.fastest;
  if (speed >= FAST_PX_PER_S || streak >= 2) return PAGE_SIZES.fast;
  return PAGE_SIZES.normal;
}

/** The next streak: one more when this load was asked for at the very edge, else none. */
export const nextStreak = (streak: number, atEdge: boolean): number => (atEdge ? streak + 1 : 0);

export type GapSide = "newer" | "older";

/**
 * Whether the gap row, at `[start, end)` in the log, should load now, and from which side.
 * The reader moving down with the gap in the lower half of the view, or below it within
 * `within` px, reads toward the rows after the first pages; moving up with it in the upper
 * half, or above within `within`, toward the rows before the newest ones (as at the top of
 * the log). Moving away from it loads nothing: the new rows would only push theirs.
 */
export function gapToLoad(gap: { start: number; end: number }, view: { top: number; height: number }, movingUp: boolean, within: number): GapSide | null {
  const middle = view.top + view.height / 2;
  const below = (gap.start + gap.end) / 2 >= middle;
  if (!movingUp && below && gap.start <= view.top + view.height + within) return "newer";
  if (movingUp && !below && gap.end >= view.top - within) return "older";
  return null;
}
