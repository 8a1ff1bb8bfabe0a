import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customEvents, serverFetch, startHarness, streamRun, threadValues, type Harness, type WireMessage } from "./testing/harness";

// A subagent's own steps: streamed live as `subagent_message` events and kept per task for
// GET /threads/{thread_id}/subagents/{task_id} (docs/wire-contracts.md, "Delegations").

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

interface Recorded {
  task_id: string;
  messages: (WireMessage & { name?: string; tool_call_id?: string; response_metadata?: { model_name?: string }; usage_metadata?: unknown })[];
}

const record = async (thread: string, task: string) => serverFetch(h.server, `/threads/${thread}/subagents/${task}`);

describe("subagent steps", () => {
  it("streams each subagent's messages and keeps them per task, also across a restart", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    const events = customEvents(await streamRun(h.client, thread, "delegate the cache design"));
    const values = await threadValues(h.client, thread);
    const taskIds = values.messages.flatMap((m) => (m.type === "ai" ? (m.tool_calls ?? []).map((c) => c.id!) : []));
    expect(taskIds).toHaveLength(3);

    for (const taskId of taskIds) {
      const live = events.filter((e) => e.type === "subagent_message" && e.task_id === taskId).map((e) => e.message as WireMessage);
      // Two lookups (call and result each) and the answer.
      expect(live.map((m) => m.type)).toEqual(["ai", "tool", "ai", "tool", "ai"]);
      const response = await record(thread, taskId);
      expect(response.status).toBe(200);
      const body = (await response.json()) as Recorded;
      expect(body.task_id).toBe(taskId);
      expect(body.messages.map((m) => m.id)).toEqual(live.map((m) => m.id));
      const [call, result] = body.messages;
      expect(call?.tool_calls?.[0]).toMatchObject({ name: "lookup" });
      expect(result).toMatchObject({ type: "tool", name: "lookup", tool_call_id: call?.tool_calls?.[0]?.id });
      expect(body.messages.at(-1)?.response_metadata?.model_name).toBe("threadline-demo");
      expect(body.messages.at(-1)?.usage_metadata).toBeDefined();
    }

    await h.restart();
    const again = (await (await record(thread, taskIds[0]!)).json()) as Recorded;
    expect(again.messages).toHaveLength(5);
  });

  it("answers 404 for a task it keeps no record of, and for malformed ids", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    expect((await record(thread, "call_unknown")).status).toBe(404);
    expect((await record(thread, "bad%20id")).status).toBe(404);
  });

  it("fans out to ten subagents when asked, each with its own steps", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "delegate ten checks of the release");
    const values = await threadValues(h.client, thread);
    const taskIds = values.messages.flatMap((m) => (m.type === "ai" ? (m.tool_calls ?? []).map((c) => c.id!) : []));
    expect(taskIds).toHaveLength(10);
    const counts = await Promise.all(taskIds.map(async (id) => ((await (await record(thread, id)).json()) as Recorded).messages.length));
    expect(counts).toEqual(Array(10).fill(5));
  });

  it("forgets a deleted thread's subagents", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "delegate the logo review");
    const values = await threadValues(h.client, thread);
    const taskId = values.messages.flatMap((m) => (m.type === "ai" ? (m.tool_calls ?? []).map((c) => c.id!) : []))[0]!;
    expect((await record(thread, taskId)).status).toBe(200);
    await h.client.threads.delete(thread);
    expect((await record(thread, taskId)).status).toBe(404);
  });
});
