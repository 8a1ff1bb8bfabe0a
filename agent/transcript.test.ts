import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customEvents,
  fetchPage,
  fullTranscript,
  serverFetch,
  startHarness,
  streamRun,
  textContent,
  threadValues,
  type Harness,
  type PageRow,
} from "./testing/harness";
import { generateThread } from "./seed/generate";
import { seedThread } from "./seed/write";

process.env.DEMO_COMPACT_AFTER = "6";

let h: Harness;
let thread: string;
beforeAll(async () => {
  h = await startHarness();
  thread = (await h.client.threads.create()).thread_id;
  // Three turns: 9 message rows plus the marker of the compaction on the third turn.
  for (const text of ["one", "two", "three"]) await streamRun(h.client, thread, text);
});
afterAll(async () => {
  await h?.dispose();
});

const seqs = (rows: readonly PageRow[]) => rows.map((row) => row.seq);

describe("GET /threads/{thread_id}/messages/page", () => {
  it("returns the newest page first, rows oldest-first, and pages back with before_seq", async () => {
    const all = await fullTranscript(h.server, thread);
    expect(all).toHaveLength(10);
    expect(seqs(all)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);

    const newest = await fetchPage(h.server, thread, { limit: 4 });
    expect(newest.status).toBe(200);
    expect(seqs(newest.body.data)).toEqual([7, 8, 9, 10]);
    expect(newest.body).toMatchObject({ has_more: true, next_before_seq: 7 });

    const middle = await fetchPage(h.server, thread, { limit: 4, before_seq: 7 });
    expect(seqs(middle.body.data)).toEqual([3, 4, 5, 6]);
    const oldest = await fetchPage(h.server, thread, { limit: 4, before_seq: 3 });
    expect(seqs(oldest.body.data)).toEqual([1, 2]);
    expect(oldest.body).toMatchObject({ has_more: false, next_before_seq: null });

    const row = newest.body.data[0]!;
    expect(row).toEqual({
      seq: 7,
      run_id: expect.any(String),
      content: expect.objectContaining({ type: expect.any(String) }),
      metadata: expect.objectContaining({ caller: "agent" }),
      created_at: expect.any(String),
    });
  });

  it("holds every message of the thread, including those compaction removed from the state", async () => {
    const rows = await fullTranscript(h.server, thread);
    const values = await threadValues(h.client, thread);
    const ids = rows.map((row) => row.content.id);
    for (const message of values.messages) expect(ids).toContain(message.id);
    // Rows hold messages exactly as /state serializes them.
    for (const message of values.messages) expect(rows.find((row) => row.content.id === message.id)?.content).toEqual(message);
    expect(rows.filter((row) => row.content.type === "human" && !(row.content).additional_kwargs?.durable_context_data).map((row) => textContent(row.content))).toEqual([
      "one",
      "two",
      "three",
    ]);
    expect(rows.filter((row) => row.content.type === "summary_marker")).toHaveLength(1);
    expect(values.messages.length).toBeLessThan(rows.length - 1);
  });

  it("reads forward with after_seq: the oldest rows after it, oldest first", async () => {
    const first = await fetchPage(h.server, thread, { after_seq: 0, limit: 4 });
    expect(first.status).toBe(200);
    expect(seqs(first.body.data)).toEqual([1, 2, 3, 4]);
    expect(first.body).toEqual({ data: expect.any(Array), has_more: true, next_after_seq: 4 });
    const next = await fetchPage(h.server, thread, { after_seq: 4, limit: 4 });
    expect(seqs(next.body.data)).toEqual([5, 6, 7, 8]);
    const last = await fetchPage(h.server, thread, { after_seq: 8, limit: 4 });
    expect(seqs(last.body.data)).toEqual([9, 10]);
    expect(last.body).toMatchObject({ has_more: false, next_after_seq: null });
    // The same rows as the backward pages, row for row.
    expect([...first.body.data, ...next.body.data, ...last.body.data]).toEqual(await fullTranscript(h.server, thread));
    expect((await fetchPage(h.server, thread, { after_seq: 10 })).body).toEqual({ data: [], has_more: false, next_after_seq: null });
    expect((await fetchPage(h.server, thread, { after_seq: 99 })).body).toEqual({ data: [], has_more: false, next_after_seq: null });
  });

  it("answers 400 to before_seq and after_seq together, 422 to a malformed after_seq", async () => {
    expect((await fetchPage(h.server, thread, { after_seq: 2, before_seq: 8 })).status).toBe(400);
    expect((await fetchPage(h.server, thread, { after_seq: "x" })).status).toBe(422);
    expect((await fetchPage(h.server, thread, { after_seq: -1 })).status).toBe(422);
    const fresh = (await h.client.threads.create()).thread_id;
    expect(await fetchPage(h.server, fresh, { after_seq: 0 })).toEqual({ status: 200, body: { data: [], has_more: false, next_after_seq: null } });
    expect((await fetchPage(h.server, "0b6a8d52-6f1e-4a57-9a8b-4c1f0d2e3f40", { after_seq: 0 })).status).toBe(404);
  });

  it("uses a default limit of 100 and clamps the limit to 1..2000", async () => {
    const fresh = (await h.client.threads.create()).thread_id;
    expect((await fetchPage(h.server, thread, { limit: 0 })).body.data).toHaveLength(1);
    expect((await fetchPage(h.server, thread, { after_seq: 0, limit: 0 })).body.data).toHaveLength(1);
    expect((await fetchPage(h.server, thread, { limit: 100_000 })).body.data).toHaveLength(10);
    expect((await fetchPage(h.server, thread)).body.data).toHaveLength(10);
    expect((await fetchPage(h.server, thread, { limit: "ten" })).status).toBe(422);
    expect((await fetchPage(h.server, thread, { before_seq: -1 })).status).toBe(422);
    // A thread that exists but never ran has an empty transcript, not a 404.
    expect(await fetchPage(h.server, fresh)).toEqual({ status: 200, body: { data: [], has_more: false, next_before_seq: null } });
  });

  it("answers 404 for an unknown thread, without breaking the other /threads routes", async () => {
    expect((await fetchPage(h.server, "0b6a8d52-6f1e-4a57-9a8b-4c1f0d2e3f40")).status).toBe(404);
    expect((await fetchPage(h.server, "not..a..thread")).status).toBe(404);
    const state = await serverFetch(h.server, `/threads/${thread}/state`);
    expect(state.status).toBe(200);
    const history = await serverFetch(h.server, `/threads/${thread}/history`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    expect(history.status).toBe(200);
    expect((await serverFetch(h.server, `/threads/${thread}`)).status).toBe(200);
  });

  it("is deleted with its thread, other threads keeping theirs", async () => {
    const doomed = (await h.client.threads.create()).thread_id;
    await streamRun(h.client, doomed, "soon gone");
    expect((await fetchPage(h.server, doomed)).status).toBe(200);
    await h.client.threads.delete(doomed);
    expect((await fetchPage(h.server, doomed)).status).toBe(404);
    expect((await serverFetch(h.server, `/threads/${doomed}`)).status).toBe(404);
    expect((await fetchPage(h.server, thread)).status).toBe(200);
  });

  it("keeps writing a complete, strictly increasing transcript when two threads run at once", async () => {
    const [a, b] = await Promise.all([h.client.threads.create(), h.client.threads.create()]);
    const conversation = async (threadId: string, tag: string) => {
      for (const turn of [1, 2, 3]) await streamRun(h.client, threadId, `${tag} turn ${turn}`);
    };
    await Promise.all([conversation(a.thread_id, "left"), conversation(b.thread_id, "right")]);
    for (const [threadId, tag] of [
      [a.thread_id, "left"],
      [b.thread_id, "right"],
    ] as const) {
      const rows = await fullTranscript(h.server, threadId);
      expect(seqs(rows)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
      const typed = rows.filter((row) => row.content.type === "human" && !(row.content).additional_kwargs?.durable_context_data);
      expect(typed.map((row) => textContent(row.content))).toEqual([1, 2, 3].map((turn) => `${tag} turn ${turn}`));
      expect(rows.filter((row) => row.content.type === "ai")).toHaveLength(3);
    }
  });

  it("says the whole thread's totals on the newest page, whatever its size", async () => {
    const seeded = generateThread({ messages: 1_500, compactions: 4, seed: 24 });
    const { threadId } = await seedThread({ apiUrl: h.server.url, dataDir: h.dataDir }, seeded);
    const rows = await fullTranscript(h.server, threadId);
    const compactions = rows.filter((row) => row.content.type === "summary_marker").length;
    const calls = rows.flatMap((row) => (row.content.type === "ai" && Array.isArray(row.content.tool_calls) ? (row.content.tool_calls as { id: string; name: string }[]) : []));
    const delegations = new Set(calls.filter((call) => call.name === "task").map((call) => call.id)).size;
    expect(compactions).toBe(4);
    // More than the state's capped ledger holds, and far more than the newest page shows.
    expect(delegations).toBeGreaterThan(50);
    for (const limit of [1, 100, 2000]) expect((await fetchPage(h.server, threadId, { limit })).body.totals).toEqual({ compactions, delegations });
    // Only the newest page carries them.
    const newest = await fetchPage(h.server, threadId, { limit: 100 });
    expect((await fetchPage(h.server, threadId, { limit: 100, before_seq: newest.body.next_before_seq! })).body.totals).toBeUndefined();
    expect((await fetchPage(h.server, threadId, { after_seq: 0, limit: 100 })).body.totals).toBeUndefined();
  });

  it("counts a run's compaction in the newest page's totals as it is stored", async () => {
    const own = (await h.client.threads.create()).thread_id;
    const markers = async () => (await fullTranscript(h.server, own)).filter((row) => row.content.type === "summary_marker").length;
    for (const text of ["one", "two"]) await streamRun(h.client, own, text);
    expect((await fetchPage(h.server, own, { limit: 1 })).body.totals).toEqual({ compactions: 0, delegations: 0 });
    // The third turn compacts (after 6 messages, as set above).
    await streamRun(h.client, own, "three");
    expect(await markers()).toBe(1);
    expect((await fetchPage(h.server, own, { limit: 1 })).body.totals).toEqual({ compactions: 1, delegations: 0 });
  });

  it("survives a restart and continues the sequence", async () => {
    const before = await fullTranscript(h.server, thread);
    await h.restart();
    expect(await fullTranscript(h.server, thread)).toEqual(before);
    const events = await streamRun(h.client, thread, "four");
    expect(customEvents(events)).toHaveLength(0);
    const after = await fullTranscript(h.server, thread);
    expect(after.slice(0, before.length)).toEqual(before);
    expect(seqs(after.slice(before.length))).toEqual([11, 12, 13]);
    expect(after.slice(before.length).map((row) => row.content.type)).toEqual(["human", "human", "ai"]);
  });
});
