import { sameValue } from "../history/same-value";
import { isDict, nonEmptyStr } from "../messages/guards";
import { parseOne } from "../messages/normalize";
import type { NormalizedMessage, ToolCall } from "../messages/types";
import { parseInterrupts } from "./parse";
import type { DecidedInterrupt, Receipt } from "./receipt";

// Decisions a thread itself records, for receipts after a reload. LangChain's
// human-in-the-loop middleware keeps no decision: the checkpoint it paused in keeps the
// request (`tasks[].interrupts`, with the arguments as proposed) and, once resumed, the
// node's result: the model's message with the calls it let through (edited arguments in
// place) and, per rejection, an error tool message carrying the reason. From those:
// arguments as proposed = approved, changed = edited, an error result = rejected. Not
// recoverable: an action approved beside a rejected one (the middleware drops its call),
// other review dialects and plain-value answers (their resume value is not kept).

/**
 * How many of the newest checkpoints are read for them: one approval's resumed run writes
 * about ten after the one it paused in, so this reaches the latest turn's decisions.
 */
export const DECISION_HISTORY_LIMIT = 20;

/** How far back from the newest message a call is looked for before the history is read. */
const RECENT_MESSAGES = 50;

/**
 * Past this many messages, a thread whose checkpoints each hold the whole state (a stock
 * server) is not read for decisions: twenty of its checkpoints would be megabytes each.
 */
export const DECISION_STATE_MAX_MESSAGES = 500;

/**
 * Whether the newest messages hold tool calls a review may have decided on, and the history
 * is small enough to read (`wholeState`: every checkpoint holds all of `messages`); only then
 * is the history read. Never throws.
 */
export function mayHoldDecisions(messages: readonly unknown[], wholeState = false): boolean {
  if (wholeState && messages.length > DECISION_STATE_MAX_MESSAGES) return false;
  for (let i = messages.length - 1; i >= Math.max(0, messages.length - RECENT_MESSAGES); i--) {
    const message = messages[i];
    if (isDict(message) && message.type === "ai" && Array.isArray(message.tool_calls) && message.tool_calls.length > 0) return true;
  }
  return false;
}

/** The text LangChain's middleware writes for a rejection without a reason. */
const DEFAULT_REJECTION = /^User rejected the tool call for `[^`]*` with id /;

/** Decisions recorded in checkpoint snapshots (`POST /threads/{id}/history`, any order); never throws. */
export function recordedDecisions(history: unknown, threadId = ""): DecidedInterrupt[] {
  if (!Array.isArray(history)) return [];
  const decidedAt = childTimes(history);
  const out: DecidedInterrupt[] = [];
  const seen = new Set<string>();
  for (const snapshot of history) {
    if (!isDict(snapshot) || !Array.isArray(snapshot.tasks)) continue;
    const checkpointId = checkpointIdOf(snapshot);
    const at = checkpointId === undefined ? undefined : decidedAt.get(checkpointId);
    for (const task of snapshot.tasks) {
      if (!isDict(task) || !Array.isArray(task.interrupts) || !isDict(task.result) || !Array.isArray(task.result.messages)) continue;
      const messages = task.result.messages.map((raw, i) => parseOne(raw, threadId, i));
      for (const interrupt of parseInterrupts(task.interrupts)) {
        const { request } = interrupt;
        if (seen.has(interrupt.id) || request.kind !== "review" || request.dialect === "inbox") continue;
        const decided = decisionsIn(request.actions, messages, at);
        if (decided === undefined) continue;
        seen.add(interrupt.id);
        out.push({ id: interrupt.id, after: undefined, afterMessage: decided.messageId, receipts: decided.receipts });
      }
    }
  }
  return out;
}

function decisionsIn(actions: readonly { name: string; args: Record<string, unknown> }[], messages: readonly NormalizedMessage[], at: number | undefined) {
  const ai = messages.find((m) => m.type === "ai");
  if (ai === undefined || ai.type !== "ai") return undefined;
  const rejections = messages.filter((m) => m.type === "tool" && m.status === "error");
  const rejectedIds = new Set(rejections.flatMap((m) => (m.type === "tool" && m.toolCallId !== undefined ? [m.toolCallId as string] : [])));
  const calls: ToolCall[] = ai.toolCalls.filter((call) => !rejectedIds.has(call.id));
  const receipts: Receipt[] = [];
  for (const action of actions) {
    const stamp = at === undefined ? {} : { at };
    const rejected = takeFirst(rejections, (m) => m.type === "tool" && m.name === action.name);
    if (rejected !== undefined && rejected.type === "tool") {
      const reason = rejected.text.trim();
      receipts.push(reason === "" || DEFAULT_REJECTION.test(reason) ? { kind: "reject", tool: action.name, ...stamp } : { kind: "reject", tool: action.name, message: reason, ...stamp });
      continue;
    }
    const call = takeFirst(calls, (c) => c.name === action.name);
    if (call !== undefined) receipts.push({ kind: sameValue(call.args, action.args) ? "approve" : "edit", tool: action.name, ...stamp });
  }
  return receipts.length === 0 ? undefined : { messageId: ai.id as string, receipts };
}

/** Removes and returns the first element that matches. */
function takeFirst<T>(list: T[], match: (item: T) => boolean): T | undefined {
  const at = list.findIndex(match);
  return at < 0 ? undefined : list.splice(at, 1)[0];
}

function checkpointIdOf(snapshot: Record<string, unknown>): string | undefined {
  return isDict(snapshot.checkpoint) ? nonEmptyStr(snapshot.checkpoint.checkpoint_id) : undefined;
}

/** Checkpoint id -> when its first child was written: when the run went on from it. */
function childTimes(history: readonly unknown[]): Map<string, number> {
  const times = new Map<string, number>();
  for (const snapshot of history) {
    if (!isDict(snapshot) || !isDict(snapshot.parent_checkpoint)) continue;
    const parent = nonEmptyStr(snapshot.parent_checkpoint.checkpoint_id);
    const at = typeof snapshot.created_at === "string" ? Date.parse(snapshot.created_at) : Number.NaN;
    if (parent === undefined || !Number.isFinite(at)) continue;
    const known = times.get(parent);
    if (known === undefined || at < known) times.set(parent, at);
  }
  return times;
}
