import { compactionCount, condensedRanges } from "./condensed";
import { classify } from "./keys";

// condensedRanges and compactionCount for every streamed chunk. Both change only when a
// summary form (marker or legacy summary) is added, removed or moved: ordinary messages
// after the last summary only feed the window a later compaction would take from. So when
// the list changed only past a point after which every message, old or new, is an ordinary
// one, the previous results stand. Per chunk: a pointer comparison per message, a cached
// classification per changed message.

export interface CompactionTracker {
  /** Same result as `condensedRanges(messages)`; the same Map while it cannot have changed. */
  condensedRanges(messages: readonly unknown[]): Map<string, string[]>;
  /** Same result as `compactionCount(messages)`. */
  compactionCount(messages: readonly unknown[]): number;
}

export function createCompactionTracker(): CompactionTracker {
  const ranges = memoUntilSummaryChanges(condensedRanges);
  const count = memoUntilSummaryChanges(compactionCount);
  return { condensedRanges: ranges, compactionCount: count };
}

function memoUntilSummaryChanges<T>(compute: (messages: readonly unknown[]) => T): (messages: readonly unknown[]) => T {
  let last: { messages: readonly unknown[]; result: T } | undefined;
  return (messages) => {
    const list = Array.isArray(messages) ? messages : [];
    if (last !== undefined && onlyOrdinaryChanges(last.messages, list)) {
      last = { messages: list, result: last.result };
      return last.result;
    }
    last = { messages: list, result: compute(list) };
    return last.result;
  };
}

function onlyOrdinaryChanges(before: readonly unknown[], after: readonly unknown[]): boolean {
  if (before === after) return true;
  const shared = Math.min(before.length, after.length);
  let first = 0;
  while (first < shared && before[first] === after[first]) first++;
  return allOrdinary(before, first) && allOrdinary(after, first);
}

/** Every entry from `from` on is a message (or no message at all, which both functions skip). */
function allOrdinary(list: readonly unknown[], from: number): boolean {
  for (let i = from; i < list.length; i++) {
    const kind = classify(list[i])?.kind;
    if (kind !== undefined && kind !== "message") return false;
  }
  return true;
}
