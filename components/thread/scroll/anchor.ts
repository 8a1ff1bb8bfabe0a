// Anchor arithmetic: which rows the reader sees, and the scrollTop that keeps one of them where
// it was when rows arrive above it (earlier pages, a gap filling) or change key or height.

/** A row of the log with its place, as the virtualizer measured it. */
export interface PlacedRow {
  readonly key: string;
  readonly start: number;
}

/** A row on screen, by key, and its top relative to the viewport. */
export interface RowOnScreen {
  readonly key: string;
  readonly offset: number;
}

/** Where a row starts now, by key; undefined when it is gone. */
export type StartOf = (key: string) => number | undefined;

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

/** The first remembered row still in the log (a row at a page boundary may have changed key). */
export function survivingRow(remembered: readonly RowOnScreen[], startOf: StartOf): RowOnScreen | undefined {
  return remembered.find(({ key }) => startOf(key) !== undefined);
}

/** The scrollTop that puts the first surviving remembered row back at its offset. */
export function anchoredTop(remembered: readonly RowOnScreen[], startOf: StartOf): number | undefined {
  const row = survivingRow(remembered, startOf);
  return row === undefined ? undefined : startOf(row.key)! - row.offset;
}

/**
 * After rows were prepended: the scrollTop that puts the first remembered row still present
 * back where it was, or undefined when none is found or it is already there.
 */
export function restoredScrollTop(remembered: readonly RowOnScreen[], startOf: StartOf, scrollTop: number): number | undefined {
  const top = anchoredTop(remembered, startOf);
  return top !== undefined && Math.abs(top - scrollTop) > 1 ? top : undefined;
}

/** The remembered rows' offsets at `scrollTop` (the reader moved); rows gone keep theirs. */
export function reanchored(remembered: readonly RowOnScreen[], startOf: StartOf, scrollTop: number): RowOnScreen[] {
  return remembered.map((row) => {
    const start = startOf(row.key);
    return start === undefined ? row : { key: row.key, offset: start - scrollTop };
  });
}

/** Rows placed at `scrollTop`, as the reader sees them. */
export const seenFrom = (rows: readonly PlacedRow[], scrollTop: number): RowOnScreen[] => rows.map((row) => ({ key: row.key, offset: row.start - scrollTop }));

/**
 * The rows that must not move while the gap at `gapIndex` fills, nearest first: loading newer
 * rows, those just above the gap (the new rows appear below them, where the gap was); loading
 * older ones, those just below it (they appear above them, as earlier pages do at the top).
 * The nearest can change key when the rows beside it arrive (a tool call regrouped with its
 * result), so the next ones stand in for it.
 */
export function gapAnchors(rowAt: (index: number) => PlacedRow | undefined, gapIndex: number, side: "newer" | "older", count = 3): PlacedRow[] {
  const step = side === "newer" ? -1 : 1;
  const out: PlacedRow[] = [];
  for (let i = 1; i <= count; i++) {
    const row = rowAt(gapIndex + step * i);
    if (row === undefined) break;
    out.push(row);
  }
  return out;
}

/** Where each row of `rows` starts, by key, from where the row at an index starts. */
export function startOfIn(rows: readonly { key: string }[], startAt: (index: number) => number | undefined): StartOf {
  return (key) => {
    const index = rows.findIndex((row) => row.key === key);
    return index < 0 ? undefined : startAt(index);
  };
}
