import { type BaseMessage } from "@langchain/core/messages";
import { attachmentsOf, attachmentsReply } from "./attachments";
import { readDurableContext } from "../context/durable";
import { lastUserMessage, textOf } from "../messages";
import { CLARIFICATION_TOOL } from "../clarification/tool";
import { clarificationPlan } from "./clarify";
import { delegationReply } from "./delegate";
import { emailPlan } from "./email";
import { notesPlan } from "./notes";
import { type Plan } from "./plan";
import { compactReply, LONG_SLOW_POINTS, markdownReply, slowReply } from "./replies";

// The lead agent's script: what the demo model answers, decided from the messages of its
// request only, as with a real model.

export interface PlanOptions {
  /** Names of the tools bound to the model; the model never calls a tool it was not given. */
  tools: readonly string[];
}

export const hasWord = (text: string, word: string): boolean => new RegExp(`\\b${word}\\b`, "i").test(text);

/** Chinese for the triggers the starter prompts use: the workspace offers them in both languages. */
const TRIGGERS_IN_CHINESE: Readonly<Record<string, readonly string[]>> = { delegate: ["委派"], approve: ["批准", "审批"], compaction: ["压缩"] };

/** `word` as a word, or one of its Chinese equivalents anywhere (Chinese has no word breaks). */
export const asksFor = (text: string, word: string): boolean => hasWord(text, word) || (TRIGGERS_IN_CHINESE[word] ?? []).some((zh) => text.includes(zh));

export function planLeadReply(messages: readonly BaseMessage[], options: PlanOptions): Plan {
  const request = lastUserMessage(messages);
  const text = request ? textOf(request.message) : "";
  // The summary of condensed turns and the delegation ledger reach the model only through the
  // durable-context block at the start of its request.
  const context = readDurableContext(messages);
  if (text.trim().toLowerCase() === "/compact") return { text: compactReply(context), toolCalls: [], pace: "normal" };
  if (hasWord(text, "clarify") && options.tools.includes(CLARIFICATION_TOOL)) return clarificationPlan(text);
  if (request && asksFor(text, "delegate")) {
    const plan = delegationReply(messages, request.index, context.ledger, options.tools);
    if (plan) return plan;
  }
  if (request && asksFor(text, "approve")) {
    const plan = emailPlan(messages, request.index, options.tools);
    if (plan) return plan;
  }
  if (request && asksFor(text, "compaction")) {
    const plan = notesPlan(messages, request.index, text, options.tools);
    if (plan) return plan;
  }
  if (hasWord(text, "slow")) return { text: slowReply(text, context, hasWord(text, "long") ? LONG_SLOW_POINTS : undefined), toolCalls: [], pace: "slow" };
  const files = request ? attachmentsOf(request.message) : [];
  if (files.length > 0) return { text: attachmentsReply(files, text), toolCalls: [], pace: "normal" };
  return { text: markdownReply(text, context), toolCalls: [], pace: "normal" };
}
