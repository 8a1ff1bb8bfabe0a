import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "./server";
import { OPS_FILE } from "./storage/durable-persistence";
import { readJournaled } from "./storage/journaled-file";
import { loadLibraryInternals } from "./storage/library";
import { spawnServer, type ServerProcess } from "./testing/child";
import { clientOf, fetchPage, human, textContent, waitFor, type WireMessage } from "./testing/harness";

// A run the client has seen finish must survive `kill -9` of the server right after.
// Each server start compiles the agent with tsx, hence the generous timeout.

let dataDir: string;
let server: ServerProcess | undefined;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "threadline-crash-"));
});
afterAll(async () => {
  await server?.kill();
  await rm(dataDir, { recursive: true, force: true });
});


/** A run's status as last written to the ops file (its snapshot and its journal). */
async function runStatusOnDisk(runId: string): Promise<string | undefined> {
  const lib = await loadLibraryInternals();
  const store = (await readJournaled(path.join(dataDir, ".langgraph_api", OPS_FILE), lib.persist)) as { runs?: Record<string, { status: string }> };
  return store.runs?.[runId]?.status;
}

describe("embedded server killed with SIGKILL", { timeout: 180_000 }, () => {
  it("keeps the thread, its state and its transcript of a finished run", async () => {
    server = await spawnServer(dataDir);
    const before = clientOf(server);
    const thread = await before.threads.create({ metadata: { purpose: "crash test" } });
    const result = (await before.runs.wait(thread.thread_id, GRAPH_ID, {
      input: human("Show me some markdown about crash safety"),
    })) as { messages?: WireMessage[] };
    const answer = result.messages?.at(-1);
    expect(answer?.type).toBe("ai");
    await server.kill();

    server = await spawnServer(dataDir);
    const after = clientOf(server);
    const found = await after.threads.get(thread.thread_id);
    expect(found.metadata).toMatchObject({ purpose: "crash test" });
    expect(found.status).toBe("idle");
    const state = await after.threads.getState(thread.thread_id);
    const messages = (state.values as { messages: WireMessage[] }).messages;
    expect(messages.at(-1)).toMatchObject({ type: "ai", id: answer?.id });
    expect(textContent(messages.at(-1)!)).toBe(textContent(answer!));

    const { status, body } = await fetchPage(server, thread.thread_id);
    expect(status).toBe(200);
    const ids = body.data.map((row) => row.content.id);
    expect(ids).toContain(answer?.id);
    expect(body.data.some((row) => row.content.type === "human")).toBe(true);

    // The restarted server runs the thread on.
    await after.runs.wait(thread.thread_id, GRAPH_ID, { input: human("And once more") });
    const visible = ((await after.threads.getState(thread.thread_id)).values as { messages: WireMessage[] }).messages.filter(
      (message) => !message.additional_kwargs?.hide_from_ui,
    );
    expect(visible.map((message) => message.type)).toEqual(["human", "ai", "human", "ai"]);
    await server.kill();
    server = undefined;
  });

  it("ends a run the crash cut off, so its thread takes new runs", async () => {
    server = await spawnServer(dataDir);
    const before = clientOf(server);
    const thread = await before.threads.create();
    const run = await before.runs.create(thread.thread_id, GRAPH_ID, { input: human("Write something slow please") });
    // Killed once the file says it runs (the slow answer takes ~18 s).
    await waitFor(async () => ((await runStatusOnDisk(run.run_id)) === "running" ? true : undefined), 60_000, "the run on disk");
    await server.kill();

    server = await spawnServer(dataDir);
    const after = clientOf(server);
    expect((await after.runs.get(thread.thread_id, run.run_id)).status).toBe("error");
    expect((await after.threads.get(thread.thread_id)).status).toBe("error");
    // Joining it ends instead of waiting forever.
    const events = [];
    for await (const event of after.runs.joinStream(thread.thread_id, run.run_id)) events.push(event);
    expect(events).toEqual([]);
    const result = (await after.runs.wait(thread.thread_id, GRAPH_ID, { input: human("Show me some markdown") })) as {
      messages?: WireMessage[];
    };
    expect(result.messages?.at(-1)?.type).toBe("ai");
    expect((await after.threads.get(thread.thread_id)).status).toBe("idle");
    await server.kill();
    server = undefined;
  });
});
