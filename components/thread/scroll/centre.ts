// Where a revealed row lands (Find, "Show in transcript"): in the middle of the log, where
// the eye rests, not under the bars at its top edge. A row taller than the view shows its
// start instead, a margin below the top, so its first lines are read first.

/** A box's vertical extent on screen (a DOMRect's top and bottom). */
export interface Span {
  top: number;
  bottom: number;
}

/** Space kept above a row too tall to centre. */
export const CENTRE_MARGIN_PX = 24;

/** How far to scroll (px, positive down) to put `row` mid-view; both as seen on screen. */
export function centreDelta(row: Span, view: Span, margin = CENTRE_MARGIN_PX): number {
  const height = row.bottom - row.top;
  if (height > view.bottom - view.top - 2 * margin) return row.top - (view.top + margin);
  return (row.top + row.bottom) / 2 - (view.top + view.bottom) / 2;
}

/**
 * The scrollTop that centres `row`, kept within the log's range (a row near either end
 * comes as close as the log allows); undefined when the log is there already (within a px).
 */
export function centredTop({ row, view, scrollTop, maxScrollTop }: { row: Span; view: Span; scrollTop: number; maxScrollTop: number }): number | undefined {
  const target = Math.min(Math.max(0, scrollTop + centreDelta(row, view)), Math.max(0, maxScrollTop));
  return Math.abs(target - scrollTop) > 1 ? target : undefined;
}

/** Whether some of `row` is on screen in `view` (a revealed row the reader can see). */
export function shows(row: Span, view: Span): boolean {
  return row.bottom > view.top && row.top < view.bottom;
}
