import { type FileHandle } from "node:fs/promises";
import { type TranscriptRow } from "../wire";

// Reading a transcript file (JSONL, seq strictly increasing) from the end, in chunks, without
// loading it whole. Offsets are in bytes; a line never splits a UTF-8 character, since
// newline bytes never occur inside one.

const NEWLINE = 0x0a;

export interface LocatedRow {
  row: TranscriptRow;
  /** Offset of the row's line, and its length including the newline. */
  start: number;
  bytes: number;
}

export function parseRow(line: string): TranscriptRow | undefined {
  if (!line) return undefined;
  try {
    const row = JSON.parse(line) as Partial<TranscriptRow>;
    if (typeof row.seq !== "number" || !(row.seq > 0) || typeof row.content !== "object" || row.content === null) return undefined;
    return row as TranscriptRow;
  } catch {
    return undefined;
  }
}

async function readAt(fh: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  let filled = 0;
  while (filled < length) {
    const { bytesRead } = await fh.read(buffer, filled, length - filled, position + filled);
    if (bytesRead === 0) break;
    filled += bytesRead;
  }
  return buffer.subarray(0, filled);
}

/** Offset just past the last newline before `end` (0 when there is none): where torn bytes begin. */
export async function lastLineEnd(fh: FileHandle, end: number, chunkBytes: number): Promise<number> {
  for (let pos = end; pos > 0; ) {
    const start = Math.max(0, pos - chunkBytes);
    const index = (await readAt(fh, start, pos - start)).lastIndexOf(NEWLINE);
    if (index !== -1) return start + index + 1;
    pos = start;
  }
  return 0;
}

/** Lines ending before `end` (a line start), newest first, with their offsets. */
async function* linesBackward(fh: FileHandle, end: number, chunkBytes: number): AsyncGenerator<{ text: string; start: number; bytes: number }> {
  // Pieces of the line being assembled, and where that line ends (just past its newline).
  let pieces: Buffer[] = [];
  let lineEnd = end;
  for (let pos = end; pos > 0; ) {
    const start = Math.max(0, pos - chunkBytes);
    const chunk = await readAt(fh, start, pos - start);
    let right = chunk.length;
    for (;;) {
      const index = right > 0 ? chunk.lastIndexOf(NEWLINE, right - 1) : -1;
      if (index === -1) {
        pieces.unshift(chunk.subarray(0, right));
        break;
      }
      pieces.unshift(chunk.subarray(index + 1, right));
      const lineStart = start + index + 1;
      // The newline at end - 1 closes the previous line; nothing ends at `end` itself.
      if (lineStart < end) yield { text: Buffer.concat(pieces).toString("utf8"), start: lineStart, bytes: lineEnd - lineStart };
      pieces = [];
      lineEnd = lineStart;
      right = index;
    }
    pos = start;
  }
  if (lineEnd > 0) yield { text: Buffer.concat(pieces).toString("utf8"), start: 0, bytes: lineEnd };
}

/**
 * Up to `count` valid rows ending before `end`, newest first (only those `keep` accepts). A
 * line that does not parse, or whose seq does not fall below the row after it, is damage and
 * skipped.
 */
export async function rowsBackward(fh: FileHandle, end: number, count: number, chunkBytes: number, keep?: (seq: number) => boolean): Promise<LocatedRow[]> {
  const found: LocatedRow[] = [];
  if (count <= 0) return found;
  let below = Infinity;
  for await (const line of linesBackward(fh, end, chunkBytes)) {
    const row = parseRow(line.text);
    if (!row || row.seq >= below) continue;
    below = row.seq;
    if (keep && !keep(row.seq)) continue;
    found.push({ row, start: line.start, bytes: line.bytes });
    if (found.length === count) break;
  }
  return found;
}

/** The first valid row whose line starts in [from, before); lines are read up to `limit`. */
async function firstRowFrom(fh: FileHandle, from: number, before: number, limit: number, chunkBytes: number): Promise<LocatedRow | undefined> {
  // Step to the start of the next line, unless `from` is one.
  let start = from;
  for (let pos = from - 1; from > 0; ) {
    if (pos >= before) return undefined;
    const chunk = await readAt(fh, pos, Math.min(chunkBytes, limit - pos));
    const index = chunk.indexOf(NEWLINE);
    if (index !== -1) {
      start = pos + index + 1;
      break;
    }
    if (chunk.length === 0) return undefined;
    pos += chunk.length;
  }
  while (start < before) {
    const pieces: Buffer[] = [];
    let end = start;
    for (;;) {
      const chunk = await readAt(fh, end, Math.min(chunkBytes, limit - end));
      const index = chunk.indexOf(NEWLINE);
      pieces.push(chunk.subarray(0, index === -1 ? chunk.length : index));
      end += index === -1 ? chunk.length : index + 1;
      if (index !== -1 || chunk.length === 0) break;
    }
    const row = parseRow(Buffer.concat(pieces).toString("utf8"));
    if (row) return { row, start, bytes: end - start };
    if (end === start) return undefined;
    start = end;
  }
  return undefined;
}

/**
 * A line start in [0, limit] (itself a line start) before which every valid row has
 * seq < `seq`, and after which every valid row has seq >= `seq`: a binary search over byte
 * offsets, reading a line or two per step.
 */
export async function offsetBefore(fh: FileHandle, seq: number, limit: number, chunkBytes: number): Promise<number> {
  let low = 0;
  let high = limit;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    const probe = await firstRowFrom(fh, mid, high, limit, chunkBytes);
    if (!probe) high = mid;
    else if (probe.row.seq >= seq) high = probe.start;
    else low = probe.start + probe.bytes;
  }
  return low;
}

/**
 * Every valid row in [from, limit) (`from` a line start), oldest first; rows whose seq does
 * not rise above `afterSeq` and the rows before them are skipped.
 */
export async function* rowsForward(fh: FileHandle, limit: number, chunkBytes: number, from = 0, afterSeq = 0): AsyncGenerator<TranscriptRow> {
  let pieces: Buffer[] = [];
  let lastSeq = afterSeq;
  for (let pos = from; pos < limit; ) {
    const chunk = await readAt(fh, pos, Math.min(chunkBytes, limit - pos));
    if (chunk.length === 0) break;
    pos += chunk.length;
    let left = 0;
    for (let index = chunk.indexOf(NEWLINE); index !== -1; index = chunk.indexOf(NEWLINE, left)) {
      pieces.push(chunk.subarray(left, index));
      const row = parseRow(Buffer.concat(pieces).toString("utf8"));
      pieces = [];
      left = index + 1;
      if (row && row.seq > lastSeq) {
        lastSeq = row.seq;
        yield row;
      }
    }
    pieces.push(chunk.subarray(left));
  }
}
