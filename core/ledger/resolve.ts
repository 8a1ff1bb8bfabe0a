import { parseLedgerChannel } from "./channel";
import { deriveLedger } from "./derive";
import { applyTaskEvents } from "./events";
import { LedgerBuilder, mergeEntry } from "./merge";
import type { LedgerEntry } from "./types";

export interface ResolveInput {
  /** `values.delegations` as the backend sent it (anything; absent means "derive"). */
  channel: unknown;
  /** The transcript: message dicts or paged-transcript rows. */
  messages: readonly unknown[];
  /** Live task events of the current run, in arrival order. */
  liveEvents?: readonly unknown[];
  /** Stamps entries first seen through a live event; without it they stay undated. */
  now?: string;
}

/**
 * The ledger the UI shows: the channel when the backend has one, else the transcript's task
 * calls; then the live events, in order. Linear in the size of the input.
 */
export function resolveLedger(input: ResolveInput): LedgerEntry[] {
  const channel = parseLedgerChannel(input.channel);
  const derived = deriveLedger(input.messages);
  return combineLedger(channel, derived, input.liveEvents, input.now);
}

/** The last steps of resolveLedger: the parsed channel (null: none) over the derived ledger, then the live events. */
export function combineLedger(
  channel: readonly LedgerEntry[] | null,
  derived: readonly LedgerEntry[],
  liveEvents: readonly unknown[] | undefined,
  now: string | undefined,
): LedgerEntry[] {
  const builder = new LedgerBuilder(channel === null ? derived : overlay(channel, derived));
  if (Array.isArray(liveEvents)) applyTaskEvents(builder, liveEvents, now);
  return builder.toArray();
}

/**
 * The channel is the authority, but it may lag the transcript (or have dropped old tasks
 * past its cap): tasks only the transcript knows are kept, each placed just before the
 * next task both know, so the merged order stays chronological. For a task both know, the
 * channel's values win and the transcript only fills gaps or, when the channel still says
 * in progress, supplies the finished status.
 */
function overlay(channel: readonly LedgerEntry[], derived: readonly LedgerEntry[]): LedgerEntry[] {
  const inChannel = new Map<string, LedgerEntry>();
  for (const entry of channel) inChannel.set(entry.id, entry);
  const before = new Map<string, LedgerEntry[]>();
  const known = new Map<string, LedgerEntry>();
  let pending: LedgerEntry[] = [];
  for (const entry of derived) {
    if (inChannel.has(entry.id)) {
      known.set(entry.id, entry);
      if (pending.length > 0) before.set(entry.id, pending);
      pending = [];
    } else {
      pending.push(entry);
    }
  }
  const out: LedgerEntry[] = [];
  for (const entry of channel) {
    const earlier = before.get(entry.id);
    // Loops, not spread: a spread of a very long list overflows the call stack.
    if (earlier !== undefined) for (const e of earlier) out.push(e);
    const fromTranscript = known.get(entry.id);
    out.push(fromTranscript === undefined ? entry : channelFirst(entry, fromTranscript));
  }
  for (const e of pending) out.push(e);
  return out;
}

function channelFirst(fromChannel: LedgerEntry, fromTranscript: LedgerEntry): LedgerEntry {
  const merged = mergeEntry(fromTranscript, fromChannel);
  // The channel's time is when the backend recorded the task: prefer it to a row's time.
  const createdAt = fromChannel.createdAt ?? merged.createdAt;
  return createdAt === merged.createdAt ? merged : { ...merged, createdAt };
}
