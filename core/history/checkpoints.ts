import { isDict, nonEmptyStr } from "../messages/guards";
import { isSummaryWire, messageIdOf, readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";

// Condensed messages on servers without a transcript (stock LangGraph), read back from the
// checkpoint history.
//
// Assumption: LangGraph writes a checkpoint per super-step and a RemoveMessage (one per id,
// or REMOVE_ALL as LangChain's summarization middleware sends) only changes the checkpoints
// from its step on. The checkpoints before a compaction therefore still hold the messages it
// removed. A compaction leaves a signature in every later state: its summary message (a
// legacy summary or a marker) is in `messages`, or, for DeerFlow-style backends, the
// `summary_text` channel holds its summary. Walking newest first, the first checkpoint past
// the ones carrying that signature is the state just before the compaction; what it holds
// that neither the state right after the compaction nor the current window holds is what the
// compaction condensed (so messages removed later for other reasons, like a replaced
// durable-context block, are not). `checkpoints[0]` is taken to be the thread's current
// state (threads.getHistory lists newest first). When nothing identifies the compaction (no
// summary message, no `summary_text`), the newest checkpoint holding messages the window
// lacks is used.

interface CheckpointState {
  readonly messages: readonly unknown[];
  readonly summaryText: string | undefined;
  keys?: ReadonlySet<string>;
}

/**
 * @param current the messages of the current window.
 * @param checkpoints `threads.getHistory` states, newest first.
 * @param summaryId the card asking: the id (core/messages/read.ts) of a
 *   summary message in `current` or in an older state. Otherwise (no id, or the
 *   `summary_text` card) the newest compaction is meant.
 * @returns the condensed messages in their order, or null when the history does not reach
 *   back to the compaction.
 */
export function findCondensedInHistory(current: readonly unknown[], checkpoints: readonly unknown[], summaryId?: string): unknown[] | null {
  const window = Array.isArray(current) ? current : [];
  const states = (Array.isArray(checkpoints) ? checkpoints : []).flatMap(parseCheckpoint);
  const isAfter = signature(window, states, summaryId);
  if (isAfter === undefined) return firstWithMissing(states, keySet(window));
  // Newest first: states from after a later compaction (when the card is an older one), then
  // the states carrying this compaction, then the one just before it.
  let i = 0;
  while (i < states.length && !isAfter(states[i]!)) i++;
  while (i < states.length && isAfter(states[i]!)) i++;
  const before = states[i];
  const after = states[i - 1];
  if (before === undefined || after === undefined) return null;
  const removed = keysOf(after);
  const inWindow = keySet(window);
  const condensed = before.messages.filter((m) => {
    const key = messageIdOf(m);
    return key !== undefined && !removed.has(key) && !inWindow.has(key);
  });
  return condensed.length > 0 ? condensed : null;
}

/**
 * findCondensedInHistory, read where the history is read: what a summary card shows inside
 * it (empty when the history does not reach back).
 */
export function condensedInHistory(current: readonly unknown[], checkpoints: readonly unknown[], summaryId: string): NormalizedMessage[] {
  return readMessages(findCondensedInHistory(current, checkpoints, summaryId) ?? []);
}

/** Nothing tells when the compaction was: the newest state holding messages the window lacks. */
function firstWithMissing(states: readonly CheckpointState[], inWindow: ReadonlySet<string>): unknown[] | null {
  for (const state of states) {
    const missing = state.messages.filter((m) => {
      const key = messageIdOf(m);
      return key !== undefined && !inWindow.has(key);
    });
    if (missing.length > 0) return missing;
  }
  return null;
}

function parseCheckpoint(raw: unknown): CheckpointState[] {
  if (!isDict(raw) || !isDict(raw.values) || !Array.isArray(raw.values.messages)) return [];
  return [{ messages: raw.values.messages as readonly unknown[], summaryText: nonEmptyStr(raw.values.summary_text) }];
}

/** How to tell a state from after the compaction in question; undefined when nothing tells. */
function signature(window: readonly unknown[], states: readonly CheckpointState[], summaryId: string | undefined): ((state: CheckpointState) => boolean) | undefined {
  const key = summaryKey(window, states, summaryId);
  if (key !== undefined) return (state) => keysOf(state).has(key);
  const text = states[0]?.summaryText;
  if (text !== undefined) return (state) => state.summaryText === text;
  return undefined;
}

/**
 * The asked-for summary message: in the window, else in an older state (a card the live log
 * kept after a later compaction removed it). Without one, the newest summary in the window.
 */
function summaryKey(window: readonly unknown[], states: readonly CheckpointState[], summaryId: string | undefined): string | undefined {
  const newest = findSummary(window, undefined);
  if (summaryId === undefined) return newest;
  for (const messages of [window, ...states.map((s) => s.messages)]) {
    const key = findSummary(messages, summaryId);
    if (key !== undefined) return key;
  }
  return newest;
}

/** Id of the summary with this id; with no id, of the last summary. */
function findSummary(messages: readonly unknown[], summaryId: string | undefined): string | undefined {
  let last: string | undefined;
  for (const m of messages) {
    if (!isSummaryWire(m)) continue;
    const id = messageIdOf(m);
    if (summaryId !== undefined && id === summaryId) return id;
    last = id;
  }
  return summaryId === undefined ? last : undefined;
}

function keysOf(state: CheckpointState): ReadonlySet<string> {
  state.keys ??= keySet(state.messages);
  return state.keys;
}

function keySet(messages: readonly unknown[]): Set<string> {
  const keys = new Set<string>();
  for (const m of messages) {
    const key = messageIdOf(m);
    if (key !== undefined) keys.add(key);
  }
  return keys;
}
