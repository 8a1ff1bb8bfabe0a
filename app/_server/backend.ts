// Calls from the proxy to the LangGraph backend: the forwarded request itself, and the
// owner lookup per-user threads need. undici's own fetch rather than the global one: Node's
// bundled undici cuts a response body silent for 300 s (its bodyTimeout), which would end a
// run's event stream while the agent thinks, and Node exposes no way to configure it.
import { Agent, fetch, type Response as UpstreamResponse } from "undici";
import { recordFromSearch, threadRecordQuery } from "@/core/api/threads";
import { ownerOfRecord, type ThreadLookup } from "@/core/proxy/access";
import { JSON_TIMEOUT_MS } from "@/core/proxy/limits";
import { OwnerCache } from "@/core/proxy/owner-cache";

/** Event streams: headers within the JSON deadline, then no limit on silence (heartbeat.ts). */
const streams = new Agent({ headersTimeout: JSON_TIMEOUT_MS, bodyTimeout: 0 });

export type Upstream =
  | { kind: "response"; response: UpstreamResponse }
  /** Could not connect, or the connection failed: the details stay in the server's log. */
  | { kind: "unreachable" }
  | { kind: "timeout" }
  /** The browser went away first. */
  | { kind: "aborted" };

export interface BackendCall {
  url: string;
  method: string;
  headers: Headers;
  body?: string;
  /** The browser's request signal: its going away cancels the call. */
  signal: AbortSignal;
  stream: boolean;
  /** A JSON call's deadline (tests shorten it). */
  timeoutMs?: number;
}

/** undici's reason for a failed fetch: a code such as ECONNREFUSED, or a message. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  return String(cause?.code ?? cause?.message ?? error);
}

const isTimeout = (cause: string) => cause === "UND_ERR_HEADERS_TIMEOUT" || cause === "UND_ERR_BODY_TIMEOUT";

export async function callBackend(call: BackendCall): Promise<Upstream> {
  // A JSON call has a deadline for the whole exchange; an event stream lasts as long as its run.
  const deadline = call.stream ? null : AbortSignal.timeout(call.timeoutMs ?? JSON_TIMEOUT_MS);
  try {
    const response = await fetch(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body,
      signal: deadline ? AbortSignal.any([call.signal, deadline]) : call.signal,
      redirect: "manual",
      dispatcher: call.stream ? streams : undefined,
    });
    return { kind: "response", response };
  } catch (error) {
    if (call.signal.aborted) return { kind: "aborted" };
    const cause = causeOf(error);
    if (deadline?.aborted || isTimeout(cause)) return { kind: "timeout" };
    // The address and the reason are for the server's log only, never for the browser.
    console.error(`[threadline] backend call failed: ${call.method} ${new URL(call.url).pathname}: ${cause}`);
    return { kind: "unreachable" };
  }
}

/**
 * The thread's record without its values, by a search for its id (threads.ts says why);
 * undefined when the backend did not answer with it, and the record must be read whole.
 */
async function searchRecord(base: string, threadId: string, headers: Headers, signal: AbortSignal): Promise<Record<string, unknown> | undefined> {
  const json = new Headers(headers);
  json.set("content-type", "application/json");
  const upstream = await callBackend({ url: `${base}/threads/search`, method: "POST", headers: json, body: JSON.stringify(threadRecordQuery(threadId)), signal, stream: false });
  if (upstream.kind !== "response") return undefined;
  if (!upstream.response.ok) {
    await upstream.response.body?.cancel().catch(() => undefined);
    return undefined;
  }
  return recordFromSearch(await upstream.response.json().catch(() => undefined), threadId);
}

/** Owners of threads already looked up (owner-cache.ts says why this is safe). */
export const owners = new OwnerCache(10_000);

/**
 * Who owns a thread, asked of the backend unless known. `record` is the thread as the backend
 * sent it, when it was asked: without its values when `narrow` (by a search for its id, if
 * the backend can), else whole (GET /threads/{id}).
 */
export async function lookUpThread(
  base: string,
  threadId: string,
  headers: Headers,
  signal: AbortSignal,
  options: { cached: boolean; narrow: boolean },
): Promise<{ lookup: ThreadLookup; record?: unknown }> {
  if (options.cached) {
    const owner = owners.get(threadId);
    if (owner !== undefined) return { lookup: { kind: "found", owner } };
  }
  const narrow = options.narrow ? await searchRecord(base, threadId, headers, signal) : undefined;
  if (narrow !== undefined) {
    const owner = ownerOfRecord(narrow);
    owners.set(threadId, owner);
    return { lookup: { kind: "found", owner }, record: narrow };
  }
  const upstream = await callBackend({ url: `${base}/threads/${encodeURIComponent(threadId)}`, method: "GET", headers, signal, stream: false });
  if (upstream.kind !== "response") return { lookup: { kind: "failed" } };
  const { response } = upstream;
  if (response.status === 404) {
    await response.body?.cancel();
    return { lookup: { kind: "missing" } };
  }
  const record: unknown = response.ok ? await response.json().catch(() => undefined) : undefined;
  if (record === undefined || typeof record !== "object" || record === null) {
    await response.body?.cancel().catch(() => undefined);
    return { lookup: { kind: "failed" } };
  }
  const owner = ownerOfRecord(record);
  owners.set(threadId, owner);
  return { lookup: { kind: "found", owner }, record };
}

/** Runs known to belong to their thread (`thread/run` keys); a run never changes thread. */
const runsOfThreads = new OwnerCache(10_000);

/** Whether `runId` is a run of `threadId` (GET /threads/{thread}/runs/{run} checks both). */
export async function runOfThread(base: string, threadId: string, runId: string, headers: Headers, signal: AbortSignal): Promise<"yes" | "no" | "failed"> {
  const key = `${threadId}/${runId}`;
  if (runsOfThreads.get(key) !== undefined) return "yes";
  const upstream = await callBackend({ url: `${base}/threads/${encodeURIComponent(threadId)}/runs/${encodeURIComponent(runId)}`, method: "GET", headers, signal, stream: false });
  if (upstream.kind !== "response") return "failed";
  const { status, body } = upstream.response;
  await body?.cancel().catch(() => undefined);
  if (status === 404) return "no";
  if (status < 200 || status >= 300) return "failed";
  runsOfThreads.set(key, threadId);
  return "yes";
}
