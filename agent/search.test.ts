import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type MessageSearchAnswer } from "../core/wire";
import { serverFetch, startHarness, streamRun, type Harness } from "./testing/harness";

// POST /threads/search/messages (docs/wire-contracts.md, "Message search"): the embedded
// server's search over every stored message, confined to the threads the caller may see.

let h: Harness;
let alice: string;
let bob: string;
beforeAll(async () => {
  h = await startHarness();
  alice = (await h.client.threads.create({ metadata: { owner: "alice" } })).thread_id;
  bob = (await h.client.threads.create({ metadata: { owner: "bob" } })).thread_id;
  await streamRun(h.client, alice, "alice asks about quince marmalade, a.*b and 100% \"quoted\" 榅桲果酱");
  await streamRun(h.client, bob, "bob asks about quince jam");
});
afterAll(async () => {
  await h?.dispose();
});

async function search(body: Record<string, unknown>): Promise<{ status: number; answer: MessageSearchAnswer }> {
  const response = await serverFetch(h.server, "/threads/search/messages", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  return { status: response.status, answer: (await response.json()) as MessageSearchAnswer };
}

const threadsFound = async (body: Record<string, unknown>) => [...new Set((await search(body)).answer.results.map((r) => r.thread_id))].sort();

describe("message search", () => {
  it("finds a user's messages and never another user's", async () => {
    expect(await threadsFound({ query: "QUINCE", owner: "alice" })).toEqual([alice]);
    expect(await threadsFound({ query: "quince", owner: "bob" })).toEqual([bob]);
    expect(await threadsFound({ query: "marmalade", owner: "bob" })).toEqual([]);
    expect(await threadsFound({ query: "quince", owner: "carol" })).toEqual([]);
    // Limited to one thread: the proxy names it, with its owner.
    expect(await threadsFound({ query: "quince", owner: "bob", ids: [alice] })).toEqual([]);
    expect(await threadsFound({ query: "quince", ids: [] })).toEqual([]);
    // One team (no owner named): everyone's.
    expect(await threadsFound({ query: "quince" })).toEqual([alice, bob].sort());
  });

  it("answers with the message, a snippet marking the match, newest first", async () => {
    const { status, answer } = await search({ query: "quince marmalade", owner: "alice" });
    expect(status).toBe(200);
    const hit = answer.results.find((r) => r.kind === "message");
    expect(hit).toMatchObject({ thread_id: alice, kind: "message", match_length: "quince marmalade".length });
    expect(hit!.message_id).toEqual(expect.any(String));
    expect(hit!.snippet.slice(hit!.match_start, hit!.match_start + hit!.match_length)).toBe("quince marmalade");
    const times = (await search({ query: "quince" })).answer.results.map((r) => Date.parse(r.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it("lists a chat whose messages match by those messages, not again by its name; a name alone still finds its chat", async () => {
    const { answer } = await search({ query: "alice asks", owner: "alice" });
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.every((r) => r.kind === "message")).toBe(true);
    const named = (await h.client.threads.create({ metadata: { owner: "alice", title: "Zanzibar trip" } })).thread_id;
    expect((await search({ query: "zanzibar", owner: "alice" })).answer.results).toEqual([expect.objectContaining({ thread_id: named, kind: "title", snippet: "Zanzibar trip" })]);
  });

  it("shows an answer's words without its markdown", async () => {
    const results = (await search({ query: "marmalade", owner: "alice" })).answer.results;
    const answers = results.filter((r) => r.snippet.includes("answer about"));
    expect(answers.length).toBeGreaterThan(0);
    for (const hit of answers) expect(hit.snippet).not.toContain("**");
  });

  it("matches the text literally", async () => {
    expect(await threadsFound({ query: "a.*b", owner: "alice" })).toEqual([alice]);
    expect(await threadsFound({ query: "a.*c", owner: "alice" })).toEqual([]);
    expect(await threadsFound({ query: "100%", owner: "alice" })).toEqual([alice]);
    expect(await threadsFound({ query: "%%", owner: "alice" })).toEqual([]);
    expect(await threadsFound({ query: "(?i)QUINCE", owner: "alice" })).toEqual([]);
    expect(await threadsFound({ query: '"quoted"', owner: "alice" })).toEqual([alice]);
    expect(await threadsFound({ query: "榅桲", owner: "alice" })).toEqual([alice]);
    expect(await threadsFound({ query: "^alice", owner: "alice" })).toEqual([]);
  });

  it("refuses an empty query and an owner that names no one", async () => {
    expect((await search({ query: "   " })).status).toBe(422);
    expect((await search({ query: "quince", owner: "" })).status).toBe(422);
  });

  it("finds a transcript written around the store (seeding), once its thread exists", async () => {
    const threadId = randomUUID();
    const row = { seq: 1, run_id: null, content: { type: "human", id: "seeded-1", content: "a seeded word: wombat" }, metadata: {}, created_at: "2025-01-01T00:00:00.000Z" };
    await mkdir(path.join(h.dataDir, "transcripts"), { recursive: true });
    await writeFile(path.join(h.dataDir, "transcripts", `${threadId}.jsonl`), `${JSON.stringify(row)}\n`);
    await h.client.threads.create({ threadId, metadata: { owner: "alice" } });
    const { answer } = await search({ query: "wombat", owner: "alice" });
    expect(answer.results).toEqual([expect.objectContaining({ thread_id: threadId, message_id: "seeded-1", seq: 1, kind: "message" })]);
  });

  it("finds what was stored before a restart, and nothing of a deleted thread", async () => {
    await h.restart();
    expect(await threadsFound({ query: "marmalade", owner: "alice" })).toEqual([alice]);
    await h.client.threads.delete(bob);
    expect(await threadsFound({ query: "quince" })).toEqual([alice]);
  });
});
