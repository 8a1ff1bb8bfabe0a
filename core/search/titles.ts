// "Search chats" on a backend without message search: the chats whose name holds the query,
// from the narrow records the chat list reads (never a thread's messages).

import type { ThreadSummary } from "../api/threads";
import type { SearchResult } from "./answer";
import { folded } from "./query";
import { snippetOf } from "./snippet";

/** The chats of `threads` (newest first, as listed) whose name holds `query`, at most `limit`. */
export function searchTitles(threads: readonly ThreadSummary[], query: string, limit: number): SearchResult[] {
  const wanted = folded(query);
  const out: SearchResult[] = [];
  for (const thread of threads) {
    if (out.length >= limit) break;
    const snippet = thread.title === null ? null : snippetOf(thread.title, wanted);
    if (!snippet) continue;
    out.push({ threadId: thread.id, title: thread.title, messageId: null, snippet: snippet.text, match: { start: snippet.start, length: snippet.length }, at: thread.updatedAt });
  }
  return out;
}
