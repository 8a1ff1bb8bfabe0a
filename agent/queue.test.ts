import type { Command } from "@langchain/langgraph-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "./server";
import { human, startHarness, STREAM_MODES, streamRun, textContent, threadValues, waitFor, type Harness } from "./testing/harness";

// Messages queued during a run are the server's pending runs (multitask strategy "enqueue"):
// they run in order after the current one, and wait while the thread waits on an interrupt.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

const enqueue = (threadId: string, content: string) =>
  h.client.runs.create(threadId, GRAPH_ID, { input: human(content), multitaskStrategy: "enqueue", streamMode: [...STREAM_MODES] });
// The durable-context blocks the agent injects are human messages too: left out.
const humans = async (threadId: string) =>
  (await threadValues(h.client, threadId)).messages.filter((m) => m.type === "human").map(textContent).filter((text) => !text.includes("<durable_context_data>"));
const status = async (threadId: string, runId: string) => (await h.client.runs.get(threadId, runId)).status;

describe("queued messages", () => {
  it("run one by one, in the order they were queued, each answered", async () => {
    const { thread_id } = await h.client.threads.create();
    const first = await h.client.runs.create(thread_id, GRAPH_ID, { input: human("first about markdown") });
    await enqueue(thread_id, "second about markdown");
    const third = await enqueue(thread_id, "third about markdown");
    await h.client.runs.join(thread_id, third.run_id);
    expect(await status(thread_id, first.run_id)).toBe("success");
    expect(await humans(thread_id)).toEqual(["first about markdown", "second about markdown", "third about markdown"]);
    const types = (await threadValues(h.client, thread_id)).messages.map((m) => m.type);
    expect(types.at(-1)).toBe("ai");
  });

  it("wait while the thread waits on an interrupt, and run once it is answered", async () => {
    const { thread_id } = await h.client.threads.create();
    await streamRun(h.client, thread_id, "approve an email to bob@example.com about the launch");
    const queued = await enqueue(thread_id, "after the email, some markdown");
    // The scheduler looks about once a second: two looks and it still waits.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(await status(thread_id, queued.run_id)).toBe("pending");
    const resume = await h.client.runs.create(thread_id, GRAPH_ID, {
      command: { resume: { decisions: [{ type: "approve" }] } } as Command,
      multitaskStrategy: "enqueue",
    });
    await h.client.runs.join(thread_id, resume.run_id);
    await h.client.runs.join(thread_id, queued.run_id);
    expect(await status(thread_id, queued.run_id)).toBe("success");
    expect((await humans(thread_id)).at(-1)).toBe("after the email, some markdown");
    await waitFor(async () => ((await h.client.threads.get(thread_id)).status === "idle" ? true : undefined), 5_000, "an idle thread");
  });

  it("wait when queued while the run that stops on an interrupt still went", async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      const { thread_id } = await h.client.threads.create();
      const asking = await h.client.runs.create(thread_id, GRAPH_ID, { input: human("approve an email to bob@example.com about the launch") });
      const queued = await enqueue(thread_id, "queued before the question");
      await h.client.runs.join(thread_id, asking.run_id);
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await status(thread_id, queued.run_id)).toBe("pending");
      expect((await h.client.threads.get(thread_id)).status).toBe("interrupted");
      await h.client.runs.cancel(thread_id, queued.run_id);
    }
  });

  it("leaves its thread busy when removed while another run goes", async () => {
    const { thread_id } = await h.client.threads.create();
    const slow = await h.client.runs.create(thread_id, GRAPH_ID, { input: human("Please answer slowly: slow walkthrough") });
    await waitFor(async () => ((await status(thread_id, slow.run_id)) === "running" ? true : undefined), 5_000, "the slow run to start");
    const queued = await enqueue(thread_id, "removed");
    await h.client.runs.cancel(thread_id, queued.run_id);
    expect((await h.client.threads.get(thread_id)).status).toBe("busy");
    await h.client.runs.cancel(thread_id, slow.run_id);
  });

  it("is removed by cancelling its pending run, which then never runs", async () => {
    const { thread_id } = await h.client.threads.create();
    await streamRun(h.client, thread_id, "approve an email to bob@example.com about the launch");
    const queued = await enqueue(thread_id, "never sent");
    await h.client.runs.cancel(thread_id, queued.run_id);
    const resume = await h.client.runs.create(thread_id, GRAPH_ID, {
      command: { resume: { decisions: [{ type: "approve" }] } } as Command,
      multitaskStrategy: "enqueue",
    });
    await h.client.runs.join(thread_id, resume.run_id);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await status(thread_id, queued.run_id)).toBe("interrupted");
    expect(await humans(thread_id)).not.toContain("never sent");
  });
});
