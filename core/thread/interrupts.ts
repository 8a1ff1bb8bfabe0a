import { parseInterrupts, stateInterrupts, type PendingInterrupt } from "../interrupts";
import type { LedgerEntry } from "../ledger/types";
import type { SubagentsItem, TimelineItem } from "../timeline/types";
import type { ThreadInput } from "./types";

// Where a paused run's requests show: one raised in a subagent on that subagent's card (and
// its ledger entry needs input), any other at the end of the thread, where the run stopped.

/**
 * What the thread waits for: while a run streams, what the stream says (a run that resumed
 * has answered the stored ones); otherwise what the stored state says.
 */
export function pendingInterrupts(input: Pick<ThreadInput, "runLive" | "storedState" | "streamInterrupts">): PendingInterrupt[] {
  return parseInterrupts(input.runLive ? input.streamInterrupts : stateInterrupts(input.storedState));
}

/** Ids of the subagent tasks that wait on one of `pending`. */
export function waitingTasks(pending: readonly PendingInterrupt[]): ReadonlySet<string> {
  const ids = new Set<string>();
  for (const p of pending) if (p.taskId !== undefined) ids.add(p.taskId);
  return ids;
}

/** The items with each interrupt placed: on its subagent's card when shown, else appended. */
export function placeInterrupts(items: readonly TimelineItem[], pending: readonly PendingInterrupt[]): TimelineItem[] {
  const out = [...items];
  for (const interrupt of pending) {
    const at = interrupt.taskId === undefined ? -1 : cardIndex(out, interrupt.taskId);
    if (at < 0) {
      out.push({ kind: "interrupt", id: interrupt.id, interrupt });
      continue;
    }
    const item = out[at] as SubagentsItem;
    out[at] = { ...item, tasks: item.tasks.map((task) => (task.toolCallId === interrupt.taskId ? { ...task, interrupt } : task)) };
  }
  return out;
}

/** The newest subagents item with a card for `taskId`, -1 if none. */
function cardIndex(items: readonly TimelineItem[], taskId: string): number {
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.kind === "subagents" && item.tasks.some((task) => task.toolCallId === taskId)) return i;
  }
  return -1;
}

/** The ledger with the waiting tasks marked (their status stays what the backend said). */
export function markNeedsInput(ledger: readonly LedgerEntry[], taskIds: ReadonlySet<string>): readonly LedgerEntry[] {
  if (taskIds.size === 0) return ledger;
  return ledger.map((entry) => (taskIds.has(entry.id) ? { ...entry, needsInput: true as const } : entry));
}
