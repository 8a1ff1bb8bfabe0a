// A small server speaking the parts of the LangGraph API the workspace reads, serving fixture
// threads: the e2e tests point the app's proxy at it (LANGGRAPH_API_URL) to check other
// backends' data shapes. Threads of kind "gateway" also serve the paged transcript
// (docs/wire-contracts.md, "Paged transcript"); the others answer 404 there, like a stock
// server. Runs are not run: a run's creation is recorded (path, headers, body) and answered
// with an empty event stream, after a silence when its input asks for one; GET /__recorded
// reads the record back, for tests of what the app's proxy lets through. A run resuming a
// thread that waits on an interrupt (`command.resume`) answers it: the thread then reads as
// resumed (idle, a last answer quoting the resume value) until POST /__reset. POST
// /threads/{id}/compact is a gateway's "Compact now" (README, THREADLINE_COMPACT=gateway): the
// thread then reads as compacted (a summary marker after its messages, in the state and the
// transcript) until POST /__reset. POST /__clone {from, as} serves a fixture under another id
// (not listed, never reset), so a test may compact it alone; with `messages: n` its messages
// are n numbered ones ("Message 0"...), with `state_delay_ms` its state answers that late (a
// backend decoding a large checkpoint), with `state_status` it answers with that error status;
// GET /__state_served/{id} says whether its state has been answered. Threads recorded from
// deepagents (fixtures/deepagents) are served by id, not listed, with their checkpoint history,
// and recorded runs are replayed (recorded.ts); POST /__release lets a replay holding mid-run
// go on, POST /__reset_replays forgets the runs replayed. Gateway threads keep ratings in memory
// (docs/wire-contracts.md, "Ratings"): rows carry `feedback` on each run's last answer, PUT and
// DELETE /threads/{id}/runs/{run_id}/feedback change it; POST /__reset forgets them, but a clone's.
// The thread `agent-ui-fallback` (ui-thread.ts) holds agent UI messages no component draws.
//   tsx e2e/fixture-server/server.ts   (FIXTURE_PORT, FIXTURE_DIRS)
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { randomUUID } from "node:crypto";
import { withFeedback } from "../../core/ratings/mark";
import { parseRatingRequest } from "../../core/ratings/feedback";
import type { WireFeedback } from "../../core/wire";
import { loadFixtures, type FixtureThread } from "../../fixtures/load";
import { historyPage, isReplay, recordedThreadOf, releaseReplays, replayRun, resetReplays } from "./recorded";
import { uiThreadOf } from "./ui-thread";

const threads = loadFixtures();
const byId = new Map(threads.map((t) => [t.threadId, t]));
/** Any thread served by id: a listed fixture, a clone, a recorded or replayed one. */
const threadById = (id: string): FixtureThread | undefined => byId.get(id) ?? clones.get(id) ?? recordedThreadOf(id) ?? uiThreadOf(id);

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

async function readText(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  try {
    const parsed: unknown = JSON.parse(text || "{}");
    return typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** Resume values received, by thread: those threads no longer wait. */
const resumed = new Map<string, unknown>();

const waits = (t: FixtureThread) =>
  !resumed.has(t.threadId) && Array.isArray(t.state.tasks) && t.state.tasks.some((task) => Array.isArray((task as { interrupts?: unknown }).interrupts) && (task as { interrupts: unknown[] }).interrupts.length > 0);

/** Ratings of gateway threads' runs, by thread, then run. */
const ratings = new Map<string, Map<string, WireFeedback>>();
const keepsRatings = (t: FixtureThread) => t.kind === "gateway" && t.pages !== null;
const RUN_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** PUT or DELETE of a run's rating; 404 for a run the thread's rows do not hold. */
async function serveFeedback(req: IncomingMessage, res: ServerResponse, t: FixtureThread, runId: string, method: string) {
  if (!keepsRatings(t) || !RUN_ID.test(runId) || !(t.pages ?? []).some((row) => row.run_id === runId)) return send(res, 404, { detail: "Run not found" });
  const runs = ratings.get(t.threadId) ?? new Map<string, WireFeedback>();
  ratings.set(t.threadId, runs);
  if (method === "DELETE") {
    runs.delete(runId);
    res.writeHead(204).end();
    return;
  }
  const request = parseRatingRequest(await readJson(req));
  if (!request) return send(res, 422, { detail: "Expected {rating: 1 | -1, comment?}" });
  const feedback: WireFeedback = { feedback_id: runs.get(runId)?.feedback_id ?? randomUUID(), rating: request.rating, comment: request.comment || null };
  runs.set(runId, feedback);
  send(res, 200, feedback);
}

/** Compactions asked for, by thread: how many. */
const compacted = new Map<string, number>();
/** Fixtures served under another id (POST /__clone), by that id. */
const clones = new Map<string, FixtureThread>();
/** How late a clone's state answers, by id, and with which error status; and the clones whose state has been answered. */
const stateDelays = new Map<string, number>();
const stateStatuses = new Map<string, number>();
const statesServed = new Set<string>();

/** `count` numbered messages, a question and an answer in turn. */
function numberedMessages(threadId: string, count: number): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({ type: i % 2 === 0 ? "human" : "ai", id: `${threadId}-m${i}`, content: `Message ${i}` }));
}

