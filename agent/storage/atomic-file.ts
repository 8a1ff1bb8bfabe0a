import { closeSync, copyFileSync, fsyncSync, linkSync, openSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { access, open, readdir, readFile, rename, rm } from "node:fs/promises";
import path from "node:path";
import { PRIVATE_FILE } from "./private-files";

// Whole-file stores that survive a crash: a write replaces the file in one rename, the
// content it replaces stays as `<file>.bak`, and a load that finds a damaged file moves it
// aside and falls back to that copy, saying so. Never a silent empty store.

export type StorageLog = (level: "warn" | "error", message: string) => void;

export const consoleLog: StorageLog = (level, message) => console[level](`[threadline storage] ${message}`);

export const backupPath = (file: string): string => `${file}.bak`;
const stagedBackupPath = (file: string): string => `${file}.bak.tmp`;
// Each write has its own temporary file: a background write may still be under way.
let writes = 0;
const tempPath = (file: string): string => `${file}.tmp-${process.pid}-${++writes}`;

/**
 * Replaces `file` with `text`: a crash at any point leaves either the old or the new content.
 * Synchronous on purpose, so a caller can make a change durable before any other code runs.
 */
export function writeFileAtomicSync(file: string, text: string): void {
  const temp = tempPath(file);
  const fd = openSync(temp, "w", PRIVATE_FILE);
  try {
    writeFileSync(fd, text, "utf8");
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  commit(file, temp);
}

/**
 * The same without blocking while the data is written. `stillWanted` is asked just before the
 * file is replaced (a newer write may have finished meanwhile); returns whether it was.
 */
export async function writeFileAtomic(file: string, text: string, stillWanted: () => boolean): Promise<boolean> {
  const temp = tempPath(file);
  try {
    const handle = await open(temp, "w", PRIVATE_FILE);
    try {
      await handle.writeFile(text, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!stillWanted()) return false;
    commit(file, temp);
    return true;
  } finally {
    rmSync(temp, { force: true });
  }
}

/** Puts a synced temporary file in place of `file` (synchronous: never two at once). */
function commit(file: string, temp: string): void {
  keepBackup(file);
  renameSync(temp, file);
  fsyncDirectory(path.dirname(file));
}

/** Makes the current content of `file` its `.bak` (a second name for it, when links work). */
function keepBackup(file: string): void {
  const staged = stagedBackupPath(file);
  rmSync(staged, { force: true });
  try {
    linkSync(file, staged);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") return;
    // Filesystems without hard links: a copy; a crash mid-copy only leaves the staged file.
    copyFileSync(file, staged);
  }
  renameSync(staged, backupPath(file));
}

/** Makes the renames themselves durable; not every platform lets a directory be synced. */
function fsyncDirectory(dir: string): void {
  let fd: number | undefined;
  try {
    fd = openSync(dir, "r");
    fsyncSync(fd);
  } catch {
    // Best effort: the data itself was synced before the rename.
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

type Attempt<T> = { kind: "missing" } | { kind: "ok"; value: T; text: string } | { kind: "invalid"; reason: string };

async function attempt<T>(file: string, parse: (text: string) => Promise<T>): Promise<Attempt<T>> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { kind: "missing" };
    throw error;
  }
  try {
    return { kind: "ok", value: await parse(text), text };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { kind: "invalid", reason: `${text.length} characters, ${reason.slice(0, 200)}` };
  }
}

/** Renames a damaged file to `<file>.corrupt-<time>`, kept for inspection; returns the new path. */
async function moveAside(file: string, now: Date): Promise<string> {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  let target = `${file}.corrupt-${stamp}`;
  for (let n = 2; await exists(target); n++) target = `${file}.corrupt-${stamp}-${n}`;
  await rename(file, target);
  return target;
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

export interface Loaded<T> {
  value: T;
  /** `backup` when the file was missing or damaged and `<file>.bak` was used instead. */
  source: "file" | "backup";
}

/**
 * Reads `file` with `parse` (which throws on content it does not accept). A damaged file is
 * moved aside and the last good copy is used and written back; undefined when there is
 * neither (a first start, or nothing left to recover, which is logged as an error).
 */
export async function loadWithRecovery<T>(
  file: string,
  parse: (text: string) => Promise<T>,
  log: StorageLog = consoleLog,
  now: () => Date = () => new Date(),
): Promise<Loaded<T> | undefined> {
  // Leftovers of writes a crash interrupted; the file itself is still whole.
  const dir = path.dirname(file);
  const name = path.basename(file);
  const names = await readdir(dir).catch(() => [] as string[]);
  const leftovers = names.filter((entry) => entry.startsWith(`${name}.tmp-`) || entry === `${name}.bak.tmp`);
  await Promise.all(leftovers.map((entry) => rm(path.join(dir, entry), { force: true })));

  const main = await attempt(file, parse);
  if (main.kind === "ok") return { value: main.value, source: "file" };
  let damaged: string | undefined;
  if (main.kind === "invalid") {
    damaged = await moveAside(file, now());
    log("error", `${file} is damaged (${main.reason}); moved it to ${damaged}.`);
  }

  const backup = backupPath(file);
  const copy = await attempt(backup, parse);
  if (copy.kind === "ok") {
    writeFileAtomicSync(file, copy.text);
    log("warn", `${file} ${damaged ? "was damaged" : "was missing"}; recovered it from the last good copy, ${backup}.`);
    return { value: copy.value, source: "backup" };
  }
  if (copy.kind === "invalid") {
    const aside = await moveAside(backup, now());
    log("error", `${backup} is damaged too (${copy.reason}); moved it to ${aside}.`);
    damaged ??= aside;
  }
  if (damaged) log("error", `${file}: no good copy to recover from; starting empty. The damaged data is kept in ${damaged}.`);
  return undefined;
}
