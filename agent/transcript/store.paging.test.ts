import { appendFileSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TranscriptForwardPage, type TranscriptPage, type TranscriptRow } from "../wire";
import { TranscriptStore, type TranscriptStoreOptions } from "./store";

// The store reads pages from the end of a file and caches a bounded amount; the reference
// below is the behaviour it replaced (the whole file parsed into memory), kept here as the
// specification: every answer, backward or forward, must match it, whatever the cache, tail
// and chunk sizes.

function referenceRows(text: string): TranscriptRow[] {
  const complete = text.slice(0, text.lastIndexOf("\n") + 1);
  const rows: TranscriptRow[] = [];
  for (const line of complete.split("\n")) {
    let row: Partial<TranscriptRow> | undefined;
    try {
      row = line ? (JSON.parse(line) as Partial<TranscriptRow>) : undefined;
    } catch {
      row = undefined;
    }
    const valid = typeof row?.seq === "number" && typeof row.content === "object" && row.content !== null;
    if (valid && row!.seq! > (rows.at(-1)?.seq ?? 0)) rows.push(row as TranscriptRow);
  }
  return rows;
}

function referencePage(rows: TranscriptRow[], beforeSeq: number | undefined, limit: number): TranscriptPage | undefined {
  if (rows.length === 0) return undefined;
  const end = beforeSeq === undefined ? rows.length : rows.filter((row) => row.seq < beforeSeq).length;
  const start = Math.max(0, end - limit);
  const data = rows.slice(start, end);
  return { data, has_more: start > 0, next_before_seq: start > 0 ? (data[0]?.seq ?? null) : null };
}

function referenceForward(rows: TranscriptRow[], afterSeq: number, limit: number): TranscriptForwardPage | undefined {
  if (rows.length === 0) return undefined;
  const after = rows.filter((row) => row.seq > afterSeq);
  const data = after.slice(0, limit);
  const hasMore = after.length > limit;
  return { data, has_more: hasMore, next_after_seq: hasMore ? (data.at(-1)?.seq ?? null) : null };
}

type Op =
  | { kind: "append"; thread: number; ids: number[]; text: string }
  | { kind: "page"; thread: number; before: number | null; limit: number }
  | { kind: "forward"; thread: number; after: number; limit: number }
  | { kind: "unwritten"; thread: number; ids: number[] }
  | { kind: "restart" }
  // A crash mid-append (a torn last line), or damage inside the file, then a restart.
  | { kind: "tear"; thread: number; junk: string }
  | { kind: "damage"; thread: number; line: string };

const thread = fc.nat(2);
const ids = fc.array(fc.nat(40), { maxLength: 6 });
const ops: fc.Arbitrary<Op[]> = fc.array(
  fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: fc.constant("append" as const), thread, ids, text: fc.string({ unit: "grapheme", maxLength: 30 }) }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant("page" as const), thread, before: fc.option(fc.nat(60)), limit: fc.integer({ min: 1, max: 9 }) }) },
    { weight: 3, arbitrary: fc.record({ kind: fc.constant("forward" as const), thread, after: fc.nat(60), limit: fc.integer({ min: 1, max: 9 }) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("unwritten" as const), thread, ids }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("restart" as const) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("tear" as const), thread, junk: fc.constantFrom('{"seq":77,"content":{"ty', "{", "x") }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant("damage" as const), thread, line: fc.constantFrom("not json", "", "{}", '{"seq":3}', '{"seq":"9","content":{}}') }) },
  ),
  { maxLength: 40 },
);
const options: fc.Arbitrary<TranscriptStoreOptions> = fc.record({
  maxCacheBytes: fc.integer({ min: 0, max: 8_000 }),
  tailRows: fc.nat(5),
  chunkBytes: fc.integer({ min: 1, max: 80 }),
});

let root: string;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "threadline-paging-"));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

let runs = 0;

describe("TranscriptStore paging", () => {
  it("answers exactly as reading the whole file would, and keeps its cache within bounds", async () => {
    await fc.assert(
      fc.asyncProperty(options, ops, async (config, steps) => {
        const dir = path.join(root, `run-${runs++}`);
        const file = (n: number) => path.join(dir, `t${n}.jsonl`);
        const text = (n: number) => {
          try {
            return readFileSync(file(n), "utf8");
          } catch {
            return "";
          }
        };
        let store = new TranscriptStore(dir, config);
        for (const step of steps) {
          if (step.kind === "append") {
            const before = referenceRows(text(step.thread));
            const written = new Set(before.map((row) => row.content.id));
            const expected = [...new Set(step.ids.map((id) => `m${id}`))].filter((id) => !written.has(id));
            const rows = await store.append(
              `t${step.thread}`,
              step.ids.map((id) => ({ key: `m${id}`, run_id: "r", content: { type: "human", id: `m${id}`, content: step.text }, metadata: {} })),
            );
            const last = before.at(-1)?.seq ?? 0;
            expect(rows.map((row) => [row.seq, row.content.id])).toEqual(expected.map((id, i) => [last + i + 1, id]));
            expect(referenceRows(text(step.thread)).slice(before.length)).toEqual(rows);
          } else if (step.kind === "page") {
            const beforeSeq = step.before ?? undefined;
            const page = await store.page(`t${step.thread}`, { beforeSeq, limit: step.limit });
            expect(page).toEqual(referencePage(referenceRows(text(step.thread)), beforeSeq, step.limit));
          } else if (step.kind === "forward") {
            const page = await store.pageAfter(`t${step.thread}`, { afterSeq: step.after, limit: step.limit });
            expect(page).toEqual(referenceForward(referenceRows(text(step.thread)), step.after, step.limit));
          } else if (step.kind === "unwritten") {
            const keys = step.ids.map((id) => `m${id}`);
            const written = new Set(referenceRows(text(step.thread)).map((row) => row.content.id));
            expect(await store.unwritten(`t${step.thread}`, keys)).toEqual(new Set(keys.filter((key) => !written.has(key))));
          } else {
            await store.flush();
            if (step.kind === "tear" && text(step.thread)) appendFileSync(file(step.thread), step.junk);
            if (step.kind === "damage" && text(step.thread)) appendFileSync(file(step.thread), `${step.line}\n`);
            store = new TranscriptStore(dir, config);
          }
          expect(store.cachedBytes).toBeLessThanOrEqual(config.maxCacheBytes!);
        }
        await store.flush();
      }),
      { numRuns: 120 },
    );
  }, 150_000);

  it("caches the newest rows of recent threads within its byte bound, and evicts whole threads", async () => {
    const dir = path.join(root, "bound");
    const store = new TranscriptStore(dir, { maxCacheBytes: 50_000, tailRows: 20 });
    const long = "x".repeat(400);
    for (let t = 0; t < 6; t++) {
      await store.append(
        `t${t}`,
        Array.from({ length: 30 }, (_, i) => ({ key: `k${i}`, run_id: null, content: { type: "ai", id: `k${i}`, content: long }, metadata: {} })),
      );
      expect(store.cachedBytes).toBeLessThanOrEqual(50_000);
    }
    // Early threads were evicted, yet read back from their files exactly.
    const page = await store.page("t0", { limit: 5, beforeSeq: 10 });
    expect(page?.data.map((row) => row.seq)).toEqual([5, 6, 7, 8, 9]);
    expect(store.cachedBytes).toBeGreaterThan(0);
    expect(store.cachedBytes).toBeLessThanOrEqual(50_000);
  });
});
