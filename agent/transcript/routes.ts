import { Hono } from "hono";
import { type Position } from "./branch-index";
import { positionOf, type BranchState } from "./head";
import { searchRoutes } from "../search/routes";
import { ratingStore } from "../ratings/registry";
import { ratingRoutes } from "../ratings/routes";
import { subagentStore } from "../subagents/registry";
import { subagentRoutes } from "../subagents/routes";
import { withFeedback } from "../../core/ratings/mark";
import { transcriptStore } from "./registry";
import { isValidThreadId } from "./store";

// Custom routes of the embedded server (loaded through `http.app`). The LangGraph API server
// mounts them before its own, so this app must only claim its exact paths.

const DEFAULT_LIMIT = 100;
// Readers scrolling fast and "Jump to start" fallbacks ask for large pages; beyond this a
// response grows past a few megabytes.
const MAX_LIMIT = 2000;

/** Parses an optional whole-number query value; NaN marks a malformed one. */
function wholeNumber(raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  return /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
}

type Loopback = (url: string, init: RequestInit) => Promise<Response>;

function loopback(): Loopback | undefined {
  const fetcher = (globalThis as { [key: symbol]: unknown })[Symbol.for("langgraph_api:fetch")];
  return typeof fetcher === "function" ? (fetcher as Loopback) : undefined;
}

/**
 * The branch the thread's state is on (its `transcript_head`): a forked thread's pages show
 * that branch. Read only for threads that have branches.
 */
async function currentBranch(threadId: string): Promise<Position | undefined> {
  const response = await loopback()?.(`http://loopback/threads/${threadId}/state`, { method: "GET" });
  if (!response?.ok) return undefined;
  const state = (await response.json()) as { values?: unknown };
  return typeof state.values === "object" && state.values !== null ? positionOf(state.values as BranchState) : undefined;
}

/**
 * Whether the LangGraph API knows the thread. Asked through the server's in-process loopback
 * (the same app answering this request), so a thread created but never run is not a 404.
 */
async function threadExists(threadId: string): Promise<boolean> {
  const response = await loopback()?.(`http://loopback/threads/${threadId}`, { method: "GET" });
  return response?.ok === true;
}

export const app = new Hono();

// A deleted thread takes its transcript with it. Middleware, not a route: the LangGraph API's
// own handler (mounted after this app) deletes the thread; the transcript goes once it has.
app.use("/threads/:thread_id", async (c, next) => {
  await next();
  if (c.req.method === "DELETE" && c.res.ok) {
    const threadId = c.req.param("thread_id");
    await Promise.all([transcriptStore().remove(threadId), subagentStore().remove(threadId), ratingStore().forget(threadId)]);
  }
});

app.route("/", subagentRoutes);
app.route("/", searchRoutes);
app.route("/", ratingRoutes);

/**
 * The append-only transcript (docs/wire-contracts.md, "Paged transcript"), newest page first,
 * rows oldest-first, the newest with the thread's `totals`; with `after_seq`, read forward from
 * the start instead (rows after it, oldest first). A forked thread shows the branch its state is on.
 */
app.get("/threads/:thread_id/messages/page", async (c) => {
  const threadId = c.req.param("thread_id");
  const beforeSeq = wholeNumber(c.req.query("before_seq"));
  const afterSeq = wholeNumber(c.req.query("after_seq"));
  const limit = wholeNumber(c.req.query("limit"));
  if (Number.isNaN(beforeSeq) || Number.isNaN(afterSeq) || Number.isNaN(limit)) {
    return c.json({ detail: "before_seq, after_seq and limit must be whole numbers" }, 422);
  }
  if (beforeSeq !== undefined && afterSeq !== undefined) return c.json({ detail: "before_seq and after_seq cannot be combined" }, 400);
  if (!isValidThreadId(threadId)) return c.json({ detail: "Thread not found" }, 404);

  // Out-of-range limits are clamped rather than rejected.
  const size = Math.min(MAX_LIMIT, Math.max(1, limit ?? DEFAULT_LIMIT));
  const store = transcriptStore();
  const branch = (await store.forked(threadId)) ? await currentBranch(threadId) : undefined;
  const read =
    afterSeq === undefined ? await store.page(threadId, { beforeSeq, limit: size, branch }) : await store.pageAfter(threadId, { afterSeq, limit: size, branch });
  // This backend keeps ratings: each run's last answer says its rating (null when unrated).
  const ratings = await ratingStore().read(threadId);
  const page = read && { ...read, data: withFeedback(read.data, (runId) => ratings[runId] ?? null) };
  // The newest page says the whole branch's counts, so a reader's header need not load every page for them.
  if (page && afterSeq === undefined && beforeSeq === undefined) return c.json({ ...page, totals: await store.totals(threadId, branch) });
  if (page) return c.json(page);
  if (!(await threadExists(threadId))) return c.json({ detail: "Thread not found" }, 404);
  const empty = afterSeq === undefined ? { next_before_seq: null } : { next_after_seq: null };
  return c.json({ data: [], has_more: false, ...empty });
});
