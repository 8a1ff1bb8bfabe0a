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

/** From each visible tool call shown as a step, a plain string argument (the step's details
 * show the arguments as JSON, where such a string appears as it is). */
export function toolArgSnippets(messages: Msg[]): string[] {
  const snippets: string[] = [];
  for (const m of messages) {
    if (m.type !== "ai" || isHidden(m) || !Array.isArray(m.tool_calls)) continue;
    for (const call of m.tool_calls) {
      if (!isRecord(call) || call.name === "task" || call.name === "ask_clarification" || !isRecord(call.args)) continue;
      const plain = Object.values(call.args).find((v): v is string => typeof v === "string" && /^[A-Za-z0-9 ./_:-]{6,}$/.test(v));
      if (plain) snippets.push(collapse(plain).slice(0, 40));
    }
  }
  return snippets;
}

/** Names of the files each visible `present_files` call presented (DeerFlow passes
 * `filepaths`), unless its result says it failed. */
export function presentedFileNames(messages: Msg[]): string[] {
  const failed = new Set(messages.filter((m) => m.type === "tool" && m.status === "error").map((m) => m.tool_call_id));
  const names: string[] = [];
  for (const m of messages) {
    if (m.type !== "ai" || isHidden(m) || !Array.isArray(m.tool_calls)) continue;
    for (const call of m.tool_calls) {
      if (!isRecord(call) || call.name !== "present_files" || failed.has(call.id) || !isRecord(call.args)) continue;
      const paths = Array.isArray(call.args.filepaths) ? call.args.filepaths : [];
      for (const p of paths) if (typeof p === "string" && p !== "") names.push(p.split("/").filter(Boolean).pop() ?? p);
    }
  }
  return names;
}

/** The agent's to-do list: the `todos` channel, else the last `write_todos` call's list. */
export function expectedTodos(state: unknown): { contents: string[]; done: number; current?: string } {
  const values = isRecord(state) && isRecord(state.values) ? state.values : {};
  let list: unknown[] | undefined = Array.isArray(values.todos) ? values.todos : undefined;
  if (!list) {
    for (const m of messagesOf(state)) {
      for (const call of Array.isArray(m.tool_calls) ? m.tool_calls : []) {
        if (isRecord(call) && call.name === "write_todos" && isRecord(call.args) && Array.isArray(call.args.todos)) list = call.args.todos;
      }
    }
  }
  const todos = (list ?? []).filter(isRecord).filter((t) => typeof t.content === "string");
  const open = todos.find((t) => t.status === "in_progress") ?? todos.find((t) => t.status !== "completed");
  return {
    contents: todos.map((t) => String(t.content)),
    done: todos.filter((t) => t.status === "completed").length,
    current: open ? String(open.content) : undefined,
  };
}

export const hasToolSteps = (messages: Msg[]) =>
  messages.some(
    (m) =>
      m.type === "ai" &&
      Array.isArray(m.tool_calls) &&
      m.tool_calls.some((c) => isRecord(c) && c.name !== "task" && c.name !== "ask_clarification"),
  );

export interface ExpectedCard {
  /** The card's accessible name, as docs/ui-contract.md, "Summary card" has it. */
  name: string;
}

/** The compaction cards a thread must show, in order, from its raw messages (or rows). */
export function expectedCards(messages: Msg[], summaryText: unknown): ExpectedCard[] {
  const cards: ExpectedCard[] = [];
  const seen = new Set<string>();
  for (const m of messages) {
    if (m.type === "summary_marker") {
      const id = typeof m.id === "string" ? m.id : "";
      if (id && seen.has(id)) continue;
      seen.add(id);
      const summary = typeof m.summary === "string" ? m.summary : "";
      const count = m.replaced_count;
      cards.push({
        name: summary.startsWith("Error generating summary:")
          ? "Compaction failed"
          : typeof count === "number"
            ? `${count} ${count === 1 ? "message" : "messages"} condensed`
            : "Earlier messages condensed",
      });
    } else if ((m.type === "human" || m.type === "user") && isSummaryLike(m)) {
      const text = textOf(m).trimStart();
      const failed = text.includes("Error generating summary:");
      cards.push({ name: failed ? "Compaction failed" : "Earlier messages condensed" });
    }
  }
  if (cards.length === 0 && typeof summaryText === "string" && summaryText.trim()) cards.push({ name: "Earlier messages condensed" });
  return cards;
}

const LEGACY_TEXTS: [RegExp, string][] = [
  [/^Task Succeeded/, "completed"],
  [/^Task failed/, "failed"],
  [/^Task cancelled/, "cancelled"],
  [/^Task timed out/, "timed_out"],
  [/^Task polling timed out/, "polling_timed_out"],
];

/** Status of each `task` call (by call id): structured fields first, then the legacy texts;
 * any other result means the task is over, failed when the tool message says error. */
export function expectedTaskStatuses(messages: Msg[]): Map<string, { description: string; status: string }> {
  const tasks = new Map<string, { description: string; status: string }>();
  for (const m of messages) {
    if (m.type !== "ai" || !Array.isArray(m.tool_calls)) continue;
    for (const call of m.tool_calls) {
      if (!isRecord(call) || call.name !== "task" || typeof call.id !== "string") continue;
      const args = isRecord(call.args) ? call.args : {};
      tasks.set(call.id, { description: typeof args.description === "string" ? args.description : "", status: "in_progress" });
    }
  }
  for (const m of messages) {
    if (m.type !== "tool" || typeof m.tool_call_id !== "string" || !tasks.has(m.tool_call_id)) continue;
    const structured = kwargs(m).subagent_status;
    const text = textOf(m).trim();
    const legacy = LEGACY_TEXTS.find(([re]) => re.test(text))?.[1];
    tasks.get(m.tool_call_id)!.status = typeof structured === "string" ? structured : (legacy ?? (m.status === "error" ? "failed" : "completed"));
  }
  return tasks;
}

export const STATUS_LABELS: Record<string, string> = {
  in_progress: "In progress",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
  timed_out: "Timed out",
  polling_timed_out: "Polling timed out",
};

/** User messages and compaction cards in transcript order: where each card must sit. */
export function expectedSequence(messages: Msg[], summaryText: unknown): string[] {
  const sequence: string[] = [];
  let cardIndex = 0;
  const cards = expectedCards(messages, summaryText);
  const isSummary = (m: Msg) => m.type === "summary_marker" || ((m.type === "human" || m.type === "user") && isSummaryLike(m));
  const fromMessages = messages.some(isSummary);
  // Without any summary in the messages, a summary_text card opens the thread.
  if (!fromMessages && cards[0]) sequence.push(`card: ${cards[0].name}`);
  const users = new Set(userTexts(messages));
  const seenMarkers = new Set<string>();
  for (const m of messages) {
    const isMarker = m.type === "summary_marker";
    if (isMarker && typeof m.id === "string") {
      if (seenMarkers.has(m.id)) continue;
      seenMarkers.add(m.id);
    }
    if (isSummary(m)) {
      sequence.push(`card: ${cards[cardIndex++]?.name ?? "?"}`);
    } else if ((m.type === "human" || m.type === "user") && !isHidden(m) && !isSummaryLike(m)) {
      const text = collapse(textOf(m));
      if (text && users.has(text)) sequence.push(`user: ${text}`);
    }
  }
  return sequence;
}
