import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { lastUserMessage, textOf } from "../messages";
import { topicAfterGuanyu, topicOf } from "../model/replies";

// The demo agent's UI message: asked for a follow-up, it attaches a card suggesting one to
// its answer (the "Suggest a follow-up" starter prompt). The card is drawn by name by the
// workspace (core/tools/ui-components.ts); its button sends the follow-up through the app.

/** Asked for by name only: a message that merely mentions a follow-up gets a plain answer. */
const ASKS_FOR_CARD = /\bsuggest(?:\s+an?)?\s+follow-ups?\b/i;
const asksForCard = (text: string) => ASKS_FOR_CARD.test(text) || (text.includes("建议") && text.includes("后续"));

/** The card's props, as the workspace reads them. */
export interface FollowupCardProps {
  title: string;
  followup: string;
}

/** The topic of "... about <topic>" (or "...关于<topic>"), else the whole request, trimmed. */
function topic(request: string): string {
  const about = topicAfterGuanyu(request) ?? /\babout\s+(.+)$/is.exec(request)?.[1] ?? request;
  return topicOf(about.replace(/[.?!。？！]+$/u, ""), 50);
}

/**
 * The card to attach to the answer the state ends with, when its request asked for a
 * follow-up: undefined for anything else (a tool call, another request).
 */
export function followupCard(messages: readonly BaseMessage[]): { messageId: string; props: FollowupCardProps } | undefined {
  const answer = messages.at(-1);
  if (!answer || !AIMessage.isInstance(answer) || (answer.tool_calls?.length ?? 0) > 0 || !answer.id) return undefined;
  const request = lastUserMessage(messages);
  if (!request) return undefined;
  const text = textOf(request.message);
  if (!asksForCard(text)) return undefined;
  return { messageId: answer.id, props: { title: "Suggested follow-up", followup: `Tell me more about ${topic(text)}` } };
}
