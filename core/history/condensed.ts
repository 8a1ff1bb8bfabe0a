import { isTranscriptGap } from "../messages/gap";
import { parseOne } from "../messages/normalize";
import type { SummaryMessage } from "../messages/types";
import { type Classified, classify } from "./keys";

// Which messages each compaction condensed, reconstructed from an append-only transcript.
// A marker only says how many messages it replaced; which ones follows from simulating the
// model window: messages enter it in transcript order and a compaction removes the oldest.

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
export function condensedRanges(messages: readonly unknown[]): Map<string, string[]> {
  const ranges = new Map<string, string[]>();
  const list = Array.isArray(messages) ? messages : [];
  const window: (string | undefined)[] = [];
  let head = 0;
  const entered = new Set<string>();
  const condensed = new Set<string>();
  for (const raw of list) {
    if (isTranscriptGap(raw)) {
      // Rows are missing here: after it, the window is simulated as if the list began there.
      window.length = 0;
      head = 0;
      continue;
    }
    const c = classify(raw);
    if (c === undefined) continue;
    if (c.kind === "message") {
      // A later version of a message is the same message: it entered the window once.
      if (c.id === undefined) window.push(undefined);
      else if (!entered.has(c.id)) {
        entered.add(c.id);
        window.push(c.id);
      }
      continue;
    }
    if (ranges.has(c.key)) continue;
    const summary = summaryOf(raw, c);
    const count = summary === undefined || summary.failed ? null : summary.replacedCount;
    const named = namedIds(raw);
    const range: string[] = [];
    if (named !== undefined && summary !== undefined && !summary.failed) {
      for (const id of named) if (!condensed.has(id)) range.push(id);
    } else if (count !== null) {
      for (let taken = 0; taken < count && head < window.length; head++) {
        const id = window[head];
        if (id !== undefined && condensed.has(id)) continue;
        taken++;
        if (id !== undefined) range.push(id);
      }
    }
    for (const id of range) condensed.add(id);
    ranges.set(c.key, range);
  }
  return ranges;
}

/** Compactions that happened (failed ones excluded), each card counted once. */
export function compactionCount(messages: readonly unknown[]): number {
  return compactionKeys(messages).size;
}

/** The keys of the summary cards standing for compactions that happened. */
export function compactionKeys(messages: readonly unknown[]): Set<string> {
  const counted = new Set<string>();
  for (const raw of Array.isArray(messages) ? messages : []) {
    const c = classify(raw);
    if (c === undefined || c.kind === "message" || counted.has(c.key)) continue;
    const summary = summaryOf(raw, c);
    if (summary !== undefined && !summary.failed) counted.add(c.key);
  }
  return counted;
}

function namedIds(raw: unknown): string[] | undefined {
  const ids = typeof raw === "object" && raw !== null ? (raw as { condensed_ids?: unknown }).condensed_ids : undefined;
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string" && id !== "") : undefined;
}

function summaryOf(raw: unknown, c: Classified): SummaryMessage | undefined {
  const parsed = parseOne(raw, "", 0);
  return parsed.type === "summary" && c.kind !== "message" ? parsed : undefined;
}
