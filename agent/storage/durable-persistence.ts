import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import path from "node:path";
import { consoleLog, loadWithRecovery, writeFileAtomic, writeFileAtomicSync, type StorageLog } from "./atomic-file";
import { type RecordPath } from "./journal";
import { appendRecords, compact, type JournalState, recordsOf, replayJournal, wantsCompaction } from "./journaled-file";
import { type Persistence, type PersistModule } from "./library";
import { makePrivateDir } from "./private-files";
import { type RecordDepths, trackRecords, type Tracked } from "./tracked";

// Makes the library's file persistence crash-safe. Its store files (threads and runs,
// checkpoints, the key-value store) are written by one class whose instances for checkpoints
// and the store are private to the library, so the class itself is given new methods:
// - a write replaces the file atomically and keeps the previous one as `.bak`;
// - a start validates the file and recovers a damaged one from `.bak`, saying so;
// - changes are written at most FLUSH_INTERVAL_MS after they happen, in the background (the
//   library's 3 s debounce could put writes off for as long as the server stayed busy);
// - inside `durably()`, every change is written, synchronously, before any other code can
//   observe it.
// The large files (threads and runs, checkpoints) are journaled (journaled-file.ts): a write
// appends the records that changed, so its cost does not grow with what is stored.

export const FLUSH_INTERVAL_MS = 3_000;

export const OPS_FILE = ".langgraphjs_ops.json";
export const CHECKPOINT_FILE = ".langgraphjs_api.checkpointer.json";

/** The journaled store files, with how deep their records sit (tracked.ts). */
const JOURNALED: ReadonlyMap<string, RecordDepths> = new Map<string, RecordDepths>([
  [OPS_FILE, { runs: 1, threads: 1, assistants: 1, retry_counter: 1 }],
  [CHECKPOINT_FILE, { storage: 3, writes: 1 }],
]);

interface Journal {
  raw: Record<string, unknown>;
  tracked: Tracked<Record<string, unknown>>;
  state: JournalState;
}

interface FileState {
  /** Digest of the content last written, to skip rewriting unchanged files. */
  written?: string;
  /** Writes started and the newest one in place: an older background write is dropped. */
  started: number;
  committed: number;
  /** Set once its server closed: a late change must not overwrite what the next one reads. */
  retired?: boolean;
  journal?: Journal;
}

interface Shared {
  installed: WeakSet<object>;
  /** Open store files by path; the newest instance for a path wins. */
  live: Map<string, Persistence>;
  states: WeakMap<Persistence, FileState>;
  durable: AsyncLocalStorage<true>;
  lib?: PersistModule;
  log: StorageLog;
}

// Process-wide, like the library's own module state (test runners may load this file twice).
const KEY = Symbol.for("threadline.agent.durable-persistence");
const holder = globalThis as { [KEY]?: Shared };
const shared: Shared = (holder[KEY] ??= {
  installed: new WeakSet(),
  live: new Map(),
  states: new WeakMap(),
  durable: new AsyncLocalStorage(),
  log: consoleLog,
});

function stateOf(conn: Persistence): FileState {
  let state = shared.states.get(conn);
  if (!state) shared.states.set(conn, (state = { started: 0, committed: 0 }));
  return state;
}

/** The file's new content, or undefined when there is nothing (new) to write. */
function pending(conn: Persistence, state: FileState): { file: string; text: string; digest: string } | undefined {
  clearTimeout(conn.flushTimeout);
  conn.flushTimeout = undefined;
  if (conn.data == null || conn.filepath == null || state.retired || !shared.lib) return undefined;
  const text = shared.lib.serialize(conn.data);
  const digest = createHash("sha1").update(text).digest("hex");
  return digest === state.written ? undefined : { file: conn.filepath, text, digest };
}

/** Appends what changed to a journaled file, folding the journal into its snapshot when due. */
function writeJournal(conn: Persistence, state: FileState, journal: Journal): void {
  clearTimeout(conn.flushTimeout);
  conn.flushTimeout = undefined;
  if (state.retired || conn.filepath == null || !shared.lib) return;
  const paths = journal.tracked.take();
  try {
    appendRecords(conn.filepath, recordsOf(journal.raw, paths), shared.lib, journal.state);
    if (wantsCompaction(journal.state)) compact(conn.filepath, shared.lib.serialize(journal.raw), journal.state);
  } catch (error) {
    journal.tracked.restore(paths);
    throw error;
  }
}

/** Writes one store file now, if it changed since its last write. */
function writeNow(conn: Persistence): void {
  const state = stateOf(conn);
  if (state.journal) return writeJournal(conn, state, state.journal);
  const write = pending(conn, state);
  if (!write) return;
  const generation = ++state.started;
  writeFileAtomicSync(write.file, write.text);
  state.committed = generation;
  state.written = write.digest;
}

/** The interval's write: the data is copied at once, written without blocking requests. */
async function writeInBackground(conn: Persistence): Promise<void> {
  const state = stateOf(conn);
  // An append is small: written at once.
  if (state.journal) return writeJournal(conn, state, state.journal);
  const write = pending(conn, state);
  if (!write) return;
  const generation = ++state.started;
  const stillWanted = () => generation > state.committed && !state.retired;
  if (await writeFileAtomic(write.file, write.text, stillWanted)) {
    state.committed = generation;
    state.written = write.digest;
  }
}

