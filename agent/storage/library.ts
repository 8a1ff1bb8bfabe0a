import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type Ops, type Run, type Thread } from "@langchain/langgraph-api/storage";

// The internals of @langchain/langgraph-api (1.5.x) that agent/storage builds on: its file
// persistence, its file-backed ops and its stream buffers. They are not in the package's
// exports map, so they are imported by file URL, the same URL the server's own imports
// resolve to, hence the same module instances the server uses.

/** One store file of the library (`FileSystemPersistence`): data in memory, written whole. */
export interface Persistence<T = unknown> {
  name: string;
  filepath: string | null;
  data: T | null;
  defaultSchema: () => T;
  flushTimeout: ReturnType<typeof setTimeout> | undefined;
  initialize(cwd: string): Promise<Persistence<T>>;
  persist(): Promise<void>;
  schedulePersist(): void;
  flush(): Promise<void>;
  with<R>(fn: (data: T) => R | Promise<R>): Promise<R>;
}

export interface PersistModule {
  FileSystemPersistence: { new <T>(name: string, defaultSchema: () => T): Persistence<T>; prototype: Persistence };
  serialize(data: unknown): string;
  deserialize(text: string): Promise<unknown>;
}

/** What `.langgraphjs_ops.json` holds: runs, threads and assistants. */
export interface OpsStore {
  runs: Record<string, Run>;
  threads: Record<string, Thread>;
  assistants: Record<string, unknown>;
  assistant_versions: unknown[];
  retry_counter: Record<string, number>;
}

/** A message of a run's stream queue: an event (`run:<id>:stream:<event>`) or control (`run:<id>:control`). */
export interface StreamMessage {
  topic: string;
  data: unknown;
}

export interface StreamBuffers {
  /** Run id -> the queue of its stream events (every event, for resumable runs). */
  readers: Record<string, { push(message: StreamMessage): void } | undefined>;
  /** Whether a run's stream is locked: the scheduler skips a locked pending run (queue-hold.ts). */
  isLocked(runId: string): boolean;
}

export interface OpsModule {
  FileSystemOps: new (conn: Persistence<OpsStore>) => Ops;
  StreamManager: StreamBuffers;
}

/** The library's checkpointer (a MemorySaver over one store file): its data and its copy. */
export interface CheckpointerInternals {
  storage: Record<string, unknown>;
  writes: Record<string, unknown>;
  copy(threadId: string, newThreadId: string): Promise<void>;
}

export interface CheckpointModule {
  checkpointer: CheckpointerInternals;
}

export interface LibraryInternals {
  persist: PersistModule;
  ops: OpsModule;
  checkpoint: CheckpointModule;
}

const require = createRequire(import.meta.url);

function importDist<T>(file: string): Promise<T> {
  const dist = path.dirname(require.resolve("@langchain/langgraph-api/server"));
  return import(pathToFileURL(path.join(dist, file)).href) as Promise<T>;
}

export async function loadLibraryInternals(): Promise<LibraryInternals> {
  const [persist, ops, checkpoint] = await Promise.all([
    importDist<PersistModule>("storage/persist.mjs"),
    importDist<OpsModule>("storage/ops.mjs"),
    importDist<CheckpointModule>("storage/checkpoint.mjs"),
  ]);
  const proto = persist.FileSystemPersistence?.prototype;
  const methods = ["initialize", "persist", "schedulePersist", "flush", "with"] as const;
  const fits =
    proto &&
    methods.every((name) => typeof proto[name] === "function") &&
    typeof persist.serialize === "function" &&
    typeof persist.deserialize === "function" &&
    typeof ops.FileSystemOps === "function" &&
    typeof ops.StreamManager?.readers === "object" &&
    typeof ops.StreamManager.isLocked === "function" &&
    typeof checkpoint.checkpointer?.copy === "function";
  if (!fits) {
    throw new Error("@langchain/langgraph-api changed its storage internals (built for 1.5.x); update agent/storage.");
  }
  return { persist, ops, checkpoint };
}
