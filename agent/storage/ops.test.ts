import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "../server";
import { human, startHarness, STREAM_MODES, type Harness } from "../testing/harness";
import { OPS_FILE } from "./durable-persistence";
import { readJournaled } from "./journaled-file";
import { loadLibraryInternals, type StreamBuffers } from "./library";

// The embedded server's ops, in process: what a client has seen done is already on disk, and
// a finished run's stream buffer is released. (agent/crash.test.ts kills a real process.)

let h: Harness;
let buffers: StreamBuffers["readers"];
beforeAll(async () => {
  h = await startHarness();
  buffers = (await loadLibraryInternals()).ops.StreamManager.readers;
});
afterAll(async () => {
  await h?.dispose();
});

interface OpsFile {
  runs: Record<string, { status: string }>;
  threads: Record<string, { status: string; values?: { messages?: unknown[] } }>;
}
/** The ops store as written to disk: its snapshot and its journal. */
async function opsOnDisk(): Promise<OpsFile> {
  const lib = await loadLibraryInternals();
  return (await readJournaled(path.join(h.dataDir, ".langgraph_api", OPS_FILE), lib.persist)) as unknown as OpsFile;
}

describe("durable ops", () => {
  it("has a thread on disk once its creation returns, and gone once its deletion returns", async () => {
    const thread = await h.client.threads.create();
    expect((await opsOnDisk()).threads[thread.thread_id]).toMatchObject({ status: "idle" });
    await h.client.threads.delete(thread.thread_id);
    expect((await opsOnDisk()).threads[thread.thread_id]).toBeUndefined();
  });

  it("has a run's end, and its thread's final state, on disk once the client sees it end", async () => {
    const thread = await h.client.threads.create();
    const run = await h.client.runs.create(thread.thread_id, GRAPH_ID, { input: human("Show me some markdown") });
    await h.client.runs.join(thread.thread_id, run.run_id);
    const disk = await opsOnDisk();
    expect(disk.runs[run.run_id]).toMatchObject({ status: "success" });
    expect(disk.threads[thread.thread_id]?.status).toBe("idle");
    expect(disk.threads[thread.thread_id]?.values?.messages?.length).toBeGreaterThan(1);
  });

  it("releases a finished run's stream buffer", async () => {
    const thread = await h.client.threads.create();
    let runId: string | undefined;
    let bufferedWhileRunning = false;
    const stream = h.client.runs.stream(thread.thread_id, GRAPH_ID, {
      input: human("Show me some markdown about buffers"),
      streamMode: [...STREAM_MODES],
      streamResumable: true,
    });
    for await (const event of stream) {
      if (event.event !== "metadata" || runId) continue;
      runId = (event.data as { run_id: string }).run_id;
      bufferedWhileRunning = buffers[runId] !== undefined;
    }
    expect(runId).toBeDefined();
    // The same buffers the server uses: the run's events were kept while it ran.
    expect(bufferedWhileRunning).toBe(true);
    expect(buffers[runId!]).toBeUndefined();
  });

  it("tells the run's streams it is over once its end is on disk, rather than leaving them to poll", async () => {
    const thread = await h.client.threads.create();
    let queue: { log?: { topic: string; data: unknown }[] } | undefined;
    let runId = "";
    const stream = h.client.runs.stream(thread.thread_id, GRAPH_ID, { input: human("Show me some markdown"), streamMode: [...STREAM_MODES], streamResumable: true });
    for await (const event of stream) {
      if (event.event !== "metadata" || queue) continue;
      runId = (event.data as { run_id: string }).run_id;
      queue = buffers[runId] as typeof queue;
    }
    // A resumable run's queue keeps every message: the last one ends its streams.
    expect(queue?.log?.at(-1)).toEqual({ topic: `run:${runId}:control`, data: "done" });
    expect((await opsOnDisk()).runs[runId]).toMatchObject({ status: "success" });
  });

  it("leaves no buffer behind when a client joins a run that already finished", async () => {
    const thread = await h.client.threads.create();
    const run = await h.client.runs.create(thread.thread_id, GRAPH_ID, { input: human("Show me some markdown") });
    await h.client.runs.join(thread.thread_id, run.run_id);
    const events = [];
    for await (const event of h.client.runs.joinStream(thread.thread_id, run.run_id)) events.push(event);
    expect(events).toEqual([]);
    expect(buffers[run.run_id]).toBeUndefined();
  });

  it("copies a thread with its checkpoints and pending writes, and the copy survives a restart", async () => {
    const thread = await h.client.threads.create();
    await h.client.runs.wait(thread.thread_id, GRAPH_ID, { input: human("Show me some markdown") });
    const copy = await h.client.threads.copy(thread.thread_id);
    const messagesOf = async (threadId: string) => ((await h.client.threads.getState<{ messages: unknown[] }>(threadId)).values.messages ?? []).length;
    const count = await messagesOf(thread.thread_id);
    expect(count).toBeGreaterThan(1);
    expect(await messagesOf(copy.thread_id)).toBe(count);
    await h.restart();
    expect(await messagesOf(copy.thread_id)).toBe(count);
    // The copy takes new turns on its own.
    await h.client.runs.wait(copy.thread_id, GRAPH_ID, { input: human("And once more") });
    expect(await messagesOf(copy.thread_id)).toBeGreaterThan(count);
    expect(await messagesOf(thread.thread_id)).toBe(count);
  });
});
