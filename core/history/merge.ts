import { classify, withMergeId } from "./keys";
import type { LiveEntry, LiveLog } from "./types";

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
  return mergeTraced(storedIndex(stored), input.live?.entries ?? [], input.preferStored === true).out;
}

/**
 * A merge and where each live entry went, for the incremental merger (merger.ts): a live
 * entry missing from storage lands in one list (`before`/`after` a slot, or `pending`) with
 * the entries after it up to the next anchor, so a changed run of such entries at the end of
 * the log is a contiguous run of the output.
 */
export interface MergeTrace {
  readonly out: unknown[];
  /** Per live entry: its stored slot, or -1 when storage does not have it. */
  readonly slotOfEntry: Int32Array;
  /** Per live entry: the anchor slot seen last before it (-1: none yet). */
  readonly pointerBefore: Int32Array;
  /** Per live entry missing from storage: its position in `out`. */
  readonly outPos: Int32Array;
  /** The anchor slot seen last after every entry (-1: none). */
  readonly pointerEnd: number;
  /** For each anchored slot, the slot its followers land after. */
  readonly landing: Int32Array;
}

export function mergeTraced(index: StoredIndex, entries: readonly LiveEntry[], preferStored: boolean): MergeTrace {
  const slotOf = index.slotOf;
  const slots = index.slots.slice();

  // Pass 1: which stored messages the live log also holds (its anchors).
  const slotOfEntry = new Int32Array(entries.length);
  const pointerBefore = new Int32Array(entries.length);
  const outPos = new Int32Array(entries.length).fill(-1);
  const anchored = new Uint8Array(slots.length);
  for (let i = 0; i < entries.length; i++) {
    const slot = slotOf.get(entries[i]!.key) ?? -1;
    slotOfEntry[i] = slot;
    if (slot >= 0) anchored[slot] = 1;
  }
  const landing = landingSlots(anchored);

  // Pass 2: live entries missing from storage go after the nearest earlier live entry that is
  // placed, and past the stored messages the live log never saw (a marker the transcript got
  // while this log was not listening happened before them). Those before every anchor go just
  // before the first anchor the live log reaches. Lists hold entry positions.
  const before = new Map<number, number[]>();
  const after = new Map<number, number[]>();
  let pointer = -1;
  let pending: number[] = [];
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i]!;
    const slot = slotOfEntry[i]!;
    pointerBefore[i] = pointer;
    if (slot < 0) {
      if (pointer < 0) pending.push(i);
      else append(after, landing[pointer] ?? pointer, i);
      continue;
    }
    if (!preferStored && classify(entry.message)?.kind !== "marker") slots[slot] = entry.message;
    if (pointer < 0 && pending.length > 0) {
      before.set(slot, pending);
      pending = [];
    }
    pointer = slot;
  }

  const out: unknown[] = [];
  const pushAll = (list: readonly number[] | undefined) => {
    if (list === undefined) return;
    for (const i of list) {
      outPos[i] = out.length;
      out.push(withMergeId(entries[i]!.message));
    }
  };
  for (let i = 0; i < slots.length; i++) {
    pushAll(before.get(i));
    out.push(withMergeId(slots[i]));
    pushAll(after.get(i));
  }
  // Nothing in common with storage: the live messages are newer than all of it.
  pushAll(pending);
  return { out, slotOfEntry, pointerBefore, outPos, pointerEnd: pointer, landing };
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

export interface StoredIndex {
  /** Stored messages, each key once. */
  readonly slots: readonly unknown[];
  readonly slotOf: ReadonlyMap<string, number>;
  /** Of the list indexed: a list grown in place since is indexed again. */
  readonly length: number;
}

// Storage changes on a refetch, the live log on every chunk: index the stored list once
// (stored lists are treated as immutable values, like every message in them).
const indexes = new WeakMap<readonly unknown[], StoredIndex>();

export function storedIndex(stored: readonly unknown[]): StoredIndex {
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

function append(map: Map<number, number[]>, slot: number, entry: number): void {
  const list = map.get(slot);
  if (list === undefined) map.set(slot, [entry]);
  else list.push(entry);
}
