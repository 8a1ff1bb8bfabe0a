import { StateSchema, ReducedValue } from "@langchain/langgraph";
import { uiMessageReducer, type RemoveUIMessage, type UIMessage } from "@langchain/langgraph-sdk/react-ui/server";
import { createMiddleware } from "langchain";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { FOLLOWUP_CARD_UI } from "../../core/tools/ui-components";
import { runScope } from "../transcript/recorder";
import { followupCard } from "../ui/followup";

// The agent's UI messages (push_ui_message): the `ui` channel with the SDK's own reducer, each
// item streamed as a custom event through the runtime's writer and stored in the state. The
// reducer replaces by id, so the saved state createAgent feeds back as input adds nothing.

const uiItem = z.custom<UIMessage | RemoveUIMessage>((value) => typeof value === "object" && value !== null);

/** The `ui` channel. Optional, as createAgent requires of middleware state: a thread has none until a card. */
export const uiChannel = new ReducedValue(z.array(uiItem).optional(), {
  inputSchema: z.union([uiItem, z.array(uiItem)]).optional(),
  reducer: (current, update) => uiMessageReducer((current ?? []) as UIMessage[], update ?? []),
});

export const uiMiddleware = createMiddleware({
  name: "AgentUi",
  stateSchema: new StateSchema({ ui: uiChannel }),
  afterModel: (state, runtime) => {
    const card = followupCard(state.messages);
    if (!card) return undefined;
    const { runId } = runScope(runtime.configurable);
    const item: UIMessage = {
      type: "ui",
      id: randomUUID(),
      name: FOLLOWUP_CARD_UI,
      props: { ...card.props },
      metadata: { message_id: card.messageId, ...(runId ? { run_id: runId } : {}) },
    };
    // Streamed now, as typedUi(config).push does; stored by the update below.
    (runtime as { writer?: (chunk: unknown) => void }).writer?.(item);
    return { ui: [item] };
  },
});
