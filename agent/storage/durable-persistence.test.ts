import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type StorageLog } from "./atomic-file";
import { durably, FLUSH_INTERVAL_MS, installDurablePersistence, OPS_FILE, retireAll } from "./durable-persistence";
import { journalPath, MIN_COMPACT_BYTES, readJournaled } from "./journaled-file";
import { waitFor } from "../testing/harness";
import { loadLibraryInternals, type LibraryInternals } from "./library";

// The crash-safe methods, installed on the library's own persistence class, as the server
// does, and exercised through it.

let lib: LibraryInternals;
const lines: { level: string; message: string }[] = [];
const log: StorageLog = (level, message) => lines.push({ level, message });
beforeAll(async () => {
  lib = await loadLibraryInternals();
  installDurablePersistence(lib.persist, log);
});

let cwd: string;
beforeEach(async () => {
  cwd = await mkdtemp(path.join(tmpdir(), "threadline-persist-"));
  lines.length = 0;
});
afterEach(async () => {
  vi.useRealTimers();
  retireAll();
  await rm(cwd, { recursive: true, force: true });
});

interface Threads {
  threads: Record<string, { title: string }>;
}
const NAME = ".langgraphjs_test.json";
const fileOf = () => path.join(cwd, ".langgraph_api", NAME);

async function open(): Promise<ReturnType<typeof connection>> {
  const conn = connection();
  await conn.initialize(cwd);
  return conn;
}
function connection() {
  return new lib.persist.FileSystemPersistence<Threads>(NAME, () => ({ threads: {} }));
}
const onDisk = async (file = fileOf()) => (await lib.persist.deserialize(await readFile(file, "utf8"))) as Threads;
const titles = (data: Threads | null) => Object.values(data?.threads ?? {}).map((thread) => thread.title);

describe("crash-safe library persistence", () => {
  it("writes a change made durably before the call returns", async () => {
    const conn = await open();
    await conn.with((data) => void (data.threads.a = { title: "lazy" }));
    // Outside durably(), a change waits for the interval.
    expect(existsSync(fileOf())).toBe(false);
    await durably(() => conn.with((data) => void (data.threads.b = { title: "durable" })));
    expect(titles(await onDisk())).toEqual(["lazy", "durable"]);
  });

  it("recovers a torn file from the last good copy, keeps the torn one and logs it", async () => {
    const conn = await open();
    await conn.with((data) => void (data.threads.a = { title: "first" }));
    await conn.flush();
    await conn.with((data) => void (data.threads.b = { title: "second" }));
    await conn.flush();
    const whole = await readFile(fileOf(), "utf8");
    await writeFile(fileOf(), whole.slice(0, whole.length / 2));

    const reopened = await open();

    expect(titles(reopened.data)).toEqual(["first"]);
    const names = await readdir(path.dirname(fileOf()));
    const aside = names.find((name) => name.startsWith(`${NAME}.corrupt-`));
    expect(aside).toBeDefined();
    expect(await readFile(path.join(path.dirname(fileOf()), aside!), "utf8")).toBe(whole.slice(0, whole.length / 2));
    expect(lines.map((line) => line.level)).toEqual(["error", "warn"]);
    expect(lines[1]?.message).toContain("recovered it from the last good copy");
    // The recovered store is whole on disk again.
    expect(titles(await onDisk())).toEqual(["first"]);
  });

  it("never starts silently empty: a torn file without a good copy is kept and reported", async () => {
    await (await open()).flush();
    await writeFile(fileOf(), '{"json":{"threads":{"a":');
    const reopened = await open();
    expect(titles(reopened.data)).toEqual([]);
    expect(lines.at(-1)).toMatchObject({ level: "error", message: expect.stringMatching(/starting empty/) });
    expect((await readdir(path.dirname(fileOf()))).some((name) => name.startsWith(`${NAME}.corrupt-`))).toBe(true);
  });

  it("writes within the interval even while the store never goes quiet", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    const conn = await open();
    // Six seconds of steady access: the library's debounce restarted its 3 s wait on each one.
    for (let i = 0; i < 4; i++) {
      await conn.with((data) => void (data.threads[`t${i}`] = { title: `t${i}` }));
      vi.advanceTimersByTime(FLUSH_INTERVAL_MS / 2);
    }
    // Timers still pending are dropped here; a write started during the activity lands.
    vi.useRealTimers();
    await waitFor(async () => (existsSync(fileOf()) ? true : undefined), 10_000, "the interval's write");
    expect(titles(await onDisk()).length).toBeGreaterThan(0);
  });

  it("does not rewrite an unchanged store, so the last good copy stays one change back", async () => {
    const conn = await open();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "one" })));
    await durably(() => conn.with((data) => void (data.threads.b = { title: "two" })));
    await durably(() => conn.with((data) => data.threads.a));
    await conn.flush();
    expect(titles(await onDisk(`${fileOf()}.bak`))).toEqual(["one"]);
  });

  it("stops writing once retired, so a closed server cannot overwrite its successor's file", async () => {
    const conn = await open();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "kept" })));
    retireAll();
    await durably(() => conn.with((data) => void (data.threads.b = { title: "late" })));
    await conn.flush();
    expect(titles(await onDisk())).toEqual(["kept"]);
  });
});

