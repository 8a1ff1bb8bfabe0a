import { HumanMessage, type BaseMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { createMiddleware } from "langchain";
import { z } from "zod";
import { HIDDEN_CONTEXT_TEXT } from "./scripts";

// What both third-party graphs share: the tool held for approval and a middleware that
// gives the agent a note the user is not meant to read.

export const sendEmail = tool(({ to, subject }) => `Email "${subject}" sent to ${to}.`, {
  name: "send_email",
  description: "Send an email. Needs the user's approval.",
  schema: z.object({ to: z.string(), subject: z.string(), body: z.string() }),
});

/**
 * Adds a context note for the model at the start of a thread, the way agents inject
 * instructions or retrieved context: a message in the state, marked for clients to hide
 * (`hide` says how: agent-chat-ui's `hide_from_ui` flag or its `do-not-render-` id prefix).
 */
export function hiddenContextMiddleware(hide: "hide_from_ui" | "do-not-render") {
  return createMiddleware({
    name: "HiddenContextMiddleware",
    beforeAgent: (state: { messages: BaseMessage[] }) => {
      // Once per thread: on its first run, before any answer.
      if (state.messages.some((m) => m.getType() === "ai")) return undefined;
      const note =
        hide === "hide_from_ui"
          ? new HumanMessage({ id: "context-note", content: HIDDEN_CONTEXT_TEXT, additional_kwargs: { hide_from_ui: true } })
          : new HumanMessage({ id: "do-not-render-context-note", content: HIDDEN_CONTEXT_TEXT });
      return { messages: [note] };
    },
  });
}
