import { writeFileSync } from "node:fs";
import { mkdtemp, open, rm, type FileHandle } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsBackward } from "./lines";
import { pageAfter, pageBefore, type TailView } from "./pages";

// Reading a long transcript from its start, or from its middle, touches only the lines the
// page holds and the few the binary search probes, never the whole file.

const ROWS = 5_000;
const CHUNK = 4 * 1024;
let dir: string;
let file: string;
let size: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "threadline-pages-"));
  file = path.join(dir, "t.jsonl");
  const lines = Array.from({ length: ROWS }, (_, i) =>
    JSON.stringify({ seq: i + 1, run_id: "r", content: { type: "human", id: `m${i + 1}`, content: `message ${i + 1} `.padEnd(80, ".") }, metadata: {}, created_at: "" }),
  );
  const text = `${lines.join("\n")}\n`;
  writeFileSync(file, text);
  size = Buffer.byteLength(text);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A reader over the file that counts the bytes it hands out. */
async function counted() {
  const fh = await open(file, "r");
  const stats = { bytes: 0 };
  const proxy = new Proxy(fh, {
    get(target, key) {
      if (key !== "read") return Reflect.get(target, key, target) as unknown;
      return async (...args: Parameters<FileHandle["read"]>) => {
        const result = await (target.read as (...a: unknown[]) => Promise<{ bytesRead: number }>)(...args);
        stats.bytes += result.bytesRead;
        return result;
      };
    },
  });
  const read = <T,>(reader: (handle: FileHandle) => Promise<T>) => reader(proxy);
  return { fh, stats, read };
}

async function tailOf(rows: number): Promise<TailView> {
  const fh = await open(file, "r");
  try {
    const newest = await rowsBackward(fh, size, rows + 1, CHUNK);
    return { size, tail: newest.slice(0, rows).reverse(), olderRows: newest.length > rows };
  } finally {
    await fh.close();
  }
}

describe("transcript pages from a long file", () => {
  it("reads the first page from the start of the file only", async () => {
    const { fh, stats, read } = await counted();
    try {
      const page = await pageAfter(await tailOf(100), read, 0, 50, CHUNK);
      expect(page.data.map((row) => row.seq)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(page).toMatchObject({ has_more: true, next_after_seq: 50 });
      // 50 lines of ~200 bytes, in whole chunks.
      expect(stats.bytes).toBeLessThanOrEqual(3 * CHUNK);
    } finally {
      await fh.close();
    }
  });

  it("reads a page from the middle through a binary search, and serves the tail from memory", async () => {
    const { fh, stats, read } = await counted();
    try {
      const tail = await tailOf(100);
      const middle = await pageAfter(tail, read, 2_500, 20, CHUNK);
      expect(middle.data.map((row) => row.seq)).toEqual(Array.from({ length: 20 }, (_, i) => 2_501 + i));
      // A chunk or two per step of the search (log2 of the rows), then the page.
      expect(stats.bytes).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(ROWS)) * CHUNK + 2 * CHUNK);
      expect(stats.bytes).toBeLessThan(size / 8);
      const before = stats.bytes;
      const end = await pageAfter(tail, read, ROWS - 10, 20, CHUNK);
      expect(end.data.map((row) => row.seq)).toEqual(Array.from({ length: 10 }, (_, i) => ROWS - 9 + i));
      expect(end).toMatchObject({ has_more: false, next_after_seq: null });
      expect(stats.bytes).toBe(before);
      // A page that starts before the tail and ends inside it reads on into the tail's lines.
      const across = await pageAfter(tail, read, ROWS - 105, 10, CHUNK);
      expect(across.data.map((row) => row.seq)).toEqual(Array.from({ length: 10 }, (_, i) => ROWS - 104 + i));
      // Backward reads agree with forward ones.
      const back = await pageBefore(tail, read, 2_521, 20, CHUNK);
      expect(back.data).toEqual(middle.data);
    } finally {
      await fh.close();
    }
  });
});
