import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type WireMessage } from "../wire";
import { TranscriptStore, type TranscriptEntry } from "./store";

// The whole thread's counts the newest page carries: over every row, kept up to date as rows
// are appended, and per branch in a forked thread.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "threadline-totals-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const row = (content: WireMessage): TranscriptEntry => ({ key: content.id!, run_id: "run", content, metadata: {} });
const human = (id: string) => row({ type: "human", id, content: id });
const tasks = (id: string, ...calls: string[]) =>
  row({ type: "ai", id, content: "", tool_calls: [...calls.map((call) => ({ id: call, name: "task", args: {} })), { id: `${id}-search`, name: "search", args: {} }] });
const marker = (id: string, extra: Record<string, unknown> = {}): TranscriptEntry => ({
  key: id,
  run_id: "run",
  content: { type: "summary_marker", id, replaced_count: 2, summary: "s", run_id: "run", created_at: "", tokens_before: 0, tokens_after: 0, condensed_ids: [], ...extra },
  metadata: {},
});

describe("TranscriptStore.totals", () => {
  it("counts compactions that happened and distinct task calls over every row", async () => {
    const store = new TranscriptStore(dir, { tailRows: 2 });
    await store.append("t", [human("h1"), tasks("a1", "c1", "c2"), marker("m1"), human("h2"), tasks("a2", "c3"), marker("m2", { failed: true }), marker("m3")]);
    expect(await store.totals("t")).toEqual({ compactions: 2, delegations: 3 });
  });

  it("reads a file it did not write, then counts rows as they are appended", async () => {
    await new TranscriptStore(dir).append("t", [human("h1"), tasks("a1", "c1"), marker("m1")]);
    const reopened = new TranscriptStore(dir, { tailRows: 1 });
    expect(await reopened.totals("t")).toEqual({ compactions: 1, delegations: 1 });
    await reopened.append("t", [human("h2"), tasks("a2", "c2"), marker("m2")]);
    expect(await reopened.totals("t")).toEqual({ compactions: 2, delegations: 2 });
  });

  it("counts the branch its head names in a forked thread", async () => {
    const store = new TranscriptStore(dir);
    await store.append("t", [human("h1"), tasks("a1", "c1"), marker("m1"), human("h2"), tasks("a2", "c2")]);
    // h2 edited after m1: the new branch repeats nothing of the old one's last turn.
    const edited = await store.append("t", [human("h2b"), tasks("a2b", "c3", "c4")], { head: 3 });
    expect(await store.totals("t")).toEqual({ compactions: 1, delegations: 3 });
    expect(await store.totals("t", { head: 5 })).toEqual({ compactions: 1, delegations: 2 });
    expect(await store.totals("t", { head: edited.at(-1)!.seq })).toEqual({ compactions: 1, delegations: 3 });
  });

  it("has none for a thread without a transcript", async () => {
    const store = new TranscriptStore(dir);
    expect(await store.totals("never-written")).toBeUndefined();
    expect(await store.totals("../etc")).toBeUndefined();
  });
});
