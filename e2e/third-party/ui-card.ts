import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { ReducedValue, StateSchema } from "@langchain/langgraph";
import { uiMessageReducer, type UIMessage } from "@langchain/langgraph-sdk/react-ui/server";
import { createMiddleware } from "langchain";
import { z } from "zod";
import { CARD_FOLLOW_UP, CARD_TITLE, isCardRequest } from "./scripts";

// Pushes one `ui` message naming the agent's own component (ui.tsx), as `push_ui_message`
// does: into the `ui` state channel (kept after a reload) and the custom stream (live),
// attached to the answer it follows (`metadata.message_id`).

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
    if (!isCardRequest(state.messages)) return undefined;
    const message: UIMessage = {
      type: "ui",
      id: `card-${answer.id}`,
      name: "bundle_card",
      props: { title: CARD_TITLE, followUp: CARD_FOLLOW_UP },
      metadata: { message_id: answer.id },
    };
    (runtime as { writer?: (chunk: unknown) => void }).writer?.(message);
    return { ui: [message] };
  },
});
