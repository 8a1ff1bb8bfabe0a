import type { MessageKey, Translate } from "../i18n/translate";
import type { StopReason, TaskStatus } from "./status";
import type { LedgerEntry, LedgerFilter } from "./types";

// What the Delegations panel shows (docs/ui-contract.md, "Delegation ledger"): labels, filters
// and the newest-first order.

export const STATUS_KEY: Readonly<Record<TaskStatus, MessageKey>> = {
  in_progress: "task.status.in_progress",
  completed: "task.status.completed",
  failed: "task.status.failed",
  cancelled: "task.status.cancelled",
  timed_out: "task.status.timed_out",
  polling_timed_out: "task.status.polling_timed_out",
};

export const STOP_REASON_KEY: Readonly<Record<StopReason, MessageKey>> = {
  token_capped: "task.stopReason.token_capped",
  turn_capped: "task.stopReason.turn_capped",
  loop_capped: "task.stopReason.loop_capped",
};

/** Why a task stopped early, in words; undefined when it did not. */
export function stopReasonLabel(reason: StopReason | undefined, t: Translate): string | undefined {
  return reason === undefined ? undefined : t(STOP_REASON_KEY[reason]);
}

// "other": ended without an answer for a reason that is not the subagent's own failure.
const FILTER_STATUSES: Readonly<Record<Exclude<LedgerFilter, "all">, ReadonlySet<TaskStatus>>> = {
  in_progress: new Set<TaskStatus>(["in_progress"]),
  completed: new Set<TaskStatus>(["completed"]),
  failed: new Set<TaskStatus>(["failed"]),
  other: new Set<TaskStatus>(["cancelled", "timed_out", "polling_timed_out"]),
};

/**
 * Entries matching `filter`, newest first: by `createdAt` descending, ties broken by reverse
 * first-seen order. An entry without a (parseable) date counts as no older than the entries
 * seen before it: it takes the latest date among them, so it sorts just above them. That
 * keeps the order total (a plain "undated compares by position" rule is not transitive)
 * and puts a task the channel has not dated yet at the top, where a new task belongs.
 */
export function ledgerView(entries: readonly LedgerEntry[], filter: LedgerFilter = "all"): LedgerEntry[] {
  const statuses = filter === "all" ? undefined : FILTER_STATUSES[filter];
  const keyed: { entry: LedgerEntry; at: number; time: number }[] = [];
  let latest = Number.NEGATIVE_INFINITY;
  for (let at = 0; at < entries.length; at++) {
    const entry = entries[at];
    if (entry === undefined) continue;
    const own = entry.createdAt === undefined ? Number.NaN : Date.parse(entry.createdAt);
    const time = Number.isNaN(own) ? latest : own;
    if (time > latest) latest = time;
    if (statuses === undefined || statuses.has(entry.status)) keyed.push({ entry, at, time });
  }
  keyed.sort((a, b) => (a.time !== b.time ? (a.time < b.time ? 1 : -1) : b.at - a.at));
  return keyed.map((k) => k.entry);
}

export function countInProgress(entries: readonly LedgerEntry[]): number {
  let n = 0;
  for (const entry of entries) if (entry.status === "in_progress") n++;
  return n;
}

/** The first 8 hex digits of a result hash, for display; undefined when there is no hash. */
export function shortHash(sha256?: string): string | undefined {
  if (sha256 === undefined) return undefined;
  const match = /^(?:sha256:)?([0-9a-f]{8})/i.exec(sha256.trim());
  return match?.[1]?.toLowerCase();
}
