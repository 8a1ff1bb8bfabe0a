import { type FileHandle } from "node:fs/promises";
import { type TranscriptForwardPage, type TranscriptPage, type TranscriptRow } from "../wire";
import { offsetBefore, rowsBackward, rowsForward, type LocatedRow } from "./lines";

// A page of one thread's transcript, from the newest rows the store keeps (the tail) and,
// when the page reaches past them, from the file: backward from the tail's start, or forward
// from the offset a binary search finds, so neither direction reads the whole file.

/** What the store knows of a thread's file. */
export interface TailView {
  /** Bytes of the file, all complete lines. */
  readonly size: number;
  /** The newest rows, up to the end of the file, oldest first. */
  readonly tail: readonly LocatedRow[];
  /** Whether a valid row comes before the tail. */
  readonly olderRows: boolean;
}

export type ReadFile = <T>(reader: (fh: FileHandle) => Promise<T>) => Promise<T>;

/** Index of the first row whose seq is >= `seq` (rows are sorted by seq). */
export function lowerBound(rows: readonly LocatedRow[], seq: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((rows[mid]?.row.seq ?? 0) < seq) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The newest `limit` rows older than `beforeSeq` (all rows when absent), oldest first. */
export async function pageBefore(log: TailView, read: ReadFile, beforeSeq: number | undefined, limit: number, chunkBytes: number): Promise<TranscriptPage> {
  // The tail's rows that qualify, then older ones from the file if the page needs more.
  const cut = beforeSeq === undefined ? log.tail.length : lowerBound(log.tail, beforeSeq);
  const recent = log.tail.slice(Math.max(0, cut - limit), cut).map((located) => located.row);
  let older: TranscriptRow[] = [];
  let hasMore = cut > limit || (cut === limit && log.olderRows);
  if (cut < limit && log.olderRows) {
    const need = limit - cut;
    const tailStart = log.tail[0]?.start ?? log.size;
    const found = await read(async (fh) => {
      const end = cut > 0 || beforeSeq === undefined ? tailStart : await offsetBefore(fh, beforeSeq, tailStart, chunkBytes);
      return rowsBackward(fh, end, need + 1, chunkBytes);
    });
    hasMore = found.length > need;
    older = found
      .slice(0, need)
      .reverse()
      .map((located) => located.row);
  }
  const data = [...older, ...recent];
  return { data, has_more: hasMore, next_before_seq: hasMore ? (data[0]?.seq ?? null) : null };
}

/** The oldest `limit` rows newer than `afterSeq`, oldest first. */
export async function pageAfter(log: TailView, read: ReadFile, afterSeq: number, limit: number, chunkBytes: number): Promise<TranscriptForwardPage> {
  const first = log.tail[0]?.row.seq;
  let found: TranscriptRow[];
  // Rows before the tail are older than its first row: past that, the tail has them all.
  if (!log.olderRows || (first !== undefined && afterSeq >= first - 1)) {
    const from = lowerBound(log.tail, afterSeq + 1);
    found = log.tail.slice(from, from + limit + 1).map((located) => located.row);
  } else {
    found = await readRowsAfter(read, { size: log.size, searchEnd: log.tail[0]?.start ?? log.size, chunkBytes }, afterSeq, limit);
  }
  return forwardPage(found, limit);
}

/**
 * Up to `limit` + 1 rows newer than `afterSeq` that `keep` accepts, read forward from the
 * file; the row to start from is searched for before `searchEnd` (rows past it are newer).
 */
export function readRowsAfter(
  read: ReadFile,
  file: { size: number; searchEnd: number; chunkBytes: number },
  afterSeq: number,
  limit: number,
  keep: (row: TranscriptRow) => boolean = () => true,
): Promise<TranscriptRow[]> {
  return read(async (fh) => {
    const start = afterSeq <= 0 ? 0 : await offsetBefore(fh, afterSeq + 1, file.searchEnd, file.chunkBytes);
    const rows: TranscriptRow[] = [];
    for await (const row of rowsForward(fh, file.size, file.chunkBytes, start, afterSeq)) {
      if (!keep(row)) continue;
      rows.push(row);
      if (rows.length > limit) break;
    }
    return rows;
  });
}

/** A forward page of `limit` rows from up to `limit` + 1 found: one more means more follow. */
export function forwardPage(found: readonly TranscriptRow[], limit: number): TranscriptForwardPage {
  const hasMore = found.length > limit;
  const data = found.slice(0, limit);
  return { data, has_more: hasMore, next_after_seq: hasMore ? (data.at(-1)?.seq ?? null) : null };
}