/**
 * Runs `fn` on the plain data of the journaled file `name`, unwatched, then marks the records
 * `changed` names as changed. For library code that cannot work on the watched data (a
 * structured clone of it). Runs `fn` on nothing, returning undefined, when the file is not open.
 */
export function unwatched<T>(name: string, fn: (raw: Record<string, unknown>) => T, changed: (raw: Record<string, unknown>) => RecordPath[]): T {
  const conn = [...shared.live.values()].find((open) => open.name === name);
  const journal = conn ? shared.states.get(conn)?.journal : undefined;
  if (!journal) return fn({});
  try {
    return fn(journal.raw);
  } finally {
    journal.tracked.restore(changed(journal.raw));
  }
}

/** Writes every open store file that changed. Errors are logged: the data stays in memory. */
export function flushAllSync(): void {
  for (const conn of shared.live.values()) {
    try {
      writeNow(conn);
    } catch (error) {
      shared.log("error", `could not write ${conn.filepath}: ${String(error)}`);
      conn.schedulePersist();
    }
  }
}

/**
 * Writes `conn` (every open store file when absent) at the next turn of the event loop: the
 * requests arriving meanwhile (a client creating fifty threads at once) share one write.
 * Resolves once the write is done.
 */
export function flushSoon(conn?: Persistence): Promise<void> {
  const key = conn ?? ALL;
  let queued = groupCommits.get(key);
  if (!queued) {
    queued = new Promise<void>((resolve) =>
      setImmediate(() => {
        groupCommits.delete(key);
        if (conn) {
          try {
            writeNow(conn);
          } catch (error) {
            shared.log("error", `could not write ${conn.filepath}: ${String(error)}`);
            conn.schedulePersist();
          }
        } else flushAllSync();
        resolve();
      }),
    );
    groupCommits.set(key, queued);
  }
  return queued;
}
const ALL = {};
const groupCommits = new Map<object, Promise<void>>();

/**
 * Runs `task` so that each change it makes through a store file is written, synchronously,
 * right after it is made: no request can see the change before it is on disk.
 */
export function durably<T>(task: () => Promise<T>): Promise<T> {
  return shared.durable.run(true, task);
}

/** Final writes of a closing server; later changes (from the library's workers) are dropped. */
export function retireAll(): void {
  flushAllSync();
  for (const conn of shared.live.values()) stateOf(conn).retired = true;
  shared.live.clear();
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Installs the crash-safe methods on the library's persistence class (once per process). */
export function installDurablePersistence(lib: PersistModule, log: StorageLog = consoleLog): void {
  shared.lib = lib;
  shared.log = log;
  const proto = lib.FileSystemPersistence.prototype;
  if (shared.installed.has(proto)) return;
  shared.installed.add(proto);

  proto.initialize = async function (this: Persistence, cwd: string) {
    const file = path.resolve(cwd, ".langgraph_api", this.name);
    await makePrivateDir(path.dirname(file));
    const defaults = this.defaultSchema();
    const loaded = await loadWithRecovery(
      file,
      async (text) => {
        const value = await lib.deserialize(text);
        if (!isRecord(value)) throw new Error("not a store object");
        return { ...(defaults as object), ...value };
      },
      shared.log,
    );
    this.filepath = file;
    this.data = loaded?.value ?? defaults;
    const state: FileState = { started: 0, committed: 0 };
    const depths = JOURNALED.get(this.name);
    if (depths) {
      const raw = this.data as Record<string, unknown>;
      const replayed = await replayJournal(file, raw, lib, shared.log);
      const tracked = trackRecords(raw, depths);
      state.journal = { raw, tracked, state: replayed.state };
      this.data = tracked.data;
      // What a damaged journal held up to the damage goes into a new snapshot at once.
      if (replayed.damaged) compact(file, lib.serialize(raw), replayed.state);
    }
    shared.states.set(this, state);
    shared.live.set(file, this);
    return this;
  };

  proto.persist = async function (this: Persistence) {
    writeNow(this);
  };

  proto.flush = async function (this: Persistence) {
    writeNow(this);
  };

  proto.schedulePersist = function (this: Persistence) {
    if (this.flushTimeout !== undefined || stateOf(this).retired) return;
    this.flushTimeout = setTimeout(() => {
      this.flushTimeout = undefined;
      writeInBackground(this).catch((error: unknown) => {
        if (stateOf(this).retired) return;
        shared.log("error", `could not write ${this.filepath}: ${String(error)}`);
        this.schedulePersist();
      });
    }, FLUSH_INTERVAL_MS);
  };

  proto.with = async function <R>(this: Persistence, fn: (data: unknown) => R | Promise<R>): Promise<R> {
    if (this.filepath == null || this.data == null) throw new Error(`${this.name} not initialized`);
    try {
      return await fn(this.data);
    } finally {
      // The library calls this for reads too; a write happens only when the content changed.
      if (shared.durable.getStore()) flushAllSync();
      else this.schedulePersist();
    }
  };
}