// The files that grow with use are journaled (journaled-file.ts): the ops file here.
type Store = Threads & { threads: Record<string, { title: string; body?: string }> };
const journaledFile = () => path.join(cwd, ".langgraph_api", OPS_FILE);
async function openJournaled() {
  const conn = new lib.persist.FileSystemPersistence<Store>(OPS_FILE, () => ({ threads: {} }));
  await conn.initialize(cwd);
  return conn;
}
const sizeOf = (file: string) => stat(file).then((s) => s.size, () => 0);
const journaledOnDisk = async () => (await readJournaled(journaledFile(), lib.persist)) as unknown as Store;

describe("journaled store files (threads and runs, checkpoints)", () => {
  it("a durable change appends what changed: its cost does not grow with the store", async () => {
    const conn = await openJournaled();
    const appendOne = async (title: string) => {
      const before = await sizeOf(journalPath(journaledFile()));
      await durably(() => conn.with((data) => void (data.threads.x = { title })));
      return (await sizeOf(journalPath(journaledFile()))) - before;
    };
    const small = await appendOne("small store");
    // A thousand threads of a kilobyte each join the store.
    await durably(() => conn.with((data) => {
      for (let i = 0; i < 1000; i++) data.threads[`t${i}`] = { title: `t${i}`, body: "x".repeat(1000) };
    }));
    const large = await appendOne("large store");
    expect(large).toBeGreaterThan(0);
    expect(large).toBeLessThan(small + 64);
    expect((await journaledOnDisk()).threads.x).toEqual({ title: "large store" });
  });

  it("a restart finds the snapshot with the journal replayed on it, changes in place included", async () => {
    const conn = await openJournaled();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "first" })));
    await durably(() => conn.with((data) => void (data.threads.a!.title = "renamed")));
    await durably(() => conn.with((data) => void (data.threads.b = { title: "second" })));
    await durably(() => conn.with((data) => void delete data.threads.b));
    retireAll();
    expect(titles((await openJournaled()).data)).toEqual(["renamed"]);
  });

  it("a torn last line loses only that write; the journal is kept aside and logged", async () => {
    const conn = await openJournaled();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "kept" })));
    await durably(() => conn.with((data) => void (data.threads.b = { title: "torn" })));
    retireAll();
    const journal = await readFile(journalPath(journaledFile()), "utf8");
    await writeFile(journalPath(journaledFile()), journal.slice(0, journal.length - 10));

    const reopened = await openJournaled();
    expect(titles(reopened.data)).toEqual(["kept"]);
    expect(lines).toEqual([{ level: "warn", message: expect.stringMatching(/unfinished last line; replayed the 1 records/) }]);
    const names = await readdir(path.dirname(journaledFile()));
    expect(names.some((name) => name.startsWith(`${OPS_FILE}.journal.damaged-`))).toBe(true);
    // What was replayed is in a new snapshot, and the journal starts empty.
    expect(await sizeOf(journalPath(journaledFile()))).toBe(0);
    expect(titles(await journaledOnDisk())).toEqual(["kept"]);
    // Later writes land as before.
    await durably(() => reopened.with((data) => void (data.threads.c = { title: "after" })));
    expect(titles(await journaledOnDisk())).toEqual(["kept", "after"]);
  });

  it("folds the journal into the snapshot once it outgrows it, and a crash between the two loses nothing", async () => {
    const conn = await openJournaled();
    // Four records of a mebibyte: the fourth takes the journal past the floor.
    const body = "y".repeat(MIN_COMPACT_BYTES / 4);
    const put = (i: number) => durably(() => conn.with((data) => void (data.threads[`big${i}`] = { title: `big${i}`, body })));
    for (let i = 0; i < 3; i++) await put(i);
    const journalBefore = await readFile(journalPath(journaledFile()));
    expect(journalBefore.byteLength).toBeGreaterThan(3 * body.length);
    await put(3);
    // The snapshot holds everything and the journal was emptied.
    expect(await sizeOf(journalPath(journaledFile()))).toBe(0);
    const snapshot = (await lib.persist.deserialize(await readFile(journaledFile(), "utf8"))) as Store;
    expect(titles(snapshot)).toEqual(["big0", "big1", "big2", "big3"]);
    // Below the new snapshot's size, the journal grows again.
    await put(4);
    expect(await sizeOf(journalPath(journaledFile()))).toBeGreaterThan(body.length);
    retireAll();

    // A crash after the snapshot, before the journal was emptied: its records replay over a
    // snapshot that already holds them.
    await writeFile(journaledFile(), await lib.persist.serialize(snapshot));
    await writeFile(journalPath(journaledFile()), journalBefore);
    const reopened = await openJournaled();
    expect(titles(reopened.data)).toEqual(["big0", "big1", "big2", "big3"]);
    expect(lines).toEqual([]);
  });

  it("stops writing once retired", async () => {
    const conn = await openJournaled();
    await durably(() => conn.with((data) => void (data.threads.a = { title: "kept" })));
    retireAll();
    await durably(() => conn.with((data) => void (data.threads.b = { title: "late" })));
    await conn.flush();
    expect(titles(await journaledOnDisk())).toEqual(["kept"]);
  });
});
