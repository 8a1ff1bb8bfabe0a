import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { headers } from "next/headers";
import { callBackend, lookUpThread } from "@/app/_server/backend";
import { TRANSCRIPT_PAGE_SIZE } from "@/components/api/history-queries";
import { seedThreadList, seedThreadPage } from "@/components/api/page-seed";
import { backendDialect, historySetting } from "@/app/_server/dialect";
import { queryKeys } from "@/core/api/keys";
import { pageSeed, statePreview, type Answer, type StatePreview } from "@/core/api/page-reads";
import { sanitizeThreadState } from "@/core/api/state";
import { THREAD_LIST_FIELDS, THREAD_PAGE_SIZE } from "@/core/api/threads";
import type { Identity } from "@/core/auth/identity";
import { readAuthSettings, signInRequired } from "@/core/auth/settings";
import type { ThreadId } from "@/core/ids";
import { ownerVerdict, scopeOf } from "@/core/proxy/access";
import { backendPaths, transcriptPageQuery, withQuery } from "@/core/dialect/reads";
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

/** What the thread page hands the browser's queries: the reads, and a stock thread's state to follow. */
export interface ThreadPagePrefetch {
  /** The reads made for the first HTML, dehydrated, as one JSON string (SeedBoundary says why). */
  seed: string;
  /** The state of a stock thread shown from its preview: a query still pending, streamed in when read. */
  streamed?: DehydratedState;
}

/**
 * The newest page of a thread, read on the server for the page's first HTML, as the cache the
 * browser's queries start from (so they read none of it again). Undefined whenever the API
 * would not have answered the browser the same: the same user, owner and address rules apply.
 * The browser then reads (and reports) everything itself, as without this.
 *
 * A stock thread's state can take the backend seconds to decode: its newest messages are then
 * shown from the thread record, and the state follows in the same response.
 */
export async function prefetchThreadPage(threadId: ThreadId, identity: Identity): Promise<ThreadPagePrefetch | undefined> {
  if (!(await servesData())) return undefined;
  const scope = scopeOf(identity);
  if (scope.kind === "user" && scope.thread !== null && scope.thread !== threadId) return undefined;

  const { base, backendHeaders, signal } = backend();
  const get = (path: string) => read(`${base}${path}`, backendHeaders, signal);
  const readState = () => get(backendPaths.state(threadId));
  // Side-effect-free reads, in parallel with the owner lookup; nothing is used unless it allows.
  const newestPageRead =
    historySetting() === "state" ? Promise.resolve(null) : get(withQuery(backendPaths.transcriptPage(threadId), transcriptPageQuery({ limit: TRANSCRIPT_PAGE_SIZE })));
  const dialectRead = newestPageRead.then((page) => backendDialect(threadId, page, get));
  // Once the dialect says which history the thread has: a transcript thread's state is small
  // and read at once; a stock thread's record is read for its newest messages, and its state
  // after it (a backend serving one request at a time would answer the record behind it).
  const history = dialectRead.then(async (dialect): Promise<{ state?: Promise<Answer>; preview?: StatePreview }> =>
    dialect?.history === "state" ? { preview: statePreview(await get(backendPaths.thread(threadId)), TRANSCRIPT_PAGE_SIZE) } : { state: readState() },
  );
  const [{ lookup, record }, newestPage, dialect, reads] = await Promise.all([
    lookUpThread(base, threadId, backendHeaders, signal, { cached: false, narrow: true }),
    newestPageRead,
    dialectRead,
    history,
  ]);
  if (lookup.kind !== "found") return undefined;
  if (scope.kind === "user" && ownerVerdict({ kind: "owned", threadId, owner: scope.owner, runId: null }, lookup) !== "forward") return undefined;

  const queryClient = new QueryClient();
  const { preview } = reads;
  if (preview === undefined) {
    seedThreadPage(queryClient, threadId, pageSeed({ dialect, record, newestPage, state: await (reads.state ?? readState()) }));
    return { seed: JSON.stringify(dehydrate(queryClient)) };
  }
  seedThreadPage(queryClient, threadId, pageSeed({ dialect, record, newestPage, preview }));
  return { seed: JSON.stringify(dehydrate(queryClient)), streamed: pendingState(threadId, readState()) };
}

/**
 * The state query, pending until `read` answers, dehydrated with its promise (TanStack Query
 * resumes it in the browser instead of fetching again). Its data crosses as a JSON string.
 */
function pendingState(threadId: ThreadId, read: Promise<Answer>): DehydratedState {
  const queryClient = new QueryClient();
  void queryClient.prefetchQuery({
    queryKey: queryKeys.threadState(threadId),
    queryFn: async () => {
      const answer = await read;
      if (answer === null || answer.status < 200 || answer.status >= 300) throw new Error(`the thread's state could not be read (${answer?.status ?? "no answer"})`);
      return sanitizeThreadState(answer.body);
    },
    retry: false,
  });
  return dehydrate(queryClient, { shouldDehydrateQuery: () => true, serializeData: (data: unknown) => JSON.stringify(data) });
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
