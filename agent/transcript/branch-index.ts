import { type FileHandle } from "node:fs/promises";
import { keyOf } from "./keys";
import { rowsForward } from "./lines";
import { inLineage, jumpOf, lineageRanges, type SeqRange } from "./lineage";

// What a writer needs to know of a thread's whole file: where each key was written (a message
// is written once per branch it is in, see lineage.ts) and where branches start. Read in one
// pass the first time it is needed after a load.

export interface BranchIndex {
  /** Key -> the seqs of its rows, ascending (one per branch it was written in). */
  readonly keys: Map<string, number[]>;
  /** First seq of each branch-starting row -> the seq it follows. */
  readonly jumps: Map<number, number>;
  /** Estimated memory cost, in bytes. */
  bytes: number;
}

/** Where a write continues: the head of the branch it belongs to, as the thread's state records it. */
export interface Position {
  /** Seq of the newest row of the branch (the state's `transcript_head`). */
  readonly head?: number;
  /**
   * Keys of the state's messages: when no head is recorded (a thread from before branches, or
   * a branch forked before anything was written), the newest row holding one of them is the head.
   */
  readonly known?: readonly string[];
}

const keyCost = (key: string) => 2 * key.length + 64;

export async function scanIndex(fh: FileHandle, size: number, chunkBytes: number): Promise<BranchIndex> {
  const index: BranchIndex = { keys: new Map(), jumps: new Map(), bytes: 0 };
  for await (const row of rowsForward(fh, size, chunkBytes)) {
    const jump = jumpOf(row.seq, row.metadata);
    if (jump !== undefined) index.jumps.set(row.seq, jump);
    const key = keyOf(row.content);
    if (key !== undefined) addKey(index, key, row.seq);
  }
  return index;
}

export function addKey(index: BranchIndex, key: string, seq: number): void {
  const seqs = index.keys.get(key);
  if (seqs) {
    seqs.push(seq);
    index.bytes += 8;
  } else {
    index.keys.set(key, [seq]);
    index.bytes += keyCost(key);
  }
}

/** A recorded head as a seq of the file (a head past its end is the newest row). */
const clampHead = (lastSeq: number, head: number | undefined): number =>
  head === undefined || !Number.isFinite(head) ? lastSeq : Math.max(0, Math.min(lastSeq, Math.floor(head)));

/** The head a write continues from: recorded, inferred from the state's messages, or the newest row. */
export function headOf(index: BranchIndex, lastSeq: number, position: Position): number {
  if (position.head !== undefined) return clampHead(lastSeq, position.head);
  if (position.known === undefined) return lastSeq;
  let head = 0;
  for (const key of position.known) head = Math.max(head, index.keys.get(key)?.at(-1) ?? 0);
  return head;
}

/** The lineage of `head`, or undefined when it is every row (the thread never forked). */
export function lineageOf(index: BranchIndex, lastSeq: number, head: number): readonly SeqRange[] | undefined {
  return index.jumps.size === 0 && head === lastSeq ? undefined : lineageRanges(index.jumps, head);
}

/** Whether `key` has a row in the lineage (any row, when the lineage is every row). */
export function writtenIn(index: BranchIndex, key: string, lineage: readonly SeqRange[] | undefined): boolean {
  const seqs = index.keys.get(key);
  if (seqs === undefined) return false;
  return lineage === undefined || seqs.some((seq) => inLineage(lineage, seq));
}
