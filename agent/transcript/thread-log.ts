import { type BranchIndex } from "./branch-index";
import { type LocatedRow } from "./lines";
import { type Tally } from "./totals";

// What the transcript store keeps of one thread between calls (store.ts), and what that costs.

export interface ThreadLog {
  /** Bytes of the file, all complete lines. */
  size: number;
  lastSeq: number;
  /** The newest rows, up to the end of the file, oldest first. */
  tail: LocatedRow[];
  /** Whether a valid row comes before the tail. */
  olderRows: boolean;
  /** Keys and branch starts of every row, read on the first write (or `unwritten`) after a load. */
  index?: BranchIndex;
  /** A branch was started in this thread (its `.forked` file exists). */
  forked: boolean;
  /** What the thread's totals count, read on the first call of totals() after a load. */
  tally?: Tally;
}

// Estimates of what the parsed data costs in memory (UTF-16 strings, object headers).
const ENTRY_BYTES = 256;
export const costOf = (log: ThreadLog) => ENTRY_BYTES + (log.index?.bytes ?? 0) + (log.tally?.bytes ?? 0) + log.tail.reduce((sum, row) => sum + 2 * row.bytes, 0);

export const emptyLog = (): ThreadLog => ({ size: 0, lastSeq: 0, tail: [], olderRows: false, forked: false });
