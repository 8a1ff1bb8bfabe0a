import { spawn } from "node:child_process";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../runtime";
import { versions, WRITER } from "../testing/atomic-writer";
import { backupPath, loadWithRecovery, writeFileAtomic, writeFileAtomicSync, type StorageLog } from "./atomic-file";

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "threadline-atomic-"));
  file = path.join(dir, "store.json");
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Accepts JSON objects only, as the real stores do. */
async function parse(text: string): Promise<Record<string, unknown>> {
  const value: unknown = JSON.parse(text);
  if (typeof value !== "object" || value === null) throw new Error("not an object");
  return value as Record<string, unknown>;
}

function recorder() {
  const lines: { level: string; message: string }[] = [];
  const log: StorageLog = (level, message) => lines.push({ level, message });
  return { lines, log };
}

const at = () => new Date("2030-01-02T03:04:05.678Z");

describe("writeFileAtomicSync", () => {
  it("replaces the file and keeps the content it replaced as .bak", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    expect(await readFile(file, "utf8")).toBe('{"v":1}');
    writeFileAtomicSync(file, '{"v":2}');
    writeFileAtomicSync(file, '{"v":3}');
    expect(await readFile(file, "utf8")).toBe('{"v":3}');
    expect(await readFile(backupPath(file), "utf8")).toBe('{"v":2}');
    expect((await readdir(dir)).sort()).toEqual(["store.json", "store.json.bak"]);
  });

  it("in the background, drops a write that is no longer wanted when its data is down", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    expect(await writeFileAtomic(file, '{"v":2}', () => true)).toBe(true);
    // A newer write finished while this one was under way.
    expect(await writeFileAtomic(file, '{"stale":true}', () => false)).toBe(false);
    expect(await readFile(file, "utf8")).toBe('{"v":2}');
    expect(await readFile(backupPath(file), "utf8")).toBe('{"v":1}');
    expect((await readdir(dir)).sort()).toEqual(["store.json", "store.json.bak"]);
  });

  it("leaves the old or the new content when the writer is killed at any moment", async () => {
    for (const delayMs of [0, 5, 17]) {
      const child = spawn(path.join(REPO_ROOT, "node_modules", ".bin", "tsx"), [WRITER, file], {
        detached: true,
        stdio: ["ignore", "pipe", "inherit"],
      });
      const exited = new Promise((resolve) => child.once("exit", resolve));
      // Kill once a few writes are done, so that both the file and its .bak exist.
      await new Promise<void>((resolve) => {
        let output = "";
        child.stdout.on("data", (chunk: Buffer) => {
          output += chunk.toString();
          if (output.includes("wrote 2\n")) resolve();
        });
      });
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      process.kill(-child.pid!, "SIGKILL");
      await exited;

      expect(versions).toContain(await readFile(file, "utf8"));
      expect(versions).toContain(await readFile(backupPath(file), "utf8"));
      const { lines, log } = recorder();
      expect((await loadWithRecovery(file, parse, log))?.source).toBe("file");
      expect(lines).toEqual([]);
    }
  }, 120_000);
});

describe("loadWithRecovery", () => {
  it("finds nothing on a first start, and says nothing", async () => {
    const { lines, log } = recorder();
    expect(await loadWithRecovery(file, parse, log)).toBeUndefined();
    expect(lines).toEqual([]);
  });

  it("reads an intact file and clears leftovers of an interrupted write", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    await writeFile(`${file}.tmp-1-1`, '{"v":2, "torn');
    const { lines, log } = recorder();
    expect(await loadWithRecovery(file, parse, log)).toEqual({ value: { v: 1 }, source: "file" });
    expect(lines).toEqual([]);
    expect((await readdir(dir)).sort()).toEqual(["store.json"]);
  });

  it("moves a torn file aside, recovers the last good copy and logs it", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    writeFileAtomicSync(file, '{"v":2}');
    await writeFile(file, '{"v":3, "threads": {"a');
    const { lines, log } = recorder();

    expect(await loadWithRecovery(file, parse, log, at)).toEqual({ value: { v: 1 }, source: "backup" });

    const aside = path.join(dir, "store.json.corrupt-2030-01-02T03-04-05-678Z");
    expect(await readFile(aside, "utf8")).toBe('{"v":3, "threads": {"a');
    expect(await readFile(file, "utf8")).toBe('{"v":1}');
    expect(lines.map((line) => line.level)).toEqual(["error", "warn"]);
    expect(lines[0]?.message).toContain(aside);
    expect(lines[1]?.message).toMatch(/recovered it from the last good copy/);
  });

  it("treats content the parser rejects (an empty file) as damaged", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    writeFileAtomicSync(file, '{"v":2}');
    await writeFile(file, "");
    const { log } = recorder();
    expect((await loadWithRecovery(file, parse, log, at))?.value).toEqual({ v: 1 });
    expect(await readdir(dir)).toContain("store.json.corrupt-2030-01-02T03-04-05-678Z");
  });

  it("uses the copy when the file itself is missing", async () => {
    writeFileAtomicSync(file, '{"v":1}');
    writeFileAtomicSync(file, '{"v":2}');
    await rm(file);
    const { lines, log } = recorder();
    expect(await loadWithRecovery(file, parse, log)).toEqual({ value: { v: 1 }, source: "backup" });
    expect(lines).toEqual([{ level: "warn", message: expect.stringMatching(/was missing/) }]);
  });

  it("keeps both damaged files and says it starts empty when nothing is left", async () => {
    await writeFile(file, "{torn");
    await writeFile(backupPath(file), "also torn");
    const { lines, log } = recorder();
    expect(await loadWithRecovery(file, parse, log, at)).toBeUndefined();
    const names = (await readdir(dir)).sort();
    expect(names).toEqual(["store.json.bak.corrupt-2030-01-02T03-04-05-678Z", "store.json.corrupt-2030-01-02T03-04-05-678Z"]);
    expect(lines.map((line) => line.level)).toEqual(["error", "error", "error"]);
    expect(lines[2]?.message).toMatch(/starting empty.*kept in .*store\.json\.corrupt-/);
  });
});
