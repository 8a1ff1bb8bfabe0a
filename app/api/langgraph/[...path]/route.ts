// Same-origin proxy to the LangGraph backend: forwards only what the UI uses (core/proxy/
// routes.ts), only for someone signed in, only to their own threads, and streams events
// through as they arrive. The rules are in core/proxy; this file does their I/O.
import { currentIdentity } from "@/app/_server/identity";
import { callBackend, lookUpThread, owners, runOfThread } from "@/app/_server/backend";
import { answerEntries, answerRating, forgetEntries, recordRun, type FeedbackCall } from "@/app/_server/langsmith-feedback";
import { readRuntimeConfig } from "@/core/api/config";
import { readAuthSettings, signInRequired } from "@/core/auth/settings";
import { ownerVerdict, type OwnerCheck, type Scope } from "@/core/proxy/access";
import { parseJsonObject, sanitizeBody, type BodyOptions } from "@/core/proxy/body";
import { readFeedbackSettings, type FeedbackSettings } from "@/core/proxy/feedback-settings";
import { feedbackTapStream } from "@/core/proxy/feedback-tap";
import { headersToBackend, headersToBrowser, isEventStream, withApiDefaults } from "@/core/proxy/headers";
import { heartbeatStream } from "@/core/proxy/heartbeat";
import { declaredTooLarge, drain, DRAIN_FACTOR, HEARTBEAT_MS, JSON_TIMEOUT_MS, maxBodyBytes, readCapped } from "@/core/proxy/limits";
import { planRequest } from "@/core/proxy/plan";
import { backendApiKey, backendUrl, targetUrl } from "@/core/proxy/proxy";
import type { BodyRule, Route } from "@/core/proxy/routes";
import { COMMENT_MAX, parseRatingRequest } from "@/core/ratings/feedback";
import { compactSseStream } from "@/core/proxy/sse-compact";

export const dynamic = "force-dynamic";
export const runtime = "nodejs";

type Context = { params: Promise<{ path?: string[] }> };

function answer(status: number, error: string | null, headers: Record<string, string> = {}): Response {
  const out = withApiDefaults(new Headers(headers));
  if (error === null) return new Response(null, { status, headers: out });
  out.set("content-type", "application/json");
  return new Response(JSON.stringify({ error }), { status, headers: out });
}

const NOT_FOUND = () => answer(404, "Not found");
const UNREACHABLE = () => answer(502, "Backend unreachable");

type Prepared = { kind: "body"; body: string | undefined } | { kind: "refused"; answer: Response };

/** The body to forward (rewritten JSON, or none), or the answer refusing the request. */
async function forwardedBody(request: Request, rule: BodyRule, scope: Scope, options: BodyOptions): Promise<Prepared> {
  if (rule === "none") return { kind: "body", body: undefined };
  const max = maxBodyBytes(process.env);
  if (declaredTooLarge(request.headers.get("content-length"), max)) {
    await drain(request.body, max * DRAIN_FACTOR);
    return { kind: "refused", answer: answer(413, "Request too large") };
  }
  const read = await readCapped(request.body, max);
  if (read.kind === "too-large") return { kind: "refused", answer: answer(413, "Request too large") };
  const json = parseJsonObject(read.text);
  if (json === null) return { kind: "refused", answer: answer(400, "Invalid JSON body") };
  return { kind: "body", body: JSON.stringify(sanitizeBody(rule, json, scope, options)) };
}

/** The owner check before forwarding: null to go on, or the answer instead. */
async function checkOwner(check: OwnerCheck, base: string, headers: Headers, signal: AbortSignal): Promise<Response | null> {
  if (check.kind === "none") return null;
  // A limited user's own thread is looked up afresh: it decides whether to create it.
  // Its record is the answer to "create" then, so it is read whole.
  const { lookup, record } = await lookUpThread(base, check.threadId, headers, signal, { cached: check.kind === "owned", narrow: check.kind === "owned" });
  const verdict = ownerVerdict(check, lookup);
  switch (verdict) {
    case "forward":
      return check.kind === "owned" && check.runId !== null ? checkRun(base, check.threadId, check.runId, headers, signal) : null;
    case "not-found":
      return NOT_FOUND();
    case "existing":
      return Response.json(record, { headers: withApiDefaults(new Headers()) });
    case "bad-gateway":
      return UNREACHABLE();
    default: {
      const never: never = verdict;
      return never;
    }
  }
}

/** A run named in the path must be one of the thread's: null to go on, or the answer instead. */
async function checkRun(base: string, threadId: string, runId: string, headers: Headers, signal: AbortSignal): Promise<Response | null> {
  const found = await runOfThread(base, threadId, runId, headers, signal);
  switch (found) {
    case "yes":
      return null;
    case "no":
      return NOT_FOUND();
    case "failed":
      return UNREACHABLE();
    default: {
      const never: never = found;
      return never;
    }
  }
}

/**
 * The routes the proxy answers itself where it rates through LangSmith (feedback-settings.ts):
 * a thread's rated answers and a run's rating. Null to forward the request.
 */
