import { appendFile, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keyOf } from "./keys";
import { TranscriptStore, type TranscriptEntry } from "./store";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "threadline-transcript-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const entry = (id: string, run = "run-1"): TranscriptEntry => ({
  key: id,
  run_id: run,
  content: { type: "human", id, content: `message ${id}` },
  metadata: { caller: "agent" },
});

describe("TranscriptStore", () => {
  it("appends rows with strictly increasing seq and writes each key once", async () => {
    const store = new TranscriptStore(dir);
    const first = await store.append("t1", [entry("a"), entry("b"), entry("a")]);
    const second = await store.append("t1", [entry("b"), entry("c")]);
    expect(first.map((row) => [row.seq, row.content.id])).toEqual([
      [1, "a"],
      [2, "b"],
    ]);
    expect(second.map((row) => [row.seq, row.content.id])).toEqual([[3, "c"]]);
    const lines = (await readFile(path.join(dir, "t1.jsonl"), "utf8")).trim().split("\n");
    expect(lines.map((line) => JSON.parse(line).seq)).toEqual([1, 2, 3]);
  });

  it("reloads from disk: a new store continues the sequence and the dedupe", async () => {
    await new TranscriptStore(dir).append("t1", [entry("a"), entry("b")]);
    const reopened = new TranscriptStore(dir);
    expect(await reopened.append("t1", [entry("b"), entry("c")])).toMatchObject([{ seq: 3, content: { id: "c" } }]);
  });

  it("keeps the dedupe of summaries that reuse a message id across a reload", async () => {
    // LangChain's legacy summaries take the id of a message they replace; the key tells them apart.
    const summary = (text: string): TranscriptEntry => {
      const content = { type: "human", id: "m1", content: text, additional_kwargs: { lc_source: "summarization" } };
      return { key: keyOf(content)!, run_id: "run-1", content, metadata: {} };
    };
    await new TranscriptStore(dir).append("t1", [entry("m1"), summary("first summary")]);
    const reopened = new TranscriptStore(dir);
    expect(await reopened.append("t1", [entry("m1"), summary("first summary")])).toEqual([]);
    expect((await reopened.append("t1", [summary("second summary")])).map((row) => row.seq)).toEqual([3]);
  });

  it("drops a torn last line left by a crash before appending again", async () => {
    const file = path.join(dir, "t1.jsonl");
    await new TranscriptStore(dir).append("t1", [entry("a"), entry("b")]);
    await appendFile(file, '{"seq":3,"run_id":"run-1","content":{"type":"hu');
    const store = new TranscriptStore(dir);
    const rows = await store.append("t1", [entry("c")]);
    expect(rows.map((row) => row.seq)).toEqual([3]);
    const lines = (await readFile(file, "utf8")).split("\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1).map((line) => JSON.parse(line).content.id)).toEqual(["a", "b", "c"]);
  });

  it("skips damaged lines in the middle of a file", async () => {
    const file = path.join(dir, "t1.jsonl");
    const row = (seq: number, id: string) => JSON.stringify({ seq, run_id: null, content: { type: "ai", id }, metadata: {}, created_at: "x" });
    await writeFile(file, `${row(1, "a")}\nnot json\n${row(2, "b")}\n`);
    const page = await new TranscriptStore(dir).page("t1", { limit: 10 });
    expect(page?.data.map((r) => r.content.id)).toEqual(["a", "b"]);
  });

  it("serializes concurrent appends to one thread and keeps threads independent", async () => {
    const store = new TranscriptStore(dir);
    const writes = [];
    for (let i = 0; i < 40; i++) {
      writes.push(store.append("t1", [entry(`x${i}`)]));
      writes.push(store.append("t2", [entry(`y${i}`), entry(`z${i}`)]));
    }
    await Promise.all(writes);
    for (const [thread, count] of [
      ["t1", 40],
      ["t2", 80],
    ] as const) {
      const lines = (await readFile(path.join(dir, `${thread}.jsonl`), "utf8")).trim().split("\n");
      expect(lines.map((line) => JSON.parse(line).seq)).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    }
  });

  it("pages newest first, rows oldest first within a page", async () => {
    const store = new TranscriptStore(dir);
    await store.append("t1", Array.from({ length: 7 }, (_, i) => entry(`m${i + 1}`)));
    const seqs = (page: Awaited<ReturnType<TranscriptStore["page"]>>) => page?.data.map((row) => row.seq);

    const newest = await store.page("t1", { limit: 3 });
    expect(seqs(newest)).toEqual([5, 6, 7]);
    expect(newest).toMatchObject({ has_more: true, next_before_seq: 5 });
    const older = await store.page("t1", { limit: 3, beforeSeq: 5 });
    expect(seqs(older)).toEqual([2, 3, 4]);
    const oldest = await store.page("t1", { limit: 3, beforeSeq: 2 });
    expect(seqs(oldest)).toEqual([1]);
    expect(oldest).toMatchObject({ has_more: false, next_before_seq: null });
    expect(await store.page("t1", { limit: 3, beforeSeq: 1 })).toEqual({ data: [], has_more: false, next_before_seq: null });
    expect(seqs(await store.page("t1", { limit: 100, beforeSeq: 1_000 }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("has no page for an unknown thread and rejects ids that are not file-safe", async () => {
    const store = new TranscriptStore(dir);
    expect(await store.page("never-written", { limit: 10 })).toBeUndefined();
    expect(await store.page("../etc", { limit: 10 })).toBeUndefined();
    await expect(store.append("../etc", [entry("a")])).rejects.toThrow(/Invalid thread id/);
  });

  it("removes a thread's transcript after the writes queued before it, leaving others", async () => {
    const store = new TranscriptStore(dir);
    await store.append("t1", [entry("a")]);
    await store.append("t2", [entry("x")]);
    const late = store.append("t1", [entry("b")]);
    await store.remove("t1");
    expect(await late).toHaveLength(1);
    expect(await store.page("t1", { limit: 10 })).toBeUndefined();
    await expect(readFile(path.join(dir, "t1.jsonl"), "utf8")).rejects.toThrow(/ENOENT/);
    expect((await store.page("t2", { limit: 10 }))?.data.map((row) => row.seq)).toEqual([1]);
    // A thread removed and written again starts over; removing nothing is fine.
    expect((await store.append("t1", [entry("a")])).map((row) => row.seq)).toEqual([1]);
    await store.remove("never-written");
    await store.remove("../etc");
  });
});
