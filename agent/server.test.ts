import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "./server";
import { human, startHarness, STREAM_MODES, streamRun, textContent, threadValues, type Harness } from "./testing/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

type Tuple = [{ id?: string; content?: unknown; type?: string }, Record<string, unknown>];

describe("embedded server", () => {
  it("streams the answer in small token chunks and stores it with a title", async () => {
    const thread = await h.client.threads.create();
    const prompt = "Show me some markdown about vector databases";
    const events = await streamRun(h.client, thread.thread_id, prompt);

    const tokens = events
      .filter((event) => event.event === "messages")
      .map((event) => (event.data as Tuple)[0])
      .filter((chunk) => chunk.type === "AIMessageChunk" || chunk.type === "ai");
    expect(tokens.length).toBeGreaterThan(20);
    expect(tokens.every((chunk) => typeof chunk.content === "string" && chunk.content.length <= 5)).toBe(true);

    const values = await threadValues(h.client, thread.thread_id);
    expect(values.title).toBe(prompt);
    // Where the chat list's narrow read (metadata, no values) finds it.
    const [row] = await h.client.threads.search({ ids: [thread.thread_id], select: ["thread_id", "metadata"] });
    expect(row?.metadata?.agent_title).toBe(prompt);
    expect(row).not.toHaveProperty("values");
    const answer = values.messages.at(-1);
    expect(answer?.type).toBe("ai");
    const text = answer ? textContent(answer) : "";
    expect(text).toContain("- **vector**");
    expect(text).toMatch(/```ts\n[\s\S]+\n```/);
    // The streamed chunks are the stored answer, piece by piece.
    expect(tokens.map((chunk) => chunk.content).join("")).toBe(text);
  });

  it("trims a long first message into the title and keeps it on later turns", async () => {
    const thread = await h.client.threads.create();
    const long = "Please explain, in detail, how a retrieval pipeline chooses between dense and sparse vectors";
    await streamRun(h.client, thread.thread_id, long);
    await streamRun(h.client, thread.thread_id, "And something else entirely");
    const { title } = await threadValues(h.client, thread.thread_id);
    expect(title?.length).toBeLessThanOrEqual(60);
    expect(title?.endsWith("…")).toBe(true);
    expect(long.startsWith(title!.slice(0, -1))).toBe(true);
  });

  it("cancelling a slow run stops its stream promptly", async () => {
    const thread = await h.client.threads.create();
    const stream = h.client.runs.stream(thread.thread_id, GRAPH_ID, {
      input: human("Write something slow please"),
      streamMode: [...STREAM_MODES],
    });
    let runId: string | undefined;
    let chunks = 0;
    let cancelledAt = 0;
    for await (const event of stream) {
      if (event.event === "metadata") runId = (event.data as { run_id: string }).run_id;
      if (event.event === "messages" && ++chunks === 5) {
        cancelledAt = Date.now();
        await h.client.runs.cancel(thread.thread_id, runId!);
      }
    }
    expect(cancelledAt).toBeGreaterThan(0);
    expect(Date.now() - cancelledAt).toBeLessThan(2_000);
    // The slow answer takes ~18 s; only a few chunks made it out before the cancel.
    expect(chunks).toBeLessThan(30);
    const values = await threadValues(h.client, thread.thread_id);
    expect(values.messages.filter((message) => message.type === "ai")).toHaveLength(0);
  });

  it("keeps threads and messages across a restart on the same data directory", async () => {
    const thread = await h.client.threads.create();
    await streamRun(h.client, thread.thread_id, "Remember this conversation");
    const before = await threadValues(h.client, thread.thread_id);

    await h.restart();

    const after = await threadValues(h.client, thread.thread_id);
    expect(after.messages).toEqual(before.messages);
    expect(after.title).toBe("Remember this conversation");
    const found = await h.client.threads.search({ limit: 100 });
    expect(found.map((t) => t.thread_id)).toContain(thread.thread_id);
    // The restarted server still runs the graph.
    await streamRun(h.client, thread.thread_id, "Still there?");
    const visible = (await threadValues(h.client, thread.thread_id)).messages.filter(
      (message) => !message.additional_kwargs?.hide_from_ui,
    );
    expect(visible.map((message) => message.type)).toEqual(["human", "ai", "human", "ai"]);
  });
});
