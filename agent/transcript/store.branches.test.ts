import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { TranscriptStore, type TranscriptEntry } from "./store";

// A forked thread's transcript: rows of every branch in one file, each page showing one branch.

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "threadline-branches-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = (id: string): TranscriptEntry => ({ key: id, run_id: "run", content: { type: "human", id, content: id }, metadata: { caller: "agent" } });
const ids = (page: { data: { content: { id?: unknown } }[] } | undefined) => page?.data.map((row) => row.content.id);

/** h1 a1 h2 a2, then h2 edited (h2b a2b) after a1: the shape an edit leaves. */
async function editedThread(store: TranscriptStore) {
  await store.append("t", ["h1", "a1", "h2", "a2"].map(entry));
  const edited = await store.append("t", [entry("h1"), entry("a1"), entry("h2b")], { head: 2 });
  await store.append("t", [entry("a2b")], { head: edited.at(-1)!.seq });
  return edited;
}

describe("a forked transcript", () => {
  it("starts a branch where a write continues an older row, and marks its first row", async () => {
    const store = new TranscriptStore(dir);
    const edited = await editedThread(store);
    // h1 and a1 are in the branch already: only the edited message is new.
    expect(edited.map((row) => [row.seq, row.content.id, row.metadata.after_seq])).toEqual([[5, "h2b", 2]]);
    expect(await store.forked("t")).toBe(true);
    expect(await readdir(dir)).toContain("t.forked");
  });

  it("pages the branch its head names, with the seqs rows have in the file", async () => {
    const store = new TranscriptStore(dir);
    await editedThread(store);
    expect(ids(await store.page("t", { limit: 10 }))).toEqual(["h1", "a1", "h2b", "a2b"]);
    expect(ids(await store.page("t", { limit: 10, branch: { head: 4 } }))).toEqual(["h1", "a1", "h2", "a2"]);
    const newest = await store.page("t", { limit: 2, branch: { head: 6 } });
    expect(newest?.data.map((row) => row.seq)).toEqual([5, 6]);
    expect(newest).toMatchObject({ has_more: true, next_before_seq: 5 });
    expect(ids(await store.page("t", { limit: 2, branch: { head: 6 }, beforeSeq: 5 }))).toEqual(["h1", "a1"]);
    const forward = await store.pageAfter("t", { afterSeq: 1, limit: 2, branch: { head: 6 } });
    expect(forward?.data.map((row) => row.seq)).toEqual([2, 5]);
    expect(forward).toMatchObject({ has_more: true, next_after_seq: 5 });
  });

  it("writes a message again in a branch that lacks it, and never twice in one", async () => {
    const store = new TranscriptStore(dir);
    await editedThread(store);
    // The first branch continues: a2 is in it, the new answer is not.
    const continued = await store.append("t", [entry("a2"), entry("h3")], { head: 4 });
    expect(continued.map((row) => [row.seq, row.content.id, row.metadata.after_seq])).toEqual([[7, "h3", 4]]);
    // The edited branch gets its own row of a message it did not have.
    expect((await store.append("t", [entry("h3")], { head: 6 })).map((row) => row.seq)).toEqual([8]);
    expect(await store.unwritten("t", ["h3", "a2", "a2b"], { head: 8 })).toEqual(new Set(["a2"]));
  });

  it("keeps its branches across a reload", async () => {
    await editedThread(new TranscriptStore(dir));
    const reopened = new TranscriptStore(dir);
    expect(ids(await reopened.page("t", { limit: 10, branch: { head: 4 } }))).toEqual(["h1", "a1", "h2", "a2"]);
    expect(await reopened.append("t", [entry("h2b"), entry("x")], { head: 6 })).toMatchObject([{ seq: 7, content: { id: "x" } }]);
  });

  it("infers the head from the state's messages when none is recorded", async () => {
    const store = new TranscriptStore(dir);
    await store.append("t", ["h1", "a1", "h2", "a2"].map(entry));
    // A thread written before heads were recorded continues where its messages are...
    expect(await store.append("t", [entry("h3")], { known: ["h1", "a1", "h2", "a2"] })).toMatchObject([{ seq: 5, metadata: { caller: "agent" } }]);
    // ...and an edit of the first message, whose state holds nothing written yet, starts anew.
    const fresh = await store.append("t", [entry("h1b")], { known: ["h1b"] });
    expect(fresh.map((row) => [row.seq, row.metadata.after_seq])).toEqual([[6, 0]]);
    expect(ids(await store.page("t", { limit: 10 }))).toEqual(["h1b"]);
  });

  it("leaves a thread that never forked as it was: no marker, every row on every page", async () => {
    const store = new TranscriptStore(dir);
    await store.append("t", ["h1", "a1"].map(entry));
    await store.append("t", [entry("h2")], { head: 2 });
    expect(await store.forked("t")).toBe(false);
    expect(await readdir(dir)).toEqual(["t.jsonl"]);
    expect(ids(await store.page("t", { limit: 10, branch: { head: 1 } }))).toEqual(["h1", "a1", "h2"]);
    const lines = (await readFile(path.join(dir, "t.jsonl"), "utf8")).trim().split("\n");
    expect(lines.every((line) => !("after_seq" in JSON.parse(line).metadata))).toBe(true);
  });

  it("removes the marker with the transcript", async () => {
    const store = new TranscriptStore(dir);
    await editedThread(store);
    await store.remove("t");
    expect(await readdir(dir)).toEqual([]);
    expect(await store.forked("t")).toBe(false);
  });
});
