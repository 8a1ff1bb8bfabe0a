import { randomUUID } from "node:crypto";
import { CLARIFICATION_TOOL, type ClarificationArgs } from "../clarification/tool";
import { type Plan } from "./plan";
import { topicOf } from "./replies";

// What the demo model does when asked to "clarify": asks which kind of answer the user wants
// before giving one, offering a few choices. The user's next message is the answer.

const TRIGGER_WORDS = /\b(clarify|clarifying|please)\b/gi;

export const CLARIFICATION_OPTIONS = ["A short overview", "A step-by-step guide", "A comparison of the options"];

export function clarificationArgs(request: string): ClarificationArgs {
  const topic = topicOf(request.replace(TRIGGER_WORDS, " "), 50);
  return {
    question: `What kind of answer about **${topic}** would help you most?`,
    clarification_type: "approach_choice",
    context: "The request can be answered in several ways.",
    options: CLARIFICATION_OPTIONS,
  };
}

export function clarificationPlan(request: string): Plan {
  return {
    text: "",
    toolCalls: [{ id: `call_${randomUUID().replace(/-/g, "").slice(0, 24)}`, name: CLARIFICATION_TOOL, args: clarificationArgs(request) }],
    pace: "normal",
  };
}
