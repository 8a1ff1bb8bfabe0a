import { dehydrate, QueryClient } from "@tanstack/react-query";
import { headers } from "next/headers";
import { callBackend, lookUpThread } from "@/app/_server/backend";
import { TRANSCRIPT_PAGE_SIZE } from "@/components/api/history-queries";
import { seedThreadList, seedThreadPage } from "@/components/api/page-seed";
import { parseHistoryMode } from "@/core/api/config";
import { pageSeed, type Answer } from "@/core/api/page-reads";
import { THREAD_LIST_FIELDS, THREAD_PAGE_SIZE } from "@/core/api/threads";
import type { Identity } from "@/core/auth/identity";
import { readAuthSettings, signInRequired } from "@/core/auth/settings";
import type { ThreadId } from "@/core/ids";
import { ownerVerdict, scopeOf } from "@/core/proxy/access";
import { sanitizeBody } from "@/core/proxy/body";
import { isLocalHost } from "@/core/proxy/gate";
import { headersToBackend } from "@/core/proxy/headers";
import { backendApiKey, backendUrl } from "@/core/proxy/proxy";

/** A call to the backend: its status and, when it succeeded, its JSON; null when it failed. */
async function read(url: string, headers: Headers, signal: AbortSignal, body?: unknown): Promise<Answer> {
  if (body !== undefined) headers = new Headers([...headers, ["content-type", "application/json"]]);
  const upstream = await callBackend({ url, method: body === undefined ? "GET" : "POST", headers, signal, stream: false, body: body === undefined ? undefined : JSON.stringify(body) });
  if (upstream.kind !== "response") return null;
  const { response } = upstream;
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, body: undefined };
  }
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

/**
 * The newest page of a thread, read on the server for the page's first HTML, as the cache the
 * browser's queries start from (so they read none of it again). Undefined whenever the API
 * would not have answered the browser the same: the same user, owner and address rules apply.
 * The browser then reads (and reports) everything itself, as without this.
 */
export async function prefetchThreadPage(threadId: ThreadId, identity: Identity): Promise<string | undefined> {
  if (!(await servesData())) return undefined;
  const scope = scopeOf(identity);
  if (scope.kind === "user" && scope.thread !== null && scope.thread !== threadId) return undefined;

  const { base, backendHeaders, signal } = backend();
  const mode = parseHistoryMode(process.env.THREADLINE_HISTORY);
  const path = `${base}/threads/${encodeURIComponent(threadId)}`;
  // Side-effect-free reads, in parallel with the owner lookup; nothing is used unless it allows.
  const [{ lookup, record }, newestPage, state] = await Promise.all([
    lookUpThread(base, threadId, backendHeaders, signal, { cached: false, narrow: true }),
    mode === "state" ? Promise.resolve(null) : read(`${path}/messages/page?limit=${TRANSCRIPT_PAGE_SIZE}`, backendHeaders, signal),
    read(`${path}/state`, backendHeaders, signal),
  ]);
  if (lookup.kind !== "found") return undefined;
  if (scope.kind === "user" && ownerVerdict({ kind: "owned", threadId, owner: scope.owner, runId: null }, lookup) !== "forward") return undefined;

  const queryClient = new QueryClient();
  seedThreadPage(queryClient, threadId, pageSeed({ mode, record, newestPage, state }));
  return JSON.stringify(dehydrate(queryClient));
}

/**
 * The chat list's first page, read on the server for the first HTML, confined to the user's
 * own threads as the proxy confines the browser's search. Undefined when not read.
 */
export async function prefetchThreadList(identity: Identity): Promise<string | undefined> {
  if (!(await servesData())) return undefined;
  const { base, backendHeaders, signal } = backend();
  const search = { limit: THREAD_PAGE_SIZE, offset: 0, sort_by: "updated_at", sort_order: "desc", select: [...THREAD_LIST_FIELDS] };
  const answer = await read(`${base}/threads/search`, backendHeaders, signal, sanitizeBody("thread-search", search, scopeOf(identity)));
  if (answer === null || answer.status !== 200 || !Array.isArray(answer.body)) return undefined;
  const queryClient = new QueryClient();
  seedThreadList(queryClient, answer.body);
  return JSON.stringify(dehydrate(queryClient));
}

/** Without sign-in the API answers only requests addressed to a local host (gate.ts: DNS rebinding); so do these reads. */
async function servesData(): Promise<boolean> {
  return signInRequired(readAuthSettings(process.env)) || isLocalHost((await headers()).get("host"));
}

function backend() {
  return {
    base: backendUrl(process.env),
    backendHeaders: headersToBackend(new Headers(), { apiKey: backendApiKey(process.env), json: false }),
    signal: new AbortController().signal,
  };
}
