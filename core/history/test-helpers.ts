// Message builders for the history tests: minimal wire dicts (docs/wire-contracts.md,
// "Messages" and "Compactions").
import type { NormalizedMessage } from "../messages/types";

export type Wire = Record<string, unknown>;

export const human = (id: string, content = `text of ${id}`): Wire => ({ type: "human", id, content });
export const ai = (id: string, content = `answer ${id}`, extra: Wire = {}): Wire => ({ type: "ai", id, content, ...extra });
export const tool = (id: string, callId: string, content = `result ${id}`): Wire => ({ type: "tool", id, tool_call_id: callId, content });
export const marker = (id: string, replaced_count: number, extra: Wire = {}): Wire => ({
  type: "summary_marker",
  id,
  replaced_count,
  summary: `summary ${id}`,
  ...extra,
});
export const summarization = (id: string, replaced_count: number): Wire => ({ type: "summarization", id, summary: `summary ${id}`, replaced_count });

/** The list with its last message grown by one streamed chunk, as a new object (unchanged when empty). */
export const streamLast = (messages: readonly Wire[]): Wire[] => {
  const last = messages.at(-1);
  return last ? [...messages.slice(0, -1), { ...last, content: `${String(last.content)}+` }] : [...messages];
};

/** The list with one message (index taken modulo the length) replaced by an edited copy. */
export const editAt = (messages: readonly Wire[], at: number): Wire[] =>
  messages.map((m, i) => (i === at % messages.length ? { ...m, content: "edited" } : m));

/** Ids of a list read (core/messages/read.ts), for compact expectations; wire lists are read first. */
export const keys = (messages: readonly NormalizedMessage[]): string[] => messages.map((m) => m.id);

export { contractFixture } from "../../fixtures/load";