async function ownAnswer(route: Route, feedback: FeedbackSettings, call: FeedbackCall, runId: string | undefined, body: string | undefined): Promise<Response | null> {
  const own = (response: Response) => {
    withApiDefaults(response.headers);
    return response;
  };
  if (route.pattern === "threads/{thread}/feedback") {
    // Where it does not, the backend keeps no such list: nothing is rated this way.
    return own(feedback.kind === "langsmith" ? await answerEntries(call) : Response.json({ entries: [] }));
  }
  if (feedback.kind !== "langsmith" || route.pattern !== "threads/{thread}/runs/{run}/feedback" || runId === undefined) return null;
  if (route.method === "DELETE") return own(await answerRating(call, runId, null, feedback.origins));
  const rating = parseRatingRequest(parseJsonObject(body ?? ""));
  if (rating === null) return answer(422, `A rating is 1 or -1, with an optional comment of at most ${COMMENT_MAX} characters`);
  return own(await answerRating(call, runId, rating, feedback.origins));
}

async function proxy(request: Request, context: Context): Promise<Response> {
  const { path = [] } = await context.params;
  const url = new URL(request.url);
  const plan = planRequest({
    method: request.method,
    segments: path,
    search: url.searchParams,
    headers: request.headers,
    protocol: url.protocol,
    anonymous: !signInRequired(readAuthSettings(process.env)),
    identity: await currentIdentity(),
    graph: readRuntimeConfig(process.env).assistantId,
  });
  if (plan.kind === "reply") return answer(plan.status, plan.error, plan.allow ? { allow: plan.allow } : {});

  const { route } = plan.match;
  const feedback = readFeedbackSettings(process.env);
  const prepared = await forwardedBody(request, route.body, plan.scope, { feedbackKey: feedback.kind === "langsmith" ? feedback.key : undefined });
  if (prepared.kind === "refused") return prepared.answer;

  const base = backendUrl(process.env);
  const apiKey = backendApiKey(process.env);
  const refusal = await checkOwner(plan.check, base, headersToBackend(new Headers(), { apiKey, json: false }), request.signal);
  if (refusal) return refusal;

  const threadId = plan.match.params.thread;
  const feedbackCall: FeedbackCall | null =
    threadId === undefined ? null : { base, headers: headersToBackend(new Headers(), { apiKey, json: true }), threadId, signal: request.signal };
  const own = feedbackCall ? await ownAnswer(route, feedback, feedbackCall, plan.match.params.run, prepared.body) : null;
  if (own) return own;

  const upstream = await callBackend({
    url: targetUrl(base, path, plan.query),
    method: route.method,
    headers: headersToBackend(request.headers, { apiKey, json: prepared.body !== undefined }),
    body: prepared.body,
    // Closing the browser's connection closes ours, so an abandoned stream does not keep the
    // backend busy (runs survive it when started with on_disconnect=continue).
    signal: request.signal,
    stream: route.stream,
  });
  switch (upstream.kind) {
    case "aborted":
      return new Response(null, { status: 499 });
    case "unreachable":
      return UNREACHABLE();
    case "timeout":
      return answer(504, "Backend timed out");
    case "response":
      break;
    default: {
      const never: never = upstream;
      return never;
    }
  }

  const { response } = upstream;
  if (route.method === "DELETE" && plan.match.params.thread && response.ok) owners.delete(plan.match.params.thread);
  // A deleted chat's feedback URLs go with it.
  if (route.pattern === "threads/{thread}" && route.method === "DELETE" && response.ok && feedback.kind === "langsmith" && feedbackCall) await forgetEntries({ ...feedbackCall, signal: AbortSignal.timeout(JSON_TIMEOUT_MS) });
  // undici's types are its own; at runtime these are the global Headers and ReadableStream.
  const upstreamHeaders = response.headers as unknown as Headers;
  const upstreamBody = response.body as unknown as ReadableStream<Uint8Array> | null;
  // Events re-framed to one data line each (see sse-compact.ts), with a heartbeat while the
  // backend is silent (heartbeat.ts).
  // A run's stream is tapped for the feedback URL it reports (feedback-tap.ts), recorded once
  // it ends, with a deadline of its own (the browser's request may end first).
  // A rejoined run's stream may not replay its `metadata` event: its path names the run.
  const pathRun = plan.match.params.run;
  const events = isEventStream(upstreamHeaders) && upstreamBody ? upstreamBody.pipeThrough(compactSseStream()) : null;
  const tapped =
    events && feedback.kind === "langsmith" && feedbackCall
      ? events.pipeThrough(feedbackTapStream(feedback.key, (found) => recordRun({ ...feedbackCall, signal: AbortSignal.timeout(JSON_TIMEOUT_MS) }, { ...found, runId: pathRun ?? found.runId }, feedback.origins)))
      : events;
  const body = tapped ? tapped.pipeThrough(heartbeatStream(HEARTBEAT_MS)) : upstreamBody;
  const empty = response.status === 204 || response.status === 304;
  return new Response(empty ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers: headersToBrowser(upstreamHeaders),
  });
}

export const GET = proxy;
export const POST = proxy;
export const PUT = proxy;
export const PATCH = proxy;
export const DELETE = proxy;
export const HEAD = proxy;
export const OPTIONS = proxy;
