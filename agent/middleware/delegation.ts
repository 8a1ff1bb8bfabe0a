import { AIMessage, type BaseMessage, RemoveMessage, ToolMessage } from "@langchain/core/messages";
import { REMOVE_ALL_MESSAGES, StateSchema } from "@langchain/langgraph";
import { createMiddleware } from "langchain";
import { type DelegationEntry } from "../delegation/ledger";
import { ledgerEntry, resultMessage, resultMessageId, type TaskCall } from "../delegation/result";
import { delegationsChannel } from "../delegation/state";
import { runScope } from "../transcript/recorder";

function taskCalls(message: BaseMessage): TaskCall[] {
  if (!AIMessage.isInstance(message)) return [];
  return (message.tool_calls ?? []).flatMap((call) =>
    call.name === "task" && call.id
      ? [{ id: call.id, description: String(call.args.description ?? ""), subagent_type: String(call.args.subagent_type ?? "") }]
      : [],
  );
}

/**
 * Task calls that never got a result: their run was stopped before the cancellation could be
 * written, or the server died mid-delegation. Each gets a "cancelled" result right after the
 * message that made the call, so the conversation stays well-formed for the model.
 */
function repairDangling(messages: readonly BaseMessage[]): { messages: BaseMessage[]; entries: DelegationEntry[] } | undefined {
  const answered = new Set(messages.flatMap((message) => (ToolMessage.isInstance(message) ? [message.tool_call_id] : [])));
  const repaired: BaseMessage[] = [];
  const entries: DelegationEntry[] = [];
  for (const message of messages) {
    repaired.push(message);
    for (const call of taskCalls(message).filter((task) => !answered.has(task.id))) {
      const usage = { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
      repaired.push(resultMessage(call, { status: "cancelled", error: "interrupted before it finished", usage }));
      entries.push({ ...ledgerEntry(call, "cancelled", new Date().toISOString()), result_ref: resultMessageId(call.id) });
    }
  }
  return entries.length > 0 ? { messages: repaired, entries } : undefined;
}

/**
 * Keeps the `delegations` ledger: an `in_progress` entry as soon as the model asks for a task
 * (so the UI shows it while the subagent works), the terminal entry comes with the task's
 * result (delegation/task-tool.ts), and calls left without a result are closed as cancelled
 * when the next run starts.
 */
export const delegationMiddleware = createMiddleware({
  name: "Delegation",
  stateSchema: new StateSchema({ delegations: delegationsChannel }),
  beforeAgent: (state) => {
    const repair = repairDangling(state.messages);
    if (!repair) return undefined;
    // Results must follow their call, so the message list is rewritten (rare: only after a
    // crash or a Stop racing the next message).
    return {
      messages: [new RemoveMessage({ id: REMOVE_ALL_MESSAGES }), ...repair.messages],
      delegations: repair.entries,
    };
  },
  afterModel: (state, runtime) => {
    const last = state.messages.at(-1);
    const calls = last ? taskCalls(last) : [];
    if (calls.length === 0) return undefined;
    const { runId } = runScope(runtime.configurable);
    const now = new Date().toISOString();
    return { delegations: calls.map((call) => ledgerEntry(call, "in_progress", now, runId ?? undefined)) };
  },
});
