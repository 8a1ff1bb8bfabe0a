import { asToolCallId } from "../ids";
import { type Dict, isDict, str } from "../messages/guards";
import { readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { MAX_LIVE_STEPS, type LiveSteps } from "./steps";

// A subagent run as a subgraph of the tools node (deepagents' `task`; docs/wire-contracts.md,
// "Delegations"): its messages stream under the namespace `tools:<task id>` with
// `stream_subgraphs`, and stay in that namespace's checkpoints. The subgraph's first message is
// the task's description, which the card already shows: the steps are what follows it.

/** One subagent as the SDK's stream tracks it: its task's tool call id and its messages so far. */
export interface StreamedSubagent {
  readonly id: string;
  readonly messages: readonly unknown[];
}

/** A subgraph's messages as steps: the task's description (its leading human messages) left out. */
export function subgraphSteps(raws: readonly unknown[]): NormalizedMessage[] {
  const messages = readMessages(raws.filter(isDict));
  const first = messages.findIndex((message) => message.type !== "human");
  return first < 0 ? [] : messages.slice(first).slice(-MAX_LIVE_STEPS);
}

// Unchanged streams keep their steps (and the panel its render). Only the newest message of a
// subagent still grows: those before it are done.
const sameSteps = (a: readonly NormalizedMessage[], b: readonly NormalizedMessage[]) =>
  a.length === b.length && a.every((message, i) => message.id === b[i]!.id) && JSON.stringify(a.at(-1)) === JSON.stringify(b.at(-1));

/** The live steps with each streamed subagent's messages; the same `live` when none changed. */
export function withSubgraphSteps(live: LiveSteps, subagents: Iterable<StreamedSubagent>): LiveSteps {
  let out: Map<ReturnType<typeof asToolCallId>, readonly NormalizedMessage[]> | undefined;
  for (const subagent of subagents) {
    const id = str(subagent.id);
    if (!id || !Array.isArray(subagent.messages)) continue;
    const taskId = asToolCallId(id);
    const steps = subgraphSteps(subagent.messages);
    const before = live.get(taskId);
    if (steps.length === 0 || (before && sameSteps(before, steps))) continue;
    out ??= new Map(live);
    out.set(taskId, steps);
  }
  return out ?? live;
}

/** The push tasks of a checkpoint (each runs one tool call of the model's last message). */
function pushTasks(checkpoint: unknown): Dict[] {
  const tasks = isDict(checkpoint) && Array.isArray(checkpoint.tasks) ? checkpoint.tasks : [];
  return tasks.filter((task): task is Dict => isDict(task) && Array.isArray(task.path) && task.path[0] === "__pregel_push" && str(task.name) !== undefined && str(task.id) !== undefined);
}

const namespaceOf = (task: Dict) => `${String(task.name)}:${String(task.id)}`;

/** The tool calls a checkpoint's push tasks run, in their order: the last model message's calls not yet answered. */
function unansweredCalls(checkpoint: unknown): string[] {
  const values = isDict(checkpoint) && isDict(checkpoint.values) ? checkpoint.values : {};
  const messages = Array.isArray(values.messages) ? values.messages.filter(isDict) : [];
  const answered = new Set(messages.flatMap((message) => (message.type === "tool" && typeof message.tool_call_id === "string" ? [message.tool_call_id] : [])));
  const last = messages.findLast((message) => message.type === "ai" && Array.isArray(message.tool_calls) && message.tool_calls.length > 0);
  const calls = last && Array.isArray(last.tool_calls) ? last.tool_calls.filter(isDict) : [];
  return calls.flatMap((call) => (typeof call.id === "string" && !answered.has(call.id) ? [call.id] : []));
}

/**
 * The checkpoint namespace of task `taskId`'s subgraph, from a page of the thread's checkpoint
 * history (newest first), as `<node>:<task id>`: the push task whose result answers that tool
 * call ran it; a task still pending (its subagent waiting for a decision) has no result, and
 * is the one at the call's place among the calls not yet answered (its Send index, `path[1]`).
 * Undefined when the page holds no such task.
 */
export function subgraphNamespace(history: unknown, taskId: string): string | undefined {
  if (!Array.isArray(history)) return undefined;
  for (const checkpoint of history) {
    for (const task of pushTasks(checkpoint)) {
      const results = isDict(task.result) && Array.isArray(task.result.messages) ? task.result.messages : [];
      if (results.some((message) => isDict(message) && message.type === "tool" && message.tool_call_id === taskId)) return namespaceOf(task);
    }
  }
  for (const checkpoint of history) {
    const pending = pushTasks(checkpoint).filter((task) => task.result == null && typeof (task.path as unknown[])[1] === "number");
    if (pending.length === 0) continue;
    const calls = unansweredCalls(checkpoint);
    const task = pending.find((candidate) => calls[(candidate.path as number[])[1]!] === taskId);
    if (task) return namespaceOf(task);
  }
  return undefined;
}

/** The steps kept in a subgraph's newest checkpoint (a history read of its namespace), or undefined. */
export function subgraphCheckpointSteps(history: unknown): NormalizedMessage[] | undefined {
  const newest: unknown = Array.isArray(history) ? history[0] : undefined;
  const values = isDict(newest) && isDict(newest.values) ? newest.values : undefined;
  return values && Array.isArray(values.messages) ? subgraphSteps(values.messages) : undefined;
}
