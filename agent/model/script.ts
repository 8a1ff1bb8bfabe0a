import { type BaseMessage } from "@langchain/core/messages";
import { readDurableContext } from "../context/durable";
import { lastUserMessage, textOf } from "../messages";
import { delegationReply } from "./delegate";
import { compactReply, markdownReply, slowReply } from "./replies";

// The "brain" of the demo model: decides what the lead agent answers, from the messages it
// is given (like a real model, it knows only its request).

/** "instant" is for calls nobody watches stream (summaries). */
export type Pace = "normal" | "slow" | "instant";

export interface PlannedToolCall {
  id: string;
  name: string;
  args: Record<string, unknown>;
}

export interface Plan {
  text: string;
  toolCalls: PlannedToolCall[];
  pace: Pace;
}

export interface PlanOptions {
  /** Names of the tools bound to the model; the model never calls a tool it was not given. */
  tools: readonly string[];
}

export const hasWord = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`, "i").test(text);

export function planLeadReply(messages: readonly BaseMessage[], options: PlanOptions): Plan {
  const request = lastUserMessage(messages);
  const text = request ? textOf(request.message) : "";
  // Like a real model, the demo model knows earlier turns only through the durable context.
  const context = readDurableContext(messages);
  if (text.trim().toLowerCase() === "/compact") return { text: compactReply(context), toolCalls: [], pace: "normal" };
  if (request && hasWord(text, "delegate")) {
    const plan = delegationReply(messages, request.index, context.ledger, options.tools);
    if (plan) return plan;
  }
  if (hasWord(text, "slow")) return { text: slowReply(text, context), toolCalls: [], pace: "slow" };
  return { text: markdownReply(text, context), toolCalls: [], pace: "normal" };
}
