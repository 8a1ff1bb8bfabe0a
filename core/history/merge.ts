import type { NormalizedMessage } from "../messages/types";
import { sameValue } from "./same-value";
import { shownLive, summaryOf } from "./summarizer";
import type { LiveEntry, LiveLog } from "./types";

// Stored history + what the live stream showed -> one message list for the timeline. Stored
// order is authoritative; the live log fills in what storage does not have yet (the running
// turn) or no longer has (messages a compaction removed from the state).

export interface MergeInput {
  /** Transcript row messages in seq order, or the state's messages, read (core/messages/read.ts). */
  readonly stored: readonly NormalizedMessage[];
  readonly live: LiveLog;
  /**
   * The stored list was read after the live run ended, so its versions are final: they win
   * over live ones. By default a live version wins (during a run it is the newer one).
   * Compaction markers always take the stored version, which carries run and time.
   */
  readonly preferStored?: boolean;
}

/**
 * Linear in stored + live size, and runs for every streamed frame: the stored side is
 * indexed once per stored list, so a frame costs a lookup per live entry. Messages merge by
 * id, and every id appears once; what is not a message is kept in place. Unchanged messages
 * keep their objects. A summarizer's output the live stream showed (never stored) is shown as
 * core/history/summarizer.ts says, given the compactions of both sides.
 */
export function mergeHistory(input: MergeInput): NormalizedMessage[] {
  const index = storedIndex(Array.isArray(input.stored) ? input.stored : []);
  const entries = input.live?.entries ?? [];
  const preferStored = input.preferStored === true;
  const n = index.slots.length;
  let summaries = index.summaries;
  for (const entry of entries) {
    if (entry.kind === "message" || entry.summary === "" || summaries.has(entry.summary)) continue;
    if (summaries === index.summaries) summaries = new Set(summaries);
    (summaries as Set<string>).add(entry.summary);
  }
  const live = (entry: LiveEntry) => (entry.kind === "message" ? shownLive(entry, summaries) : entry.message);

  // Which stored messages the live log also holds (its anchors).
  const slotOfEntry = new Int32Array(entries.length);
  const anchored = new Uint8Array(n);
  for (let i = 0; i < entries.length; i++) {
    const slot = index.slotOf.get(entries[i]!.key) ?? -1;
    slotOfEntry[i] = slot;
    if (slot >= 0) anchored[slot] = 1;
  }
  // For each anchor, the last slot before the next one: its followers land after that. A
  // stored list read after the run ended also stops them at the first message the live log
  // never saw: a message of a later run (a queued one that ran unseen after a stopped answer).
  const landing = new Int32Array(n);
  for (let s = n - 1, next = n; s >= 0; s--) {
    landing[s] = next - 1;
    if (anchored[s] === 1 || (preferStored && !isMarker(index.slots[s]!))) next = s;
  }

  // Live entries missing from storage go after the nearest earlier live entry that is placed,
  // and past the stored markers (and, while the run goes, messages) the live log never saw: a
  // marker the transcript got while this log was not listening happened before them. Those
  // before every anchor go just before the first anchor the live log reaches; with no anchor
  // at all, after everything.
  const slots = index.slots.slice();
  const before = new Array<LiveEntry[] | undefined>(n);
  const after = new Array<LiveEntry[] | undefined>(n);
  let pointer = -1;
  let pending: LiveEntry[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const slot = slotOfEntry[i]!;
    if (slot < 0) {
      if (pointer < 0) pending.push(entry);
      else (after[landing[pointer]!] ??= []).push(entry);
      continue;
    }
    // A message the state holds is no summarizer's output: only live-only entries are looked at.
    if (!preferStored && entry.kind !== "marker" && !sameAsStored(entry, slots[slot]!)) slots[slot] = entry.message;
    if (pointer < 0 && pending.length > 0) {
      before[slot] = pending;
      pending = [];
    }
    pointer = slot;
  }

  const out: NormalizedMessage[] = [];
  const place = (list: readonly LiveEntry[] | undefined) => {
    if (list !== undefined) for (const entry of list) out.push(live(entry));
  };
  for (let s = 0; s < n; s++) {
    place(before[s]);
    out.push(slots[s]!);
    place(after[s]);
  }
  place(pending);
  return out;
}

const isMarker = (message: NormalizedMessage): boolean => message.type === "summary" && message.source === "marker";

/**
 * The live log and storage read their own copies of a message: an equal live version keeps
 * the stored object (downstream memoization). Compared once per pair, so a frame costs a look
 * at the entry.
 */
function sameAsStored(entry: LiveEntry, stored: NormalizedMessage): boolean {
  if (entry.message === stored) return true;
  const known = entry.compared;
  if (known !== undefined && known.stored === stored) return known.same;
  const same = sameValue(entry.message, stored);
  entry.compared = { stored, same };
  return same;
}

interface StoredIndex {
  /** Stored messages, each id once. */
  readonly slots: readonly NormalizedMessage[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** The summaries of the stored compactions. */
  readonly summaries: ReadonlySet<string>;
  /** Of the list indexed: a list grown in place since is indexed again. */
  readonly length: number;
}

// Storage changes on a refetch, the live log on every chunk: index the stored list once
// (stored lists are treated as immutable values, like every message in them).
const indexes = new WeakMap<readonly NormalizedMessage[], StoredIndex>();

function storedIndex(stored: readonly NormalizedMessage[]): StoredIndex {
  const known = indexes.get(stored);
  if (known !== undefined && known.length === stored.length) return known;
  const slots: NormalizedMessage[] = [];
  const slotOf = new Map<string, number>();
  const summaries = new Set<string>();
  for (const message of stored) {
    const summary = summaryOf(message);
    if (summary !== "") summaries.add(summary);
    const key = message.type === "unsupported" && message.notMessage === true ? undefined : message.id;
    const slot = key === undefined ? undefined : slotOf.get(key);
    // A repeated id: the last version wins, at the first position (as readMessages does).
    if (slot !== undefined) slots[slot] = message;
    else {
      if (key !== undefined) slotOf.set(key, slots.length);
      slots.push(message);
    }
  }
  const index = { slots, slotOf, summaries, length: stored.length };
  indexes.set(stored, index);
  return index;
}
