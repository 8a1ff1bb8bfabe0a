import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { ReducedValue, StateSchema } from "@langchain/langgraph";
import { uiMessageReducer, type UIMessage } from "@langchain/langgraph-sdk/react-ui/server";
import { createMiddleware } from "langchain";
import { z } from "zod";
import { CARD_FOLLOW_UP, CARD_TITLE, cardsAsked } from "./scripts";

// Pushes `ui` messages naming the agent's own components (ui.tsx), as `push_ui_message` does:
// into the `ui` state channel (kept after a reload) and the custom stream (live), attached to
// the answer they follow (`metadata.message_id`). "show the card" gets the card; "show the
// broken cards" one whose component throws and one the bundle has no component for.

const uiChannel = new ReducedValue(z.array(z.custom<UIMessage>()).optional(), {
  inputSchema: z.array(z.custom<UIMessage>()).optional(),
  reducer: (current, update) => uiMessageReducer(current ?? [], update ?? []),
});

export const uiCardMiddleware = createMiddleware({
  name: "UiCardMiddleware",
  stateSchema: new StateSchema({ ui: uiChannel }),
  afterModel: (state: { messages: BaseMessage[] }, runtime) => {
    const answer = state.messages.at(-1);
    if (!answer || !AIMessage.isInstance(answer) || (answer.tool_calls?.length ?? 0) > 0) return undefined;
    const asked = cardsAsked(state.messages);
    if (asked === null) return undefined;
    const ui = (name: string, props: Record<string, unknown>): UIMessage => ({ type: "ui", id: `${name}-${answer.id}`, name, props, metadata: { message_id: answer.id } });
    const messages =
      asked === "card"
        ? [ui("bundle_card", { title: CARD_TITLE, followUp: CARD_FOLLOW_UP })]
        : [ui("broken_card", { reason: "throws on purpose" }), ui("no_such_card", { note: "not in the bundle" })];
    const write = (runtime as { writer?: (chunk: unknown) => void }).writer;
    for (const message of messages) write?.(message);
    return { ui: messages };
  },
});
