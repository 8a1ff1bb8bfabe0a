import { isDict } from "../messages/guards";
import { messageIdOf } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";

// Where a compaction happened, on a server that keeps only the model's window (a stock
// LangGraph server running LangChain's summarization middleware). The middleware replaces
// the messages with its summary followed by the messages it keeps, so the state puts the
// summary first, above messages that came before the compaction; and the summary reuses the
// id of the first message it condensed, so its id says nothing about its place either. The
// checkpoint history does: the oldest checkpoint holding the summary is the state right after
// the compaction, and what follows the summary there is what it kept. The compaction happened
// after those messages, before whatever came next.

/** The ids of the legacy summaries (summary messages, not markers) of a list, in order. */
export function legacySummaryKeys(messages: readonly NormalizedMessage[]): string[] {
  const keys: string[] = [];
  for (const m of messages) if (m.type === "summary" && m.source === "legacy") keys.push(m.id);
  return keys;
}

function messagesOf(checkpoint: unknown): readonly unknown[] | undefined {
  if (!isDict(checkpoint) || !isDict(checkpoint.values)) return undefined;
  return Array.isArray(checkpoint.values.messages) ? checkpoint.values.messages : undefined;
}

/**
 * Summary key -> the keys of the messages its compaction kept, from the oldest checkpoint
 * (`threads.getHistory` states, newest first) that holds the summary. Only summaries the
 * history reaches back before (an older checkpoint with messages and without the summary)
 * are in it: otherwise that checkpoint need not be the one the compaction wrote.
 */
export function keptBySummaries(checkpoints: readonly unknown[], summaryKeys: readonly string[]): Map<string, string[]> {
  const kept = new Map<string, string[]>();
  const before = new Set<string>();
  const wanted = new Set(summaryKeys);
  for (const checkpoint of Array.isArray(checkpoints) ? checkpoints : []) {
    const messages = messagesOf(checkpoint);
    if (messages === undefined) continue;
    const keys = messages.map(messageIdOf);
    for (const summary of wanted) {
      const at = keys.indexOf(summary);
      if (at >= 0) kept.set(summary, keys.slice(at + 1).filter((k): k is string => k !== undefined && !wanted.has(k)));
      else if (kept.has(summary)) before.add(summary);
    }
  }
  for (const summary of kept.keys()) if (!before.has(summary)) kept.delete(summary);
  return kept;
}

/**
 * Whether a page of history (newest first) reaches a checkpoint from before every one of the
 * summaries: one holding messages but none of them. Older pages cannot move their places.
 */
export function reachesBeforeSummaries(page: readonly unknown[], summaryKeys: readonly string[]): boolean {
  for (const checkpoint of Array.isArray(page) ? page : []) {
    const messages = messagesOf(checkpoint);
    if (messages === undefined || messages.length === 0) continue;
    if (!messages.some((m) => summaryKeys.includes(messageIdOf(m) ?? ""))) return true;
  }
  return false;
}

// Not a parse cache: a new list per render would make the thread model index and derive the
// whole history again, since it reuses its work by list identity.
const placedCache = new WeakMap<readonly NormalizedMessage[], { kept: ReadonlyMap<string, readonly string[]>; out: readonly NormalizedMessage[] }>();

/**
 * The list with each legacy summary moved to where its compaction happened: right after the
 * last message of the list its compaction kept (a summary whose compaction kept none stays
 * first). The same list while the inputs are the same.
 */
export function placeLegacySummaries(messages: readonly NormalizedMessage[], kept: ReadonlyMap<string, readonly string[]>): readonly NormalizedMessage[] {
  if (kept.size === 0) return messages;
  const known = placedCache.get(messages);
  if (known !== undefined && known.kept === kept) return known.out;
  const out = [...messages];
  for (const [summary, keys] of kept) {
    const from = out.findIndex((m) => m.id === summary);
    if (from < 0 || keys.length === 0) continue;
    const wanted = new Set(keys);
    let last = -1;
    out.forEach((m, at) => {
      if (wanted.has(m.id)) last = at;
    });
    if (last <= from) continue;
    const [moved] = out.splice(from, 1);
    out.splice(last, 0, moved!);
  }
  placedCache.set(messages, { kept, out });
  return out;
}
