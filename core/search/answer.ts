// Reads the message search's answer (docs/wire-contracts.md, "Message search"). Never throws:
// a malformed result is skipped, an answer that is not one reads as no results.

import { parseThreadId, type ThreadId } from "../ids";
import { isDict } from "../messages/guards";

export interface SearchResult {
  threadId: ThreadId;
  title: string | null;
  /** The message to open the chat at; null for a chat found by its name. */
  messageId: string | null;
  snippet: string;
  /** Where the match is in the snippet; null when it is not inside it. */
  match: { start: number; length: number } | null;
  at: string | null;
}

/** Ids the UI puts in a link and reveals: the shapes servers and models issue, nothing else. */
const MESSAGE_ID = /^[A-Za-z0-9_:#.-]{1,200}$/;

export const isMessageId = (value: unknown): value is string => typeof value === "string" && MESSAGE_ID.test(value);

const wholeAtLeast0 = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

export function parseSearchResult(raw: unknown): SearchResult | null {
  if (!isDict(raw)) return null;
  const threadId = parseThreadId(raw.thread_id);
  if (!threadId || typeof raw.snippet !== "string") return null;
  const { match_start: start, match_length: length } = raw;
  const inside = wholeAtLeast0(start) && wholeAtLeast0(length) && length > 0 && start + length <= raw.snippet.length;
  return {
    threadId,
    title: typeof raw.title === "string" && raw.title.trim() !== "" ? raw.title : null,
    messageId: isMessageId(raw.message_id) ? raw.message_id : null,
    snippet: raw.snippet,
    match: inside ? { start, length } : null,
    at: typeof raw.at === "string" && !Number.isNaN(Date.parse(raw.at)) ? raw.at : null,
  };
}

export function parseSearchAnswer(raw: unknown): SearchResult[] {
  if (!isDict(raw) || !Array.isArray(raw.results)) return [];
  return raw.results.flatMap((row) => {
    const result = parseSearchResult(row);
    return result ? [result] : [];
  });
}

/** The snippet split around its match, for the UI to wrap the middle in a mark. */
export function snippetParts(result: SearchResult): { before: string; match: string; after: string } {
  if (!result.match) return { before: result.snippet, match: "", after: "" };
  const { start, length } = result.match;
  return { before: result.snippet.slice(0, start), match: result.snippet.slice(start, start + length), after: result.snippet.slice(start + length) };
}