async function serveState(res: ServerResponse, t: FixtureThread) {
  const delay = stateDelays.get(t.threadId) ?? 0;
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  statesServed.add(t.threadId);
  const status = stateStatuses.get(t.threadId);
  if (status !== undefined) return send(res, status, { detail: "The state could not be read" });
  send(res, 200, stateOf(t));
}

/** The markers of the thread's requested compactions, each condensing what came before it. */
function markers(t: FixtureThread, before: number): Record<string, unknown>[] {
  return Array.from({ length: compacted.get(t.threadId) ?? 0 }, (_, i) => ({
    type: "summary_marker",
    id: `summary-marker-requested-${t.threadId}-${i + 1}`,
    replaced_count: before,
    summary: "Condensed on request.",
    tokens_before: 4000 + before * 100,
    tokens_after: 900,
  }));
}

/** The thread's state as served: as in its file, then compacted or, once resumed, answered. */
function stateOf(t: FixtureThread): Record<string, unknown> {
  const state = compactedState(t);
  if (!resumed.has(t.threadId)) return state;
  const values = (state.values ?? {}) as { messages?: unknown[] };
  const answer = { type: "ai", id: `resumed-${t.threadId}`, content: `Resumed with ${JSON.stringify(resumed.get(t.threadId))}.` };
  return { ...t.state, next: [], tasks: [], values: { ...values, messages: [...(values.messages ?? []), answer] } };
}

function compactedState(t: FixtureThread): Record<string, unknown> {
  if (!compacted.has(t.threadId)) return t.state;
  const values = (t.state.values ?? {}) as { messages?: unknown[] };
  const messages = values.messages ?? [];
  return { ...t.state, values: { ...values, messages: [...messages, ...markers(t, messages.length)] } };
}

/** The thread's transcript rows, a requested compaction's marker after them. */
function pagesOf(t: FixtureThread): Record<string, unknown>[] {
  const rows = t.pages ?? [];
  const last = rows.reduce((max, row) => (typeof row.seq === "number" && row.seq > max ? row.seq : max), 0);
  const rated = keepsRatings(t) ? withFeedback(rows, (runId) => ratings.get(t.threadId)?.get(runId) ?? null) : rows;
  return [...rated, ...markers(t, rows.length).map((content, i) => ({ seq: last + i + 1, run_id: null, content, created_at: t.createdAt }))];
}

function threadRow(t: FixtureThread) {
  return {
    thread_id: t.threadId,
    created_at: t.createdAt,
    updated_at: t.createdAt,
    metadata: { ...(t.state.metadata as object | undefined), fixture_kind: t.kind },
    status: waits(t) ? "interrupted" : "idle",
    values: stateOf(t).values ?? {},
  };
}

function page(rows: Record<string, unknown>[], beforeSeq: number | null, limit: number) {
  const eligible = beforeSeq === null ? rows : rows.filter((r) => typeof r.seq === "number" && r.seq < beforeSeq);
  const data = eligible.slice(Math.max(0, eligible.length - limit));
  const hasMore = eligible.length > data.length;
  return { data, has_more: hasMore, next_before_seq: hasMore ? (data[0]?.seq ?? null) : null };
}

interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  body: unknown;
}
/** Run creations received, newest last; bounded so a long session cannot grow it forever. */
const recorded: RecordedRequest[] = [];

async function recordRun(req: IncomingMessage, res: ServerResponse, path: string, threadId: string) {
  const text = await readText(req);
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // kept as text
  }
  recorded.push({ method: req.method ?? "", path, headers: req.headers, body });
  if (recorded.length > 100) recorded.shift();
  const command = (body as { command?: { resume?: unknown } } | null)?.command;
  const thread = threadById(threadId);
  if (thread && waits(thread) && command?.resume !== undefined) resumed.set(threadId, command.resume);
  const runId = "00000000-0000-4000-8000-000000000001";
  res.writeHead(200, { "content-type": "text/event-stream", "content-location": `/threads/${threadId}/runs/${runId}` });
  res.write(`event: metadata\ndata: ${JSON.stringify({ run_id: runId })}\n\n`);
  // `input.silence_ms`: the run stays silent that long before it ends, like an agent thinking.
  const silence = (body as { input?: { silence_ms?: unknown } } | null)?.input?.silence_ms;
  if (typeof silence === "number") await new Promise((resolve) => setTimeout(resolve, Math.min(silence, 60_000)));
  res.end("event: end\ndata: null\n\n");
}

