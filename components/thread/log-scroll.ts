// The scroll decisions of the message log (MessageLog.tsx), apart from the DOM and the
// virtualizer so they can be tested: which rows to mount, whether the reader is at the end,
// and where to put them back when earlier pages arrive.

/** Scroll metrics of the log element. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within `edge` px of the newest row: the log follows what streams in. */
export function isAtEnd(box: ScrollBox, edge: number): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= edge;
}

/** The rows to mount: those near the viewport plus the last `tail` rows (the live ones), sorted. */
export function withTailRows(visible: readonly number[], count: number, tail: number): number[] {
  const first = visible[0] ?? count;
  const last = visible.at(-1) ?? -1;
  const extra: number[] = [];
  for (let i = Math.max(0, count - tail); i < count; i++) if (i < first || i > last) extra.push(i);
  return extra.length === 0 ? [...visible] : [...visible, ...extra].sort((a, b) => a - b);
}

/** A row on screen, by key, and its top relative to the viewport. */
export interface RowOnScreen {
  key: string;
  offset: number;
}

/**
 * The rows intersecting the viewport `[top, top + height)`. `rows` are all the log's rows in
 * order (the virtualizer's measurements), not only the mounted ones: right after the reader
 * scrolls, the mounted ones are still those of the old position. Found by binary search.
 */
export function rowsOnScreen(rows: readonly { key: unknown; start: number; end: number }[], top: number, height: number): RowOnScreen[] {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (rows[middle]!.end > top) high = middle;
    else low = middle + 1;
  }
  const out: RowOnScreen[] = [];
  for (let i = low; i < rows.length && rows[i]!.start < top + height; i++) out.push({ key: String(rows[i]!.key), offset: rows[i]!.start - top });
  return out;
}

/**
 * After rows were prepended: the scrollTop that puts the first remembered row still present
 * back where it was, or undefined when none is found or it is already there.
 */
export function restoredScrollTop(remembered: readonly RowOnScreen[], startOf: (key: string) => number | undefined, scrollTop: number): number | undefined {
  const row = survivingRow(remembered, startOf);
  if (row === undefined) return undefined;
  const top = startOf(row.key)! - row.offset;
  return Math.abs(top - scrollTop) > 1 ? top : undefined;
}

/** The first remembered row still in the log (a row at a page boundary may have changed key). */
export function survivingRow(remembered: readonly RowOnScreen[], startOf: (key: string) => number | undefined): RowOnScreen | undefined {
  return remembered.find(({ key }) => startOf(key) !== undefined);
}

/** A box's vertical extent on screen (a DOMRect's top and bottom). */
export interface Span {
  top: number;
  bottom: number;
}

/** Whether a row shows at least `min` px inside the viewport (or all of itself, if shorter). */
export function showsIn(row: Span, view: Span, min: number): boolean {
  const visible = Math.min(row.bottom, view.bottom) - Math.max(row.top, view.top);
  return visible >= Math.min(min, row.bottom - row.top) && visible > 0;
}
