import { Hono } from "hono";
import { type SubagentRecord } from "../wire";
import { isValidId } from "./store";
import { subagentStore } from "./registry";

// `GET /threads/{thread_id}/subagents/{task_id}`: what one subagent did (its own messages,
// oldest first), an extension of docs/wire-contracts.md, "Delegations". 404 for a task the
// backend keeps no record of (another thread's, an unknown id, one from before it kept them).

export const subagentRoutes = new Hono();

subagentRoutes.get("/threads/:thread_id/subagents/:task_id", async (c) => {
  const threadId = c.req.param("thread_id");
  const taskId = c.req.param("task_id");
  if (!isValidId(threadId) || !isValidId(taskId)) return c.json({ detail: "Task not found" }, 404);
  const messages = await subagentStore().read(threadId, taskId);
  if (!messages) return c.json({ detail: "Task not found" }, 404);
  return c.json({ task_id: taskId, messages } satisfies SubagentRecord);
});
