import { finiteNumber, isDict, str } from "../messages/guards";
import { briefOf, readCallId, readText } from "./fields";
import { type LedgerBuilder, mergeEntry } from "./merge";
import type { TaskStatus } from "./status";
import type { LedgerEntry, TaskEvent } from "./types";

// Live task events from the `custom` stream (docs/wire-contracts.md, "Delegations"). They
// arrive out of order and may be replayed on reconnect, so each becomes an update under the
// merge rule rather than a direct assignment: a late `task_running` cannot revive a finished
// task.

const TERMINAL_EVENTS: ReadonlyMap<string, TaskStatus> = new Map<string, TaskStatus>([
  ["task_completed", "completed"],
  ["task_failed", "failed"],
  ["task_cancelled", "cancelled"],
  ["task_timed_out", "timed_out"],
]);

/** A task event, or undefined for any other custom event and for garbage. */
export function parseTaskEvent(raw: unknown): TaskEvent | undefined {
  if (!isDict(raw)) return undefined;
  const type = str(raw.type);
  const taskId = readCallId(raw.task_id);
  if (type === undefined || taskId === undefined) return undefined;
  switch (type) {
    case "task_started":
      return { type, taskId, description: readText(raw.description), subagentType: readText(raw.subagent_type) };
    case "task_running":
      return {
        type,
        taskId,
        message: readText(raw.message),
        messageIndex: count(raw.message_index),
        totalMessages: count(raw.total_messages),
      };
    case "task_completed":
      return { type, taskId, result: readText(raw.result) };
    case "task_failed":
    case "task_cancelled":
    case "task_timed_out":
      return { type, taskId, error: readText(raw.error) };
    default:
      return undefined;
  }
}

const count = (value: unknown): number | undefined => {
  const n = finiteNumber(value);
  return n !== undefined && n >= 0 ? n : undefined;
};

/**
 * The update an event makes to the entry it names (`current`, if the ledger has it yet).
 * @param now stamps an entry first seen through this event; undefined leaves it undated.
 */
export function taskEventUpdate(event: TaskEvent, current: LedgerEntry | undefined, now: string | undefined): LedgerEntry {
  const update: LedgerEntry = { id: event.taskId, description: "", subagentType: "", status: "in_progress" };
  // Only a first sighting is dated by the event: for a known task "now" is not when it began.
  if (current === undefined && now !== undefined && now !== "") update.createdAt = now;
  switch (event.type) {
    case "task_started":
      if (event.description !== undefined) update.description = event.description;
      if (event.subagentType !== undefined) update.subagentType = event.subagentType;
      break;
    case "task_running": {
      const progress: NonNullable<LedgerEntry["progress"]> = { message: event.message ?? "" };
      if (event.messageIndex !== undefined) progress.index = event.messageIndex;
      if (event.totalMessages !== undefined) progress.total = event.totalMessages;
      update.progress = progress;
      break;
    }
    case "task_completed": {
      update.status = "completed";
      // The channel's brief (written when the result lands) is better than one cut here.
      const brief = current?.status === "completed" ? current.resultBrief : undefined;
      const resultBrief = brief ?? briefOf(event.result);
      if (resultBrief !== undefined) update.resultBrief = resultBrief;
      break;
    }
    default:
      update.status = TERMINAL_EVENTS.get(event.type) ?? "in_progress";
      if (event.error !== undefined) update.error = event.error;
  }
  return update;
}

/**
 * Applies one live event. Anything that is not a well-formed task event returns `ledger`
 * itself. Linear in the ledger's length; to apply many events use `resolveLedger`.
 */
export function applyTaskEvent(ledger: readonly LedgerEntry[], event: unknown, now: string): LedgerEntry[] {
  const parsed = parseTaskEvent(event);
  if (parsed === undefined) return ledger as LedgerEntry[];
  const at = ledger.findIndex((entry) => entry.id === parsed.taskId);
  const current = at < 0 ? undefined : ledger[at];
  const next = mergeEntry(current, taskEventUpdate(parsed, current, now));
  if (at < 0) return [...ledger, next];
  const out = ledger.slice();
  out[at] = next;
  return out;
}

/** Applies events in order to a builder: the linear path behind `resolveLedger`. */
export function applyTaskEvents(builder: LedgerBuilder, events: readonly unknown[], now: string | undefined): void {
  for (const raw of events) {
    const event = parseTaskEvent(raw);
    if (event !== undefined) builder.upsert(taskEventUpdate(event, builder.get(event.taskId), now));
  }
}
