import { parseInterrupts, pausedTasks, stateInterrupts, type PausedTask, type PendingInterrupt } from "../interrupts";
import type { DecidedInterrupt } from "../interrupts/receipt";
import { messageIdsOf } from "../history/locate";
import { isDict } from "../messages/guards";
import { readMessage } from "../messages/read";
import type { ToolCall } from "../messages/types";
import type { SubagentsItem, TimelineItem } from "../timeline/types";
import { TASK_TOOL } from "../tools/names";
import type { LedgerEntry } from "../ledger/types";
import type { ThreadInput } from "./types";

// Where a paused run's requests show: one raised in a subagent on that subagent's card (and
// its ledger entry needs input), any other at the end of the thread, where the run stopped.

/**
 * What the thread waits for: while a run streams, what the stream says (a run that resumed
 * has answered the stored ones); otherwise what the stored state says.
 */
export function pendingInterrupts(input: Pick<ThreadInput, "runLive" | "storedState" | "streamInterrupts">): PendingInterrupt[] {
  return input.runLive ? parseInterrupts(input.streamInterrupts) : storedInterrupts(input.storedState);
}

/**
 * The node LangGraph's agents run their tools in (the prebuilt ToolNode, LangChain's
 * `createAgent` and deepagents): a subagent called through `task` runs inside it.
 */
const TOOLS_NODE = "tools";

/**
 * A stored state's interrupts, each raised in a subagent attributed to its `task` call: one
 * that names it (`ns`, `tool_call_id`), or one raised in the tools node while a `task` call
 * was executing there (deepagents' subagents say nothing more: their interrupts carry no
 * namespace). The tools node runs each call of the last model answer as its own `Send`, so
 * the paused task's push index is the call's place among the calls without a result; with
 * no usable index, a single `task` call among them is the one.
 */
function storedInterrupts(state: unknown): PendingInterrupt[] {
  const tasks = pausedTasks(state);
  if (tasks.length === 0) return parseInterrupts(stateInterrupts(state));
  const out: PendingInterrupt[] = [];
  const seen = new Set<string>();
  let pending: readonly ToolCall[] | undefined;
  for (const task of tasks) {
    for (const interrupt of parseInterrupts(task.interrupts)) {
      if (seen.has(interrupt.id)) continue;
      seen.add(interrupt.id);
      if (interrupt.taskId === undefined && task.node === TOOLS_NODE) {
        pending ??= unansweredCalls(state);
        const taskId = runningTask(task, pending);
        if (taskId !== undefined) interrupt.taskId = taskId;
      }
      out.push(interrupt);
    }
  }
  return out;
}

function runningTask(task: PausedTask, pending: readonly ToolCall[]): string | undefined {
  const byIndex = task.pushIndex === undefined ? undefined : pending[task.pushIndex];
  if (byIndex !== undefined) return byIndex.name === TASK_TOOL ? byIndex.id : undefined;
  const tasks = pending.filter((call) => call.name === TASK_TOOL);
  return pending.length === 1 && tasks.length === 1 ? tasks[0]!.id : undefined;
}

/** The calls of the state's last model answer that no tool message answers yet, in order. */
function unansweredCalls(state: unknown): ToolCall[] {
  const values = isDict(state) && isDict(state.values) ? state.values : undefined;
  const messages: readonly unknown[] = Array.isArray(values?.messages) ? values.messages : [];
  const answered = new Set<string>();
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = readMessage(messages[i]);
    if (message.type === "tool" && message.toolCallId !== undefined) answered.add(message.toolCallId);
    if (message.type === "ai" && message.toolCalls.length > 0) return message.toolCalls.filter((call) => call.invalid !== true && !answered.has(call.id));
  }
  return [];
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

/**
 * The items with a receipt for each decided interrupt no longer pending, right after the item
 * its card followed (in decision order), else at the end: it stays where the card was. A
 * recorded one follows the last item showing the message it decided on, once that is loaded.
 */
export function placeReceipts(items: readonly TimelineItem[], decided: readonly DecidedInterrupt[], pending: readonly PendingInterrupt[]): TimelineItem[] {
  const waiting = new Set(pending.map((p) => p.id));
  const shown = decided.filter((d) => !waiting.has(d.id));
  if (shown.length === 0) return [...items];
  const byAnchor = new Map<string, DecidedInterrupt[]>();
  const atEnd: DecidedInterrupt[] = [];
  const ids = new Set(items.map((item) => item.id));
  let shownIn: Map<string, string> | undefined;
  for (const d of shown) {
    let anchor = d.after !== undefined && ids.has(d.after) ? d.after : undefined;
    if (anchor === undefined && d.afterMessage !== undefined) {
      shownIn ??= lastItemShowing(items);
      anchor = shownIn.get(d.afterMessage);
    }
    if (anchor !== undefined) byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), d]);
    // A recorded decision about a message not loaded waits for its page.
    else if (d.afterMessage === undefined) atEnd.push(d);
  }
  const receipt = (d: DecidedInterrupt): TimelineItem => ({ kind: "receipt", id: `receipt:${d.id}`, decided: d });
  const out: TimelineItem[] = [];
  for (const item of items) {
    out.push(item);
    for (const d of byAnchor.get(item.id) ?? []) out.push(receipt(d));
  }
  for (const d of atEnd) out.push(receipt(d));
  return out;
}

/** Message id -> id of the last item showing it (a call's fold comes after its message's text). */
function lastItemShowing(items: readonly TimelineItem[]): Map<string, string> {
  const where = new Map<string, string>();
  for (const item of items) for (const id of messageIdsOf(item)) where.set(id, item.id);
  return where;
}

/** Id of the item a pending interrupt's card follows (or sits on, inside a subagent's card). */
export function cardAnchor(items: readonly TimelineItem[], interruptId: string): string | undefined {
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === "interrupt" && item.interrupt.id === interruptId) return items[i - 1]?.id;
    if (item.kind === "subagents" && item.tasks.some((task) => task.interrupt?.id === interruptId)) return item.id;
  }
  return undefined;
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
