// Ratings through LangSmith's presigned feedback URLs (docs/wire-contracts.md, "Ratings"): the
// proxy's own I/O. A run's entry (its answer, the URL, what was last sent) is kept in the
// backend's store, which the proxy never lets the browser reach (core/proxy/routes.ts), so
// the URL stays on the server. The rules are in core/ratings/presigned.ts.
import { fetch } from "undici";
import { lastAnswerId, parseStoreItems, scoreBody, storedEntry, tokenUrl, wireEntry, FEEDBACK_NAMESPACE, type PresignedEntry } from "@/core/ratings/presigned";
import type { RatingRequest } from "@/core/ratings/feedback";
import type { TapFindings } from "@/core/proxy/feedback-tap";
import { callBackend } from "./backend";

/** How long LangSmith has to take a rating. */
const LANGSMITH_TIMEOUT_MS = 10_000;
/** Entries read per thread: far more rated runs than a chat has. */
const ENTRY_LIMIT = 1000;

export interface FeedbackCall {
  base: string;
  /** To the backend: its key, JSON. */
  headers: Headers;
  threadId: string;
  signal: AbortSignal;
}

const namespaceOf = (threadId: string) => [FEEDBACK_NAMESPACE, threadId];

async function backendJson(call: FeedbackCall, method: string, path: string, body?: unknown): Promise<{ ok: boolean; json: unknown }> {
  const upstream = await callBackend({ url: `${call.base}${path}`, method, headers: call.headers, body: body === undefined ? undefined : JSON.stringify(body), signal: call.signal, stream: false });
  if (upstream.kind !== "response") return { ok: false, json: undefined };
  const { response } = upstream;
  const text = await response.text().catch(() => "");
  let json: unknown;
  try {
    json = text === "" ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { ok: response.ok, json };
}

/** The thread's entries by run id; null when the backend did not answer. */
export async function readEntries(call: FeedbackCall): Promise<Map<string, PresignedEntry> | null> {
  const read = await backendJson(call, "POST", "/store/items/search", { namespace_prefix: namespaceOf(call.threadId), limit: ENTRY_LIMIT });
  return read.ok ? parseStoreItems(read.json) : null;
}

async function writeEntry(call: FeedbackCall, runId: string, entry: PresignedEntry): Promise<boolean> {
  return (await backendJson(call, "PUT", "/store/items", { namespace: namespaceOf(call.threadId), key: runId, value: storedEntry(entry) })).ok;
}

/**
 * After a run's stream ended: keeps the URL the server reported for it, with the answer the
 * run left, so the answer can be rated. Nothing when the run reported none, left no answer,
 * or its answer is another run's already (a resumed run that added none).
 */
export async function recordRun(call: FeedbackCall, found: TapFindings, origins: readonly string[]): Promise<void> {
  if (found.runId === null || found.url === null) return;
  const url = tokenUrl(found.url, origins);
  if (url === null) {
    console.warn(`[threadline] feedback URL of run ${found.runId} not kept: its origin is not in THREADLINE_FEEDBACK_ORIGINS, or it is not a LangSmith token URL`);
    return;
  }
  const state = await backendJson(call, "GET", `/threads/${encodeURIComponent(call.threadId)}/state`);
  const messageId = state.ok ? lastAnswerId(state.json) : null;
  if (messageId === null) return;
  const entries = await readEntries(call);
  if (entries === null) return;
  for (const [runId, entry] of entries) if (runId !== found.runId && entry.messageId === messageId) return;
  const known = entries.get(found.runId);
  const entry: PresignedEntry = { messageId, url, rating: known?.rating ?? null, comment: known?.comment ?? "" };
  if (!(await writeEntry(call, found.runId, entry))) console.error(`[threadline] feedback URL of run ${found.runId} not kept: the backend's store refused it`);
}

/** Removes a deleted thread's entries; what fails stays (the URLs expire on their own). */
export async function forgetEntries(call: FeedbackCall): Promise<void> {
  const entries = await readEntries(call);
  for (const runId of entries?.keys() ?? []) await backendJson(call, "DELETE", "/store/items", { namespace: namespaceOf(call.threadId), key: runId });
}

function json(status: number, body: unknown): Response {
  return Response.json(body, { status });
}

const failure = (status: number, error: string) => json(status, { error });

/** `GET threads/{id}/feedback`: the thread's rated answers, without their URLs. */
export async function answerEntries(call: FeedbackCall): Promise<Response> {
  const entries = await readEntries(call);
  if (entries === null) return failure(502, "Backend unreachable");
  return json(200, { entries: [...entries].map(([runId, entry]) => wireEntry(runId, entry)) });
}

/** POSTs a score to the token's URL: null when LangSmith took it, else why not. */
async function sendScore(url: string, request: RatingRequest, signal: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(scoreBody(request)),
      redirect: "manual",
      signal: AbortSignal.any([signal, AbortSignal.timeout(LANGSMITH_TIMEOUT_MS)]),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.ok) return null;
    return `LangSmith refused the rating (HTTP ${response.status}); its link may have expired`;
  } catch {
    return "LangSmith did not answer";
  }
}

/**
 * `PUT` (a rating) or `DELETE` (null) of a run's feedback, the gateway's contract answered
 * here. LangSmith's token cannot remove feedback: a removal clears Threadline's record only.
 */
export async function answerRating(call: FeedbackCall, runId: string, request: RatingRequest | null, origins: readonly string[]): Promise<Response> {
  const entries = await readEntries(call);
  if (entries === null) return failure(502, "Backend unreachable");
  const entry = entries.get(runId);
  if (entry === undefined) return failure(404, "Not found");
  if (request !== null) {
    const url = tokenUrl(entry.url, origins);
    if (url === null) return failure(502, "This answer's feedback link is not allowed (THREADLINE_FEEDBACK_ORIGINS)");
    const refused = await sendScore(url, request, call.signal);
    if (refused !== null) return failure(502, refused);
  }
  const next: PresignedEntry = { ...entry, rating: request?.rating ?? null, comment: request?.comment ?? "" };
  if (!(await writeEntry(call, runId, next))) return failure(502, "Backend unreachable");
  if (request === null) return new Response(null, { status: 204 });
  return json(200, wireEntry(runId, next).feedback);
}

