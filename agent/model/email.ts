import { randomUUID } from "node:crypto";
import { type BaseMessage, ToolMessage } from "@langchain/core/messages";
import { EMAIL_TOOL, type EmailArgs } from "../email/tool";
import { textOf } from "../messages";
import { type Plan } from "./plan";
import { topicAfterGuanyu, topicOf } from "./replies";

// What the demo model does when asked to "approve" something: it drafts an email and calls
// `send_email`, which the human-in-the-loop middleware holds for a decision. Once the call
// was decided it answers from the result: what was sent, or the reason it was rejected.

// The request's own wording about the email, left out of the subject it gets.
const FILLER_WORDS = /\b(approve|please|send|an?|e-?mail|to|about)\b/gi;
const ADDRESS = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
export const DEFAULT_RECIPIENT = "team@example.com";

export function emailArgs(request: string): EmailArgs {
  const to = ADDRESS.exec(request)?.[0] ?? DEFAULT_RECIPIENT;
  const topic = topicOf(topicAfterGuanyu(request) ?? request.replace(ADDRESS, " ").replace(FILLER_WORDS, " "), 50);
  return { to, subject: `About ${topic}`, body: `Hello,\n\nA short note about ${topic}.\n\nBest regards` };
}

/** The answer after a person decided: a rejection's text is quoted as they wrote it. */
function afterDecision(result: ToolMessage): Plan {
  const text = textOf(result);
  if (result.status === "error") {
    return { text: `I did not send the email. You rejected it: "${text}"`, toolCalls: [], pace: "normal" };
  }
  return { text: "The email went out as approved; the `send_email` result above shows exactly what was sent.", toolCalls: [], pace: "normal" };
}

/** The plan for a request at `requestIndex` asking for approval; undefined without the tool. */
export function emailPlan(messages: readonly BaseMessage[], requestIndex: number, tools: readonly string[]): Plan | undefined {
  if (!tools.includes(EMAIL_TOOL)) return undefined;
  const result = messages.slice(requestIndex + 1).find((m): m is ToolMessage => ToolMessage.isInstance(m) && m.name === EMAIL_TOOL);
  if (result) return afterDecision(result);
  const request = messages[requestIndex];
  const args = emailArgs(request ? textOf(request) : "");
  return {
    text: `I drafted an email to ${args.to}; it waits for your approval.`,
    toolCalls: [{ id: `call_${randomUUID().replace(/-/g, "").slice(0, 24)}`, name: EMAIL_TOOL, args: { ...args } }],
    pace: "normal",
  };
}
