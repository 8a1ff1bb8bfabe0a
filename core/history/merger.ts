import { type MergeInput, type MergeTrace, mergeTraced, type StoredIndex, storedIndex } from "./merge";
import { withMergeId } from "./keys";
import type { LiveEntry } from "./types";

// mergeHistory for every streamed chunk. During a run the stored list stays the same array
// and the live log only changes at its end (the message being streamed is replaced, new ones
// are appended), so the previous output is reused up to where the changed entries land.
//
// The shortcut is taken only when it is exactly what mergeHistory computes: every changed
// entry (old and new versions) is missing from storage, so no anchor moved and they all land
// in one list, in entry order; that list ends the output, so nothing after them shifts.
// Anything else (a refetched stored list, an entry storage also holds, preferStored flipped)
// merges from scratch. Per chunk: a pointer comparison per live entry, one copy of the output
// array, and work for the changed entries only.

export interface HistoryMerger {
  /** Same result as `mergeHistory(input)`; the same array again when nothing changed. */
  merge(input: MergeInput): unknown[];
}

interface Previous {
  stored: readonly unknown[];
  storedLength: number;
  preferStored: boolean;
  index: StoredIndex;
  entries: readonly LiveEntry[];
  trace: MergeTrace;
}

export function createHistoryMerger(): HistoryMerger {
  let previous: Previous | undefined;
  return {
    merge(input) {
      const stored = Array.isArray(input.stored) ? input.stored : [];
      const entries = input.live?.entries ?? [];
      const preferStored = input.preferStored === true;
      const p = previous;
      if (p !== undefined && p.stored === stored && p.storedLength === stored.length && p.preferStored === preferStored) {
        const trace = p.entries === entries ? p.trace : appendedTrace(p, entries);
        if (trace !== undefined) {
          previous = { ...p, entries, trace };
          return trace.out;
        }
      }
      const index = storedIndex(stored);
      const trace = mergeTraced(index, entries, preferStored);
      previous = { stored, storedLength: stored.length, preferStored, index, entries, trace };
      return trace.out;
    },
  };
}

/** The trace of `entries` derived from the previous one, or undefined when that is not exact. */
function appendedTrace(p: Previous, entries: readonly LiveEntry[]): MergeTrace | undefined {
  const old = p.entries;
  const before = p.trace;
  if (entries.length < old.length) return undefined;
  let first = 0;
  while (first < old.length && old[first] === entries[first]) first++;
  if (first === old.length && entries.length === old.length) return before;
  for (let i = first; i < old.length; i++) if (before.slotOfEntry[i]! >= 0) return undefined;
  for (let i = first; i < entries.length; i++) if (p.index.slotOf.has(entries[i]!.key)) return undefined;
  const pointer = first < old.length ? before.pointerBefore[first]! : before.pointerEnd;
  // Where the changed entries start in the output: at the first old one, or, when all are
  // new, at the end of the list they join.
  let start: number;
  if (first < old.length) start = before.outPos[first]!;
  else if (pointer < 0 || before.landing[pointer] === p.index.slots.length - 1) start = before.out.length;
  else return undefined;
  if (start + (old.length - first) !== before.out.length) return undefined;

  const out = before.out.slice(0, start);
  const n = entries.length;
  const slotOfEntry = grow(before.slotOfEntry, n, first);
  const pointerBefore = grow(before.pointerBefore, n, first);
  const outPos = grow(before.outPos, n, first);
  for (let i = first; i < n; i++) {
    slotOfEntry[i] = -1;
    pointerBefore[i] = pointer;
    outPos[i] = out.length;
    out.push(withMergeId(entries[i]!.message));
  }
  return { out, slotOfEntry, pointerBefore, outPos, pointerEnd: before.pointerEnd, landing: before.landing };
}

/** A copy of the first `keep` values, sized `n`. (Copied, not shared: traces are values.) */
function grow(values: Int32Array, n: number, keep: number): Int32Array {
  const out = new Int32Array(n);
  out.set(values.subarray(0, keep));
  return out;
}
