import { type FileHandle } from "node:fs/promises";
import { type TranscriptRow, type TranscriptTotals } from "../wire";
import { rowsForward } from "./lines";
import { inLineage, type SeqRange } from "./lineage";

// The whole thread's counts that the newest page carries (docs/wire-contracts.md, "Paged
// transcript"), so a reader's header does not depend on how many pages are loaded. Read in one
// pass the first time they are asked for after a load, then kept up to date as rows are
// appended. Seqs are kept rather than counts, so a forked thread counts only its branch.

export interface Tally {
  /** Seqs of the markers of compactions that happened. */
  readonly compactions: number[];
  /** `task` tool call id -> the seqs of the rows making that call (one per branch it is in). */
  readonly tasks: Map<string, number[]>;
  /** Estimated memory cost, in bytes. */
  bytes: number;
}

export const emptyTally = (): Tally => ({ compactions: [], tasks: new Map(), bytes: 0 });

const isFailed = (marker: Record<string, unknown>) => marker.failed === true || marker.status === "failed";

/** Adds what `row` counts for; rows must come in seq order. */
export function countRow(tally: Tally, row: TranscriptRow): void {
  const content = row.content as Record<string, unknown>;
  if (content.type === "summary_marker") {
    if (!isFailed(content)) {
      tally.compactions.push(row.seq);
      tally.bytes += 8;
    }
    return;
  }
  if (content.type !== "ai" || !Array.isArray(content.tool_calls)) return;
  for (const call of content.tool_calls as unknown[]) {
    if (typeof call !== "object" || call === null) continue;
    const { id, name } = call as { id?: unknown; name?: unknown };
    if (name !== "task" || typeof id !== "string" || id === "") continue;
    const seqs = tally.tasks.get(id);
    if (seqs === undefined) {
      tally.tasks.set(id, [row.seq]);
      tally.bytes += 2 * id.length + 64;
    } else if (seqs.at(-1) !== row.seq) {
      seqs.push(row.seq);
      tally.bytes += 8;
    }
  }
}

export async function scanTally(fh: FileHandle, size: number, chunkBytes: number): Promise<Tally> {
  const tally = emptyTally();
  for await (const row of rowsForward(fh, size, chunkBytes)) countRow(tally, row);
  return tally;
}

/** The totals of the lineage (every row when undefined: the thread never forked). */
export function totalsOf(tally: Tally, lineage: readonly SeqRange[] | undefined): TranscriptTotals {
  if (lineage === undefined) return { compactions: tally.compactions.length, delegations: tally.tasks.size };
  let delegations = 0;
  for (const seqs of tally.tasks.values()) if (seqs.some((seq) => inLineage(lineage, seq))) delegations++;
  return { compactions: tally.compactions.filter((seq) => inLineage(lineage, seq)).length, delegations };
}
