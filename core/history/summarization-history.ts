import { isDict } from "../messages/guards";
import { type RecordedCompaction, recordedCompactionOf } from "./summarization-event";

// A backend that records only its newest compaction in the state (deepagents'
// `_summarizationEvent`) keeps the earlier ones in its checkpoints: each checkpoint from one
// compaction to the next holds that one. Read newest first, page by page, until a checkpoint
// from before the first compaction.

/** The compactions the checkpoints (`threads.getHistory` states, any order) record, each once, by cutoff. */
export function compactionsInHistory(checkpoints: readonly unknown[]): RecordedCompaction[] {
  const byKey = new Map<string, RecordedCompaction>();
  for (const checkpoint of Array.isArray(checkpoints) ? checkpoints : []) {
    const compaction = isDict(checkpoint) ? recordedCompactionOf(checkpoint.values) : undefined;
    if (compaction !== undefined && !byKey.has(compaction.key)) byKey.set(compaction.key, compaction);
  }
  return [...byKey.values()].sort((a, b) => a.cutoffIndex - b.cutoffIndex);
}

/**
 * Whether a page of history (newest first) reaches back before the first compaction: one of
 * its checkpoints holds values and no compaction. Older pages can add none.
 */
export function reachesBeforeCompactions(page: readonly unknown[]): boolean {
  for (const checkpoint of Array.isArray(page) ? page : []) {
    if (isDict(checkpoint) && isDict(checkpoint.values) && recordedCompactionOf(checkpoint.values) === undefined) return true;
  }
  return false;
}
