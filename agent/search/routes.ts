import { Hono } from "hono";
import { threadTitle } from "../../core/api/threads";
import { folded } from "../../core/search/query";
import { parseSearchRequest, type SearchRequest } from "../../core/search/request";
import { snippetOf } from "../../core/search/snippet";
import { type MessageSearchAnswer, type MessageSearchHit } from "../../core/wire";
import { messageIndex, readUnseen } from "./registry";

// `POST /threads/search/messages` (docs/wire-contracts.md, "Message search"): chats whose
// messages or name hold the query, newest first. Only the threads the caller may see are
// searched: the app's proxy names their owner (and, for a user limited to one thread, its
// id); a request naming neither is the one team's, as the chat list is.

interface ThreadInfo {
  id: string;
  title: string | null;
  updatedAt: string;
}

type Loopback = (url: string, init: RequestInit) => Promise<Response>;

function loopback(): Loopback | undefined {
  const fetcher = (globalThis as { [key: symbol]: unknown })[Symbol.for("langgraph_api:fetch")];
  return typeof fetcher === "function" ? (fetcher as Loopback) : undefined;
}

/** The LangGraph API's largest search page. */
const PAGE = 1000;
/** Threads looked through at most: far beyond any one user's chats. */
const MAX_THREADS = 20_000;

/** The threads the request may see, newest first, with only what a result shows. */
async function visibleThreads(request: SearchRequest): Promise<ThreadInfo[] | undefined> {
  const fetcher = loopback();
  if (!fetcher) return undefined;
  const out: ThreadInfo[] = [];
  if (request.ids?.length === 0) return out;
  for (let offset = 0; offset < MAX_THREADS; offset += PAGE) {
    const body = {
      ...(request.owner === undefined ? {} : { metadata: { owner: request.owner } }),
      ...(request.ids === undefined ? {} : { ids: request.ids }),
      select: ["thread_id", "updated_at", "metadata"],
      sort_by: "updated_at",
      sort_order: "desc",
      limit: PAGE,
      offset,
    };
    const response = await fetcher("http://loopback/threads/search", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (!response.ok) return undefined;
    const rows = (await response.json()) as unknown;
    if (!Array.isArray(rows)) return undefined;
    for (const row of rows as { thread_id?: unknown; updated_at?: unknown; metadata?: unknown }[]) {
      if (typeof row.thread_id !== "string") continue;
      out.push({ id: row.thread_id, title: threadTitle(undefined, row.metadata), updatedAt: typeof row.updated_at === "string" ? row.updated_at : "" });
    }
    if (rows.length < PAGE) break;
  }
  return out;
}

const newestFirst = (a: MessageSearchHit, b: MessageSearchHit) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0);

export function searchThreads(request: SearchRequest, threads: readonly ThreadInfo[]): MessageSearchHit[] {
  const query = folded(request.query);
  const byId = new Map(threads.map((thread) => [thread.id, thread]));
  const hits: MessageSearchHit[] = [];
  const withMessages = new Set<string>();
  for (const hit of messageIndex().search(byId.keys(), query, request.limit)) {
    withMessages.add(hit.threadId);
    hits.push({
      thread_id: hit.threadId,
      title: byId.get(hit.threadId)?.title ?? null,
      kind: "message",
      message_id: hit.messageId,
      seq: hit.seq,
      snippet: hit.text,
      match_start: hit.start,
      match_length: hit.length,
      at: hit.at,
    });
  }
  // A chat whose messages match is listed by them; its name alone would only say it again
  // (a chat is named after its first message).
  for (const thread of threads) {
    const snippet = thread.title === null || withMessages.has(thread.id) ? null : snippetOf(thread.title, query);
    if (!snippet) continue;
    hits.push({ thread_id: thread.id, title: thread.title, kind: "title", message_id: null, seq: null, snippet: snippet.text, match_start: snippet.start, match_length: snippet.length, at: thread.updatedAt });
  }
  return hits.sort(newestFirst).slice(0, request.limit);
}

export const searchRoutes = new Hono();

searchRoutes.post("/threads/search/messages", async (c) => {
  const body: unknown = await c.req.json().catch(() => null);
  const request = parseSearchRequest(body);
  if (!request) return c.json({ detail: "query must be non-empty text" }, 422);
  const threads = await visibleThreads(request);
  if (!threads) return c.json({ detail: "The threads could not be listed" }, 503);
  await readUnseen(threads.map((thread) => thread.id));
  return c.json({ results: searchThreads(request, threads) } satisfies MessageSearchAnswer);
});
