// The rows of the log's first paint, rendered on the server before any script runs: the
// newest ones, enough to fill a tall viewport twice by their estimated heights, so the reader
// sees the newest answer at once and the HTML stays small however long the thread is.

/** Height, in px, the first paint fills: two viewports of a large screen. */
export const FIRST_PAINT_PX = 2_400;
export const FIRST_PAINT_MAX_ROWS = 40;

/** Index of the first row to render: rows from there to the end fill `budget` px (at least one row). */
export function firstPaintStart(count: number, heightOf: (index: number) => number, budget = FIRST_PAINT_PX, maxRows = FIRST_PAINT_MAX_ROWS): number {
  let start = count;
  let filled = 0;
  while (start > 0 && count - start < maxRows && (filled < budget || start === count)) {
    start--;
    filled += Math.max(0, heightOf(start));
  }
  return start;
}
