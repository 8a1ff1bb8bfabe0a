import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { type StorageLog } from "./atomic-file";
import { durably, FLUSH_INTERVAL_MS, installDurablePersistence, retireAll } from "./durable-persistence";
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
