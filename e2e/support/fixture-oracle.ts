// What a fixture thread must show, derived from the raw wire data by rules written here
// independently of core/, so the e2e checks do not just replay the code under test.
const CONTROL_NAMES = new Set(["summary", "loop_warning", "todo_reminder", "todo_completion_reminder"]);
const SUMMARY_PREFIXES = [
  "Here is a summary of the conversation to date:",
  "You are in the middle of a conversation that has been summarized",
  "Error generating summary:",
];

type Msg = Record<string, unknown>;
const isRecord = (v: unknown): v is Msg => typeof v === "object" && v !== null && !Array.isArray(v);

export function textOf(message: Msg): string {
  const { content } = message;
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((b) => (isRecord(b) && b.type === "text" && typeof b.text === "string" ? b.text : ""))
    .filter(Boolean)
    .join("\n");
}

const kwargs = (m: Msg): Msg => (isRecord(m.additional_kwargs) ? m.additional_kwargs : {});

export function isHidden(m: Msg): boolean {
  return (
    kwargs(m).hide_from_ui === true ||
    m.type === "system" ||
    (typeof m.name === "string" && CONTROL_NAMES.has(m.name)) ||
    (typeof m.id === "string" && m.id.startsWith("do-not-render-"))
  );
}

export function isSummaryLike(m: Msg): boolean {
  const text = textOf(m).trimStart();
  return m.name === "summary" || kwargs(m).lc_source === "summarization" || SUMMARY_PREFIXES.some((p) => text.startsWith(p));
}

export function messagesOf(state: unknown): Msg[] {
  const values = isRecord(state) && isRecord(state.values) ? state.values : {};
  return Array.isArray(values.messages) ? values.messages.filter(isRecord) : [];
}

const collapse = (s: string) => s.replace(/\s+/g, " ").trim();

/** Texts of the user's own messages. */
export function userTexts(messages: Msg[]): string[] {
  return messages
    .filter((m) => (m.type === "human" || m.type === "user") && !isHidden(m) && !isSummaryLike(m))
    .map((m) => collapse(textOf(m)))
    .filter(Boolean);
}

/** Texts that must never reach the page unless hidden context is shown. */
export function hiddenTexts(messages: Msg[]): string[] {
  return messages
    .filter((m) => isHidden(m) && !isSummaryLike(m))
    .map((m) => collapse(textOf(m)))
    .filter((t) => t.length >= 16)
    .map((t) => t.slice(0, 80));
}

/** A run of plain words from each final answer (an ai message with text and no tool calls):
 * such a run survives markdown rendering unchanged. */
export function answerSnippets(messages: Msg[]): string[] {
  const snippets: string[] = [];
  for (const m of messages) {
    if ((m.type !== "ai" && m.type !== "assistant") || isHidden(m)) continue;
    if (Array.isArray(m.tool_calls) && m.tool_calls.length > 0) continue;
    const text = textOf(m).replace(/<think>[\s\S]*?<\/think>/g, "");
    const run = text.match(/[A-Za-z]{2,}(?: [A-Za-z]{2,}){3,}/);
    if (run) snippets.push(run[0]);
  }
  return snippets;
}

export const hasToolSteps = (messages: Msg[]) =>
  messages.some(
    (m) =>
      m.type === "ai" &&
      Array.isArray(m.tool_calls) &&
      m.tool_calls.some((c) => isRecord(c) && c.name !== "task" && c.name !== "ask_clarification"),
  );
