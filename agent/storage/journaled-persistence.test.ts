import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type StorageLog } from "./atomic-file";
import { durably, installDurablePersistence, OPS_FILE, retireAll } from "./durable-persistence";
import { journalPath, MIN_COMPACT_BYTES, readJournaled } from "./journaled-file";
import { loadLibraryInternals, type LibraryInternals } from "./library";

// The journaled store files (the ops file here), through the library's own persistence class
// with the crash-safe methods installed, as the server runs them.

let lib: LibraryInternals;
const lines: { level: string; message: string }[] = [];
const log: StorageLog = (level, message) => lines.push({ level, message });
beforeAll(async () => {
  lib = await loadLibraryInternals();
  installDurablePersistence(lib.persist, log);
});

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), "threadline-journal-"));
  lines.length = 0;
});
afterEach(async () => {
  retireAll();
  await rm(cwd, { recursive: true, force: true });
});

interface Store {
  threads: Record<string, { title: string; body?: string }>;
}
const fileOf = () => path.join(cwd, ".langgraph_api", OPS_FILE);
async function open() {
  const conn = new lib.persist.FileSystemPersistence<Store>(OPS_FILE, () => ({ threads: {} }));
  await conn.initialize(cwd);
  return conn;
}
const sizeOf = (file: string) => stat(file).then((s) => s.size, () => 0);
const onDisk = async () => (await readJournaled(fileOf(), lib.persist)) as unknown as Store;
const titles = (data: Store | null) => Object.values(data?.threads ?? {}).map((thread) => thread.title);

describe("journaled store files", () => {
  it("a durable change appends what changed: its cost does not grow with the store", async () => {
    const conn = await open();
    const appendOne = async (title: string) => {
      const before = await sizeOf(journalPath(fileOf()));
      await durably(() => conn.with((data) => void (data.threads.x = { title })));
      return (await sizeOf(journalPath(fileOf()))) - before;
    };
    const small = await appendOne("small store");
    // A thousand threads of a kilobyte each join the store.
    await durably(() => conn.with((data) => {
      for (let i = 0; i < 1000; i++) data.threads[`t${i}`] = { title: `t${i}`, body: "x".repeat(1000) };
    }));
    const large = await appendOne("large store");
    expect(large).toBeGreaterThan(0);
    expect(large).toBeLessThan(small + 64);
    expect((await onDisk()).threads.x).toEqual({ title: "large store" });
  });

  it("a restart finds the snapshot with the journal replayed on it, changes in place included", async () => {
    const conn = await open();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "first" })));
    await durably(() => conn.with((data) => void (data.threads.a!.title = "renamed")));
    await durably(() => conn.with((data) => void (data.threads.b = { title: "second" })));
    await durably(() => conn.with((data) => void delete data.threads.b));
    retireAll();
    expect(titles((await open()).data)).toEqual(["renamed"]);
  });

  it("a torn last line loses only that write; the journal is kept aside and logged", async () => {
    const conn = await open();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "kept" })));
    await durably(() => conn.with((data) => void (data.threads.b = { title: "torn" })));
    retireAll();
    const journal = await readFile(journalPath(fileOf()), "utf8");
    await writeFile(journalPath(fileOf()), journal.slice(0, journal.length - 10));

    const reopened = await open();
    expect(titles(reopened.data)).toEqual(["kept"]);
    expect(lines).toEqual([{ level: "warn", message: expect.stringMatching(/unfinished last line; replayed the 1 records/) }]);
    const names = await readdir(path.dirname(fileOf()));
    expect(names.some((name) => name.startsWith(`${OPS_FILE}.journal.damaged-`))).toBe(true);
    // What was replayed is in a new snapshot, and the journal starts empty.
    expect(await sizeOf(journalPath(fileOf()))).toBe(0);
    expect(titles(await onDisk())).toEqual(["kept"]);
    // Later writes land as before.
    await durably(() => reopened.with((data) => void (data.threads.c = { title: "after" })));
    expect(titles(await onDisk())).toEqual(["kept", "after"]);
  });

  it("folds the journal into the snapshot once it outgrows it, and a crash between the two loses nothing", async () => {
    const conn = await open();
    // Four records of a mebibyte: the fourth takes the journal past the floor.
    const body = "y".repeat(MIN_COMPACT_BYTES / 4);
    const put = (i: number) => durably(() => conn.with((data) => void (data.threads[`big${i}`] = { title: `big${i}`, body })));
    for (let i = 0; i < 3; i++) await put(i);
    const journalBefore = await readFile(journalPath(fileOf()));
    expect(journalBefore.byteLength).toBeGreaterThan(3 * body.length);
    await put(3);
    // The snapshot holds everything and the journal was emptied.
    expect(await sizeOf(journalPath(fileOf()))).toBe(0);
    const snapshot = (await lib.persist.deserialize(await readFile(fileOf(), "utf8"))) as Store;
    expect(titles(snapshot)).toEqual(["big0", "big1", "big2", "big3"]);
    // Below the new snapshot's size, the journal grows again.
    await put(4);
    expect(await sizeOf(journalPath(fileOf()))).toBeGreaterThan(body.length);
    retireAll();

    // A crash after the snapshot, before the journal was emptied: its records replay over a
    // snapshot that already holds them.
    await writeFile(fileOf(), await lib.persist.serialize(snapshot));
    await writeFile(journalPath(fileOf()), journalBefore);
    const reopened = await open();
    expect(titles(reopened.data)).toEqual(["big0", "big1", "big2", "big3"]);
    expect(lines).toEqual([]);
  });

  it("stops writing once retired", async () => {
    const conn = await open();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "kept" })));
    retireAll();
    await durably(() => conn.with((data) => void (data.threads.b = { title: "late" })));
    await conn.flush();
    expect(titles(await onDisk())).toEqual(["kept"]);
  });
});
