import { classify, withMergeId } from "./keys";
import type { LiveLog } from "./types";

// Stored history + what the live stream showed -> one message list for the timeline. Stored
// order is authoritative; the live log fills in what storage does not have yet (the running
// turn) or no longer has (messages a compaction removed from the state).

export interface MergeInput {
  /** Transcript row contents in seq order, or the state's messages. */
  readonly stored: readonly unknown[];
  readonly live: LiveLog;
  /**
   * The stored list was read after the live run ended, so its versions are final: they win
   * over live ones. By default a live version wins (during a run it is the newer one).
   * Compaction markers always take the stored version, which carries run and time.
   */
  readonly preferStored?: boolean;
}

/** Linear in stored + live size. Every key appears once; anything keyless is kept in place. */
export function mergeHistory(input: MergeInput): unknown[] {
  const stored = Array.isArray(input.stored) ? input.stored : [];
  const entries = input.live?.entries ?? [];
  const index = storedIndex(stored);
  const slotOf = index.slotOf;
  const slots = index.slots.slice();

  // Pass 1: which stored messages the live log also holds (its anchors).
  const slotOfEntry = new Int32Array(entries.length);
  const anchored = new Uint8Array(slots.length);
  entries.forEach((entry, i) => {
    const slot = slotOf.get(entry.key) ?? -1;
    slotOfEntry[i] = slot;
    if (slot >= 0) anchored[slot] = 1;
  });
  const landing = landingSlots(anchored);

  // Pass 2: live entries missing from storage go after the nearest earlier live entry that is
  // placed, and past the stored messages the live log never saw (a marker the transcript got
  // while this log was not listening happened before them). Those before every anchor go just
  // before the first anchor the live log reaches.
  const before = new Map<number, unknown[]>();
  const after = new Map<number, unknown[]>();
  let pointer: number | undefined;
  let pending: unknown[] = [];
  entries.forEach((entry, i) => {
    const slot = slotOfEntry[i] ?? -1;
    if (slot < 0) {
      if (pointer === undefined) pending.push(entry.message);
      else append(after, landing[pointer] ?? pointer, entry.message);
      return;
    }
    if (!input.preferStored && classify(entry.message)?.kind !== "marker") slots[slot] = entry.message;
    if (pointer === undefined && pending.length > 0) {
      before.set(slot, pending);
      pending = [];
    }
    pointer = slot;
  });

  const out: unknown[] = [];
  for (let i = 0; i < slots.length; i++) {
    pushAll(out, before.get(i));
    out.push(withMergeId(slots[i]));
    pushAll(out, after.get(i));
  }
  // Nothing in common with storage: the live messages are newer than all of it.
  pushAll(out, pending);
  return out;
}

/** For each anchored slot, the last slot before the next anchored one (or the last slot). */
function landingSlots(anchored: Uint8Array): Int32Array {
  const landing = new Int32Array(anchored.length);
  let nextAnchor = anchored.length;
  for (let s = anchored.length - 1; s >= 0; s--) {
    landing[s] = nextAnchor - 1;
    if (anchored[s] === 1) nextAnchor = s;
  }
  return landing;
}

interface StoredIndex {
  /** Stored messages, each key once. */
  readonly slots: readonly unknown[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** Of the list indexed: a list grown in place since is indexed again. */
  readonly length: number;
}

// Storage changes on a refetch, the live log on every chunk: index the stored list once
// (stored lists are treated as immutable values, like every message in them).
const indexes = new WeakMap<readonly unknown[], StoredIndex>();

function storedIndex(stored: readonly unknown[]): StoredIndex {
  const known = indexes.get(stored);
  if (known !== undefined && known.length === stored.length) return known;
  const slots: unknown[] = [];
  const slotOf = new Map<string, number>();
  const anonymous = new Map<string, number>();
  for (const raw of stored) {
    const c = classify(raw);
    const key = c === undefined ? undefined : c.id === undefined && c.kind === "message" ? anonKey(c.key, anonymous) : c.key;
    const slot = key === undefined ? undefined : slotOf.get(key);
    // A repeated id: the last version wins, at the first position (as normalizeMessages does).
    if (slot !== undefined) slots[slot] = raw;
    else {
      if (key !== undefined) slotOf.set(key, slots.length);
      slots.push(raw);
    }
  }
  const index = { slots, slotOf, length: stored.length };
  indexes.set(stored, index);
  return index;
}

/**
 * Id-less stored messages with equal content are distinct messages (two "yes" answers): the
 * n-th one gets its own key. (Live, such a key still matches the first one only.)
 */
function anonKey(key: string, seen: Map<string, number>): string {
  const n = (seen.get(key) ?? 0) + 1;
  seen.set(key, n);
  return n === 1 ? key : `${key}#${n}`;
}

function append(map: Map<number, unknown[]>, slot: number, message: unknown): void {
  const list = map.get(slot);
  if (list === undefined) map.set(slot, [message]);
  else list.push(message);
}

function pushAll(out: unknown[], list: readonly unknown[] | undefined): void {
  if (list === undefined) return;
  for (const m of list) out.push(withMergeId(m));
}
