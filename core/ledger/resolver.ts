import { parseLedgerChannel } from "./channel";
import { finishLedger, LedgerScan, withResult } from "./derive";
import { LedgerBuilder } from "./merge";
import { combineLedger, type ResolveInput } from "./resolve";
import type { LedgerEntry } from "./types";

// resolveLedger for every streamed chunk. The transcript only changes at its end while a run
// streams, so its task calls and results are scanned once for a settled prefix and, per
// call, only for the last few messages. When those hold no task call and no result for a
// settled task (streaming an answer), the derived ledger is the settled one, the very same
// array, and an unchanged channel and event list give back the previous result as is. (A
// task call among the last messages costs a pass over the task entries, not the messages.)

export interface LedgerResolver {
  /** Same result as `resolveLedger(input)`; the same array again while nothing it shows changed. */
  resolve(input: ResolveInput): LedgerEntry[];
}

/** Messages re-scanned per call at most (the settled prefix is extended past this). */
const MAX_TAIL = 8;

interface Settled {
  /** An array whose first `length` messages were scanned (later ones may differ). */
  messages: readonly unknown[];
  length: number;
  threadId: string;
  scan: LedgerScan;
  taskIds: Set<string>;
  /** The ledger of the settled messages alone, made on first use. */
  derived?: SettledLedger;
}

interface SettledLedger {
  entries: LedgerEntry[];
  /** Position of each task id in `entries`. */
  at: Map<string, number>;
  /** The settled calls of each task id, in order. */
  calls: Map<string, LedgerEntry[]>;
}

function settledLedger(settled: Settled): SettledLedger {
  if (settled.derived !== undefined) return settled.derived;
  const { calls: list, results } = settled.scan;
  const entries = finishLedger(list, (id) => results.get(id));
  const at = new Map<string, number>();
  entries.forEach((entry, i) => at.set(entry.id, i));
  const calls = new Map<string, LedgerEntry[]>();
  for (const call of list) {
    const same = calls.get(call.id);
    if (same === undefined) calls.set(call.id, [call]);
    else same.push(call);
  }
  settled.derived = { entries, at, calls };
  return settled.derived;
}

/**
 * The settled ledger with the tail's calls and results: only the tasks the tail names are
 * folded again (as finishLedger folds them), the others are the settled entries.
 */
function withTail(settled: Settled, tail: LedgerScan): LedgerEntry[] {
  const base = settledLedger(settled);
  const out = base.entries.slice();
  const resultFor = (id: string) => tail.results.get(id) ?? settled.scan.results.get(id);
  const tailCalls = new Map<string, LedgerEntry[]>();
  for (const call of tail.calls) {
    const same = tailCalls.get(call.id);
    if (same === undefined) tailCalls.set(call.id, [call]);
    else same.push(call);
  }
  const refold = (id: string) => {
    const builder = new LedgerBuilder();
    const result = resultFor(id);
    for (const call of base.calls.get(id) ?? []) builder.upsert(withResult(call, result));
    for (const call of tailCalls.get(id) ?? []) builder.upsert(withResult(call, result));
    return builder.get(id)!;
  };
  for (const id of tail.results.keys()) {
    const at = base.at.get(id);
    if (at !== undefined && !tailCalls.has(id)) out[at] = refold(id);
  }
  for (const id of tailCalls.keys()) {
    const at = base.at.get(id);
    if (at !== undefined) out[at] = refold(id);
    else out.push(refold(id));
  }
  return out;
}

export function createLedgerResolver(): LedgerResolver {
  let settled: Settled | undefined;
  let channel: { raw: unknown; parsed: LedgerEntry[] | null } | undefined;
  let last: { channel: LedgerEntry[] | null; derived: readonly LedgerEntry[]; liveEvents: unknown; now: string | undefined; result: LedgerEntry[] } | undefined;

  return {
    resolve(input) {
      const messages = Array.isArray(input.messages) ? input.messages : [];
      const threadId = input.threadId ?? "";
      if (settled === undefined || settled.threadId !== threadId || !sharesPrefix(settled.messages, messages, settled.length)) {
        settled = { messages, length: 0, threadId, scan: new LedgerScan(), taskIds: new Set() };
      }
      if (messages.length - settled.length > MAX_TAIL) settle(settled, messages, messages.length - MAX_TAIL / 2);

      const base = settled;
      const tail = new LedgerScan();
      tail.add(messages, base.length, messages.length, threadId, 0);
      let derived: readonly LedgerEntry[] = settledLedger(base).entries;
      if (tail.calls.length > 0 || answersTask(tail, base.taskIds)) {
        derived = withTail(base, tail);
        // A task call among the last messages is re-read each time: keep the array if it reads the same.
        if (last !== undefined && sameEntries(last.derived, derived)) derived = last.derived;
      }

      if (channel === undefined || channel.raw !== input.channel) channel = { raw: input.channel, parsed: parseLedgerChannel(input.channel) };
      const parsed = channel.parsed;
      const liveEvents = input.liveEvents;
      if (last !== undefined && last.channel === parsed && last.derived === derived && last.liveEvents === liveEvents && last.now === input.now) {
        return last.result;
      }
      const result = combineLedger(parsed, derived, liveEvents, input.now);
      last = { channel: parsed, derived, liveEvents, now: input.now, result };
      return result;
    },
  };
}

/** Scans `messages[settled.length..to)` into the settled part, in place (the resolver owns it). */
function settle(settled: Settled, messages: readonly unknown[], to: number): void {
  const firstNewCall = settled.scan.calls.length;
  settled.scan.add(messages, settled.length, to, settled.threadId, 0);
  for (let i = firstNewCall; i < settled.scan.calls.length; i++) settled.taskIds.add(settled.scan.calls[i]!.id);
  settled.messages = messages;
  settled.length = to;
  settled.derived = undefined;
}

function answersTask(tail: LedgerScan, taskIds: ReadonlySet<string>): boolean {
  for (const id of tail.results.keys()) if (taskIds.has(id)) return true;
  return false;
}

function sharesPrefix(a: readonly unknown[], b: readonly unknown[], length: number): boolean {
  if (b.length < length) return false;
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameEntries(a: readonly LedgerEntry[], b: readonly LedgerEntry[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i] && !sameFlat(a[i]!, b[i]!)) return false;
  return true;
}

/** Derived entries hold only strings (no progress): a flat comparison is exact. */
function sameFlat(a: LedgerEntry, b: LedgerEntry): boolean {
  const keys = Object.keys(a) as (keyof LedgerEntry)[];
  if (keys.length !== Object.keys(b).length) return false;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
}
