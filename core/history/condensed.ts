import { isDerivedMessageId } from "../messages/parse";
import type { NormalizedMessage } from "../messages/types";

// Which messages each compaction condensed, reconstructed from an append-only transcript.
// A marker only says how many messages it replaced; which ones follows from simulating the
// model window: messages enter it in transcript order and a compaction removes the oldest.
// Read from the parsed messages the timeline groups, so ranges carry its cards' and rows' ids.

/**
 * Map from summary card id (a marker's id; for a legacy summary the id mergeHistory gives it)
 * to the ids of the messages it condensed, oldest first.
 *
 * Model: every message enters the window once, hidden ones included; summary forms do not.
 * A marker replacing N takes the first N messages still in the window. An unknown count (a
 * legacy summary, or a marker without one) or a failed compaction yields an empty range and
 * leaves the window as it was. Id-less messages take their place in the window but cannot be
 * listed.
 *
 * A marker may name its messages (`condensed_ids`, as the embedded backend writes): then the
 * count is not needed and the simulation is not trusted, because a backend may keep some
 * messages (the pending request, its own context blocks) out of a compaction.
 */
export function condensedRanges(messages: readonly NormalizedMessage[]): Map<string, string[]> {
  const ranges = new Map<string, string[]>();
  const window: (string | undefined)[] = [];
  let head = 0;
  const entered = new Set<string>();
  const condensed = new Set<string>();
  for (const m of messages) {
    if (m.type === "gap") {
      // Rows are missing here: after it, the window is simulated as if the list began there.
      window.length = 0;
      head = 0;
      continue;
    }
    if (m.type === "unsupported" && m.notMessage === true) continue;
    if (m.type !== "summary") {
      // A later version of a message is the same message: it entered the window once.
      if (isDerivedMessageId(m.id)) window.push(undefined);
      else if (!entered.has(m.id)) {
        entered.add(m.id);
        window.push(m.id);
      }
      continue;
    }
    if (ranges.has(m.id)) continue;
    const count = m.failed ? null : m.replacedCount;
    const range: string[] = [];
    if (m.condensedIds !== undefined && !m.failed) {
      for (const id of m.condensedIds) if (!condensed.has(id)) range.push(id);
    } else if (count !== null) {
      for (let taken = 0; taken < count && head < window.length; head++) {
        const id = window[head];
        if (id !== undefined && condensed.has(id)) continue;
        taken++;
        if (id !== undefined) range.push(id);
      }
    }
    for (const id of range) condensed.add(id);
    ranges.set(m.id, range);
  }
  return ranges;
}

/** Compactions that happened (failed ones excluded), each card counted once. */
export function compactionCount(messages: readonly NormalizedMessage[]): number {
  return compactionKeys(messages).size;
}

/** The ids of the summary cards standing for compactions that happened. */
export function compactionKeys(messages: readonly NormalizedMessage[]): Set<string> {
  const counted = new Set<string>();
  for (const m of messages) if (m.type === "summary" && !m.failed) counted.add(m.id);
  return counted;
}
