import { Hono, type Context } from "hono";
import { parseRatingRequest } from "../../core/ratings/feedback";
import { ratingStore } from "./registry";
import { isValidId } from "./store";

// `PUT` and `DELETE /threads/{thread_id}/runs/{run_id}/feedback`: rating a run's answer, the
// gateway's contract (docs/wire-contracts.md, "Ratings"). Whose thread it is was checked by
// the app's proxy (the only caller holding this server's key); here the run must be the thread's.

type Loopback = (url: string, init: RequestInit) => Promise<Response>;

function loopback(): Loopback | undefined {
  const fetcher = (globalThis as { [key: symbol]: unknown })[Symbol.for("langgraph_api:fetch")];
  return typeof fetcher === "function" ? (fetcher as Loopback) : undefined;
}

/** Whether the LangGraph API knows this run of this thread (asked in-process). */
async function runOfThread(threadId: string, runId: string): Promise<boolean> {
  const response = await loopback()?.(`http://loopback/threads/${threadId}/runs/${runId}`, { method: "GET" });
  return response?.ok === true;
}

async function target(c: Context): Promise<{ threadId: string; runId: string } | Response> {
  const threadId = c.req.param("thread_id") ?? "";
  const runId = c.req.param("run_id") ?? "";
  if (!isValidId(threadId) || !isValidId(runId) || !(await runOfThread(threadId, runId))) return c.json({ detail: "Run not found" }, 404);
  return { threadId, runId };
}

async function jsonBody(c: Context): Promise<unknown> {
  try {
    return (await c.req.json()) as unknown;
  } catch {
    return undefined;
  }
}

export const ratingRoutes = new Hono();

ratingRoutes.put("/threads/:thread_id/runs/:run_id/feedback", async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  const request = parseRatingRequest(await jsonBody(c));
  if (!request) return c.json({ detail: "Expected {rating: 1 | -1, comment?: string of at most 2000 characters}" }, 422);
  return c.json(await ratingStore().rate(found.threadId, found.runId, request));
});

ratingRoutes.delete("/threads/:thread_id/runs/:run_id/feedback", async (c) => {
  const found = await target(c);
  if (found instanceof Response) return found;
  await ratingStore().remove(found.threadId, found.runId);
  return c.body(null, 204);
});
