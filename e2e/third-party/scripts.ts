import { AIMessage, HumanMessage, ToolMessage, type BaseMessage } from "@langchain/core/messages";
import type { Step, ToolCall } from "./scripted-model";

// What the scripted models of the third-party graphs answer. Each answer is decided by the
// conversation the model is given, mostly its last message, so a script keeps working when a
// summarization has replaced the start of the conversation with a summary.
//
// The lead agent:
//   "research <topic>"             write_todos, task(researcher), write_todos, the answer
//   "email <name> ..."             send_email (held for approval), then "EMAIL-TURN-DONE. ..."
//   "delegate an email to <name>"  task(researcher), which calls send_email (held inside the
//                                  subagent), then "DELEGATED-EMAIL-DONE. ..."
//   "show the card"                "CARD-SHOWN. ...", and the langchain agent pushes a `ui`
//                                  message with its own component (ui-card.ts, ui.tsx)
//   "show the broken cards"        "BROKEN-CARDS-SHOWN. ...", and two `ui` messages: one whose
//                                  component throws, one naming no component of the bundle
//   anything else                  'Reply to "<question>": ...'
// The summarizer (LangChain's and deepagents' prompts): "SUMMARY: ..." naming the questions.

/** What the prompts sent by a summarization contain (deepagents' and LangChain's). */
const SUMMARY_PROMPT_MARKERS = ["Conversation to summarize:", "Messages to summarize:"];

export const HIDDEN_CONTEXT_TEXT = "CONTEXT-NOTE: the user prefers short answers. This note is for the agent only.";

const RESEARCH = /^research (.+)$/i;
const DELEGATED_EMAIL = /^delegate an email to (\w+)/i;
const EMAIL = /^(?:please )?email (\w+)/i;
const CARD = /^show the card\b/i;
const BROKEN_CARDS = /^show the broken cards\b/i;

/** The props of the card the langchain agent pushes (ui.tsx renders them). */
export const CARD_TITLE = "A card from the agent's own bundle";
export const CARD_FOLLOW_UP = "Tell me more about the card";

const TODO_PLAN = "Plan the research";
const TODO_DELEGATE = "Delegate the research to the researcher subagent";
const TODO_ANSWER = "Write the answer";

/** A summary message (`lc_source: "summarization"`) or hidden context is not a question. */
function isQuestion(message: BaseMessage): boolean {
  if (!HumanMessage.isInstance(message)) return false;
  const kwargs = message.additional_kwargs ?? {};
  return kwargs.lc_source !== "summarization" && kwargs.hide_from_ui !== true && !message.id?.startsWith("do-not-render-");
}

const lastQuestion = (messages: readonly BaseMessage[]) => messages.findLast(isQuestion)?.text.trim() ?? "";

/** Which cards the last question asks for, if any. */
export function cardsAsked(messages: readonly BaseMessage[]): "card" | "broken" | null {
  const question = lastQuestion(messages);
  return CARD.test(question) ? "card" : BROKEN_CARDS.test(question) ? "broken" : null;
}

const todos = (...statuses: ("pending" | "in_progress" | "completed")[]) => ({
  todos: [TODO_PLAN, TODO_DELEGATE, TODO_ANSWER].map((content, i) => ({ content, status: statuses[i] ?? "pending" })),
});

/** The call a tool message answers, from the model message that made it. */
function callOf(messages: readonly BaseMessage[], result: ToolMessage): ToolCall | undefined {
  for (const message of messages) {
    if (!AIMessage.isInstance(message)) continue;
    const call = message.tool_calls?.find((c) => c.id === result.tool_call_id);
    if (call) return { name: call.name, args: call.args };
  }
  return undefined;
}

const topicOf = (call: ToolCall | undefined) => /^Research (.+?):/.exec(String(call?.args.description ?? ""))?.[1] ?? "the topic";

function summary(prompt: string): Step {
  const questions = [...prompt.matchAll(/^Human: (.*)$/gm)].map((m) => m[1]!.slice(0, 60)).filter((q) => !q.startsWith("CONTEXT-NOTE"));
  return { text: `SUMMARY: The user asked about: ${questions.join(" | ") || "nothing yet"}. The assistant answered each in turn.` };
}

