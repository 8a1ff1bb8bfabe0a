import { type BaseMessage, RemoveMessage } from "@langchain/core/messages";
import { StateSchema } from "@langchain/langgraph";
import { createMiddleware } from "langchain";
import { z } from "zod";
import { attemptOf } from "../context/attempts";
import { durableContextMessage, type DurableContext } from "../context/durable";
import { type DelegationEntry } from "../delegation/ledger";
import { delegationsChannel } from "../delegation/state";
import { isDurableContext, lastUserMessage } from "../messages";
import { transcriptHeadField } from "../transcript/head";
import { recordMessages, runScope } from "../transcript/recorder";

interface ContextState {
  summary_text?: string;
  delegations?: DelegationEntry[];
}

function contextOf(state: ContextState): DurableContext {
  const ledger = (state.delegations ?? []).map(({ id, description, subagent_type, status, result_brief }) => ({
    id,
    description,
    subagent_type,
    status,
    ...(result_brief ? { result_brief } : {}),
  }));
  return { summary: state.summary_text, ledger };
}

/**
 * Keeps the model informed across compactions.
 *
 * - Each run persists one hidden durable-context block (`hide_from_ui`, `durable_context_data`)
 *   holding what its first model call was given, and drops the previous run's block, so the
 *   state and the transcript carry the same kind of hidden data a DeerFlow gateway produces
 *   without the blocks piling up in the model window. It is written in beforeModel, after
 *   compaction (listed later, so it runs later), so it never shows a summary that is already
 *   outdated.
 * - Every model call gets a fresh block in front of the conversation, rendered from the current
 *   channels, instead of the persisted ones: the model sees exactly one, never stale. It also
 *   says which attempt at the latest request the call is (a regenerated answer is a new one).
 */
export const durableContextMiddleware = createMiddleware({
  name: "DurableContext",
  // Declares the channels it reads, so they are part of `request.state` in wrapModelCall.
  stateSchema: new StateSchema({ summary_text: z.string().optional(), delegations: delegationsChannel, ...transcriptHeadField }),
  beforeModel: async (state, runtime) => {
    const scope = runScope(runtime.configurable);
    const turn = scope.runId ?? lastUserMessage(state.messages)?.message.id;
    const id = `durable-context-${turn ?? "unscoped"}`;
    if (state.messages.some((message) => message.id === id)) return undefined;
    const block = durableContextMessage(contextOf(state), id);
    const recorded = await recordMessages(scope, state, [block], "context");
    const removals: BaseMessage[] = state.messages
      .filter(isDurableContext)
      .flatMap((message) => (message.id ? [new RemoveMessage({ id: message.id })] : []));
    return { messages: [...removals, block], ...recorded };
  },
  wrapModelCall: async (request, handler) => {
    const conversation = request.messages.filter((message) => !isDurableContext(message));
    const attempt = await attemptOf(request.runtime, conversation);
    const context = durableContextMessage({ ...contextOf(request.state), attempt });
    return handler({ ...request, messages: [context, ...conversation] });
  },
});
