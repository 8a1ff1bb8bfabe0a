import { type Client } from "@langchain/langgraph-sdk";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPH_ID } from "./server";
import { fullTranscript, human, startHarness, STREAM_MODES, streamRun, textContent, threadValues, type Harness, type PageRow } from "./testing/harness";

// Edit and regenerate on the embedded server: runs forked from older checkpoints, the
// thread's head moved back to another branch, and the transcript showing the branch the
// thread is on (agent/README.md, "Branches").

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

interface Snapshot {
  values: { messages?: { id?: string }[] };
  checkpoint: { checkpoint_id?: string };
  parent_checkpoint?: { checkpoint_id?: string } | null;
  metadata?: { source?: string } | null;
}

/** The checkpoint before the one where `messageId` first appears, past input and fork copies (as the UI forks). */
async function forkPoint(client: Client, threadId: string, messageId: string): Promise<string> {
  const history = (await client.threads.getHistory(threadId, { limit: 500 })) as unknown as Snapshot[];
  const byId = new Map(history.map((s) => [s.checkpoint.checkpoint_id, s]));
  const holding = history.filter((s) => s.values.messages?.some((m) => m.id === messageId));
  let before = byId.get(holding.at(-1)?.parent_checkpoint?.checkpoint_id);
  while (before && (before.metadata?.source === "input" || before.metadata?.source === "fork") && byId.has(before.parent_checkpoint?.checkpoint_id)) {
    before = byId.get(before.parent_checkpoint?.checkpoint_id);
  }
  if (!before?.checkpoint.checkpoint_id) throw new Error(`no checkpoint before ${messageId}`);
  return before.checkpoint.checkpoint_id;
}

async function runFrom(client: Client, threadId: string, checkpointId: string, input: ReturnType<typeof human> | null) {
  for await (const event of client.runs.stream(threadId, GRAPH_ID, { input, checkpointId, streamMode: [...STREAM_MODES] })) {
    if (event.event === "error") throw new Error(JSON.stringify(event.data));
  }
}

const visible = (rows: readonly PageRow[]) =>
  rows.filter((row) => (row.content.type === "human" || row.content.type === "ai") && row.content.additional_kwargs?.hide_from_ui !== true).map((row) => textContent(row.content).split("\n")[0]);

describe("branches", () => {
  it("shows the branch the thread is on, and numbers regenerated answers", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "first question about caching");
    await streamRun(h.client, thread, "second question about indexes");
    const original = await h.client.threads.getState(thread);
    const originalHead = original.checkpoint.checkpoint_id!;
    const second = (await threadValues(h.client, thread)).messages.filter((m) => m.type === "human" && !m.additional_kwargs?.hide_from_ui).at(-1)!;

    // Edit: the second question asked differently, from the checkpoint before it.
    await runFrom(h.client, thread, await forkPoint(h.client, thread, second.id!), human("second question about pears"));
    const edited = await fullTranscript(h.server, thread);
    expect(visible(edited)).toEqual([
      "first question about caching",
      "Here is a short answer about **first question about caching**.",
      "second question about pears",
      "Here is a short answer about **second question about pears**.",
    ]);
    // Rows keep their file's seqs; the branch's first row says which row it follows.
    const start = edited.find((row) => textContent(row.content) === "second question about pears")!;
    expect(start.metadata?.after_seq).toBeLessThan(start.seq - 1);

    // Regenerate the edited answer: the run forks before it and says it is the second try.
    const answer = (await threadValues(h.client, thread)).messages.at(-1)!;
    await runFrom(h.client, thread, await forkPoint(h.client, thread, answer.id!), null);
    expect(visible(await fullTranscript(h.server, thread)).slice(2)).toEqual([
      "second question about pears",
      "Here is a short answer about **second question about pears** (attempt 2).",
    ]);

    // Moving the thread's head back to the first branch (what "Previous version" does) shows it again.
    await h.client.threads.updateState(thread, { values: null as unknown as Record<string, unknown>, checkpointId: originalHead });
    expect(visible(await fullTranscript(h.server, thread)).slice(2)).toEqual([
      "second question about indexes",
      "Here is a short answer about **second question about indexes**.",
    ]);

    // The first branch continues from its own end; its next answer is a first try.
    await streamRun(h.client, thread, "third question about queues");
    const continued = await fullTranscript(h.server, thread);
    expect(visible(continued).slice(2)).toEqual([
      "second question about indexes",
      "Here is a short answer about **second question about indexes**.",
      "third question about queues",
      "Here is a short answer about **third question about queues**.",
    ]);
    // No message shows twice in a branch.
    const ids = continued.map((row) => row.content.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("edits the first message of a thread into a branch of its own", async () => {
    const thread = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, thread, "hello about apples");
    const first = (await threadValues(h.client, thread)).messages.find((m) => m.type === "human")!;
    await runFrom(h.client, thread, await forkPoint(h.client, thread, first.id!), human("hello about pears"));
    expect(visible(await fullTranscript(h.server, thread))).toEqual(["hello about pears", "Here is a short answer about **hello about pears**."]);
  });
});