const num = (raw: string | null, fallback: number) => (raw && /^\d+$/.test(raw) ? Number(raw) : fallback);

async function handle(req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://fixture");
  const parts = url.pathname.split("/").filter(Boolean).map(decodeURIComponent);
  const method = req.method ?? "GET";

  if (parts[0] === "ok" || parts[0] === "info") return send(res, 200, { ok: true, fixtures: threads.length });
  if (parts[0] === "__recorded" && method === "GET") return send(res, 200, recorded);
  if (parts[0] === "__reset" && method === "POST") {
    resumed.clear();
    // A clone is one test's own: another test's reset leaves it as it is.
    for (const id of [...compacted.keys()]) if (!clones.has(id)) compacted.delete(id);
    for (const id of [...ratings.keys()]) if (!clones.has(id)) ratings.delete(id);
    return send(res, 200, { ok: true });
  }
  // Replays are the deepagents specs' own: another spec's reset leaves them as they are.
  if (parts[0] === "__reset_replays" && method === "POST") {
    resetReplays();
    return send(res, 200, { ok: true });
  }
  if (parts[0] === "__release" && method === "POST") {
    releaseReplays();
    return send(res, 200, { ok: true });
  }
  if (parts[0] === "__clone" && method === "POST") {
    const body = await readJson(req);
    const from = typeof body.from === "string" ? byId.get(body.from) : undefined;
    if (!from || typeof body.as !== "string") return send(res, 400, { detail: "from and as expected" });
    const count = typeof body.messages === "number" ? Math.min(body.messages, 100_000) : undefined;
    const values = { ...(from.state.values as object | undefined), ...(count === undefined ? {} : { messages: numberedMessages(body.as, count) }) };
    clones.set(body.as, { ...from, threadId: body.as, state: { ...from.state, values } });
    if (typeof body.state_delay_ms === "number") stateDelays.set(body.as, Math.min(body.state_delay_ms, 60_000));
    if (typeof body.state_status === "number" && body.state_status >= 400 && body.state_status < 600) stateStatuses.set(body.as, body.state_status);
    return send(res, 200, { ok: true });
  }
  if (parts[0] === "__state_served" && parts[1] && method === "GET") return send(res, 200, { served: statesServed.has(parts[1]) });
  if (parts[0] !== "threads") return send(res, 404, { detail: "Not found" });

  if (parts.length === 2 && parts[1] === "search" && method === "POST") {
    const body = await readJson(req);
    const limit = typeof body.limit === "number" ? body.limit : 10;
    const offset = typeof body.offset === "number" ? body.offset : 0;
    const sorted = [...threads].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map(threadRow);
    const matching = typeof body.status === "string" ? sorted.filter((row) => row.status === body.status) : sorted;
    return send(res, 200, matching.slice(offset, offset + limit));
  }

  const thread = parts[1] ? threadById(parts[1]) : undefined;
  if (!thread) return send(res, 404, { detail: "Thread not found" });
  const rest = parts.slice(2).join("/");
  if (rest === "" && method === "GET") return send(res, 200, threadRow(thread));
  if (rest === "state" && method === "GET") return serveState(res, thread);
  if (rest === "history" && method === "POST") {
    const history = recordedThreadOf(thread.threadId)?.history;
    return send(res, 200, history === undefined || resumed.has(thread.threadId) ? [stateOf(thread)] : historyPage(history, await readJson(req)));
  }
  if (rest === "runs" && method === "GET") return send(res, 200, []);
  if (rest === "runs/stream" && method === "POST" && isReplay(thread.threadId)) return replayRun(res, thread.threadId, await readJson(req));
  if (rest === "runs/stream" && method === "POST") return recordRun(req, res, url.pathname, thread.threadId);
  const feedback = /^runs\/([^/]+)\/feedback$/.exec(rest);
  if (feedback && (method === "PUT" || method === "DELETE")) return serveFeedback(req, res, thread, feedback[1]!, method);
  if (rest === "compact" && method === "POST") {
    recorded.push({ method, path: url.pathname, headers: req.headers, body: await readText(req) });
    compacted.set(thread.threadId, (compacted.get(thread.threadId) ?? 0) + 1);
    return send(res, 200, { ok: true });
  }
  if (rest === "messages/page" && method === "GET") {
    if (!thread.pages) return send(res, 404, { detail: "Not found" });
    const before = url.searchParams.get("before_seq");
    return send(res, 200, page(pagesOf(thread), before ? num(before, Number.MAX_SAFE_INTEGER) : null, num(url.searchParams.get("limit"), 100)));
  }
  return send(res, 404, { detail: "Not found" });
}

const port = Number(process.env.FIXTURE_PORT ?? 8125);
createServer((req, res) => {
  handle(req, res).catch((error: unknown) => send(res, 500, { detail: String(error) }));
}).listen(port, "127.0.0.1", () => {
  console.log(`fixture server: http://127.0.0.1:${port} (${threads.length} threads)`);
});