function afterTool(messages: readonly BaseMessage[], result: ToolMessage): Step {
  const call = callOf(messages, result);
  switch (result.name ?? call?.name) {
    case "write_todos": {
      const list = (call?.args.todos ?? []) as { content?: string; status?: string }[];
      if (list.some((t) => t.content === TODO_DELEGATE && t.status === "in_progress")) {
        const topic = lastQuestion(messages).match(RESEARCH)?.[1] ?? "the topic";
        return {
          text: "Delegating the research.",
          toolCalls: [{ name: "task", args: { description: `Research ${topic}: key periods, places and people.`, subagent_type: "researcher" } }],
        };
      }
      const task = messages.findLast((m): m is ToolMessage => ToolMessage.isInstance(m) && m.name === "task");
      const topic = task ? topicOf(callOf(messages, task)) : "the topic";
      return { text: `RESEARCH-DONE. Here is a short history of ${topic}, based on the researcher's findings:\n\n${task?.text ?? ""}` };
    }
    case "task":
      if (String(call?.args.description ?? "").startsWith("Send an email")) return { text: `DELEGATED-EMAIL-DONE. The researcher reports: ${result.text}` };
      return { text: "", toolCalls: [{ name: "write_todos", args: todos("completed", "completed", "in_progress") }] };
    case "send_email":
      return { text: `EMAIL-TURN-DONE. Tool result: ${result.text}` };
    default:
      return { text: `Done: ${result.text}` };
  }
}

/** The lead agent of both graphs. */
export function leadStep(messages: readonly BaseMessage[]): Step {
  const first = messages.find(HumanMessage.isInstance);
  if (first && SUMMARY_PROMPT_MARKERS.some((marker) => first.text.includes(marker))) return summary(first.text);
  const last = messages.at(-1);
  if (last && ToolMessage.isInstance(last)) return afterTool(messages, last);
  const question = lastQuestion(messages);
  const research = RESEARCH.exec(question);
  if (research) return { text: "", toolCalls: [{ name: "write_todos", args: todos("completed", "in_progress", "pending") }] };
  const delegated = DELEGATED_EMAIL.exec(question);
  if (delegated) {
    const to = `${delegated[1]!.toLowerCase()}@example.com`;
    return {
      text: "I'll have the researcher send that email.",
      toolCalls: [{ name: "task", args: { description: `Send an email to ${to} with the findings.`, subagent_type: "researcher" } }],
    };
  }
  if (CARD.test(question)) return { text: "CARD-SHOWN. Here is a card from my own components." };
  if (BROKEN_CARDS.test(question)) return { text: "BROKEN-CARDS-SHOWN. Two cards that cannot render." };
  const email = EMAIL.exec(question);
  if (email) {
    const to = `${email[1]!.toLowerCase()}@example.com`;
    return {
      text: "I'll draft that email; it needs your approval before it is sent.",
      toolCalls: [{ name: "send_email", args: { to, subject: "The summary", body: `Hi ${email[1]}, here is the summary.` } }],
    };
  }
  return { text: `Reply to "${question}": tea is the second most consumed drink after water. ${"More detail. ".repeat(8).trim()}` };
}

/** The `researcher` subagent: findings for a research task, or an email it sends itself. */
export function researcherStep(messages: readonly BaseMessage[]): Step {
  const first = messages.find(HumanMessage.isInstance);
  if (first && SUMMARY_PROMPT_MARKERS.some((marker) => first.text.includes(marker))) return summary(first.text);
  const last = messages.at(-1);
  if (last && ToolMessage.isInstance(last)) return { text: `Email sent as asked: ${last.text}` };
  const task = first?.text ?? "";
  const to = /Send an email to (\S+@\S+?)(?:\s|$)/.exec(task)?.[1];
  if (to) return { text: "", toolCalls: [{ name: "send_email", args: { to, subject: "From the researcher", body: "Findings attached." } }] };
  const topic = /^Research (.+?):/.exec(task)?.[1] ?? "the topic";
  return {
    text:
      `## Findings: ${topic}\n\n` +
      "- **China**: legend credits Shen Nong (2737 BC); tea became a daily drink under the Tang dynasty.\n" +
      "- **Japan**: monks brought tea from China in the 9th century.\n" +
      "- **Europe**: Dutch traders shipped tea in the 17th century.",
  };
}
