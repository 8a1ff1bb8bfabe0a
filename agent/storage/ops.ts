import { type Ops, type RunStatus } from "@langchain/langgraph-api/storage";
import { COMPACT_NOW_KEY } from "../../core/context/compact";
import { consoleLog, type StorageLog } from "./atomic-file";
import { durably, flushSoon, OPS_FILE } from "./durable-persistence";
import { copyCheckpointsUnwatched } from "./checkpoint-copy";
import { type LibraryInternals, type OpsStore } from "./library";
import { startRunsPromptly } from "./prompt-start";
import { holdQueuedRuns } from "./queue-hold";
import { settleInterruptedRuns } from "./recovery";

// The library's own file-backed ops (threads, runs, assistants), passed to `startServer` as its
// storage argument, with the writes a client relies on made durable:
// - a finished run: its thread's final status and values, then the run's end status, each
//   written before any request can see it (the checkpoints and transcript go with them);
// - creating, changing, copying and deleting a thread, and state updates: written before the
//   response.
// A finished run's stream buffer is released; a join of a finished run leaves none behind.

export interface DurableOpsOptions {
  /** Awaited before a run is marked finished (pending transcript writes). */
  beforeRunEnd(): Promise<void>;
  log?: StorageLog;
}

export interface DurableOps {
  ops: Ops;
  /** Final write of the ops file (startServer's cleanup only flushes the files it opened). */
  close(): Promise<void>;
}

/** Run configuration that belongs to one run, never to the thread's later runs. */
const RUN_OWN_KEYS = ["checkpoint_id", COMPACT_NOW_KEY];

const emptyStore = (): OpsStore => ({ runs: {}, threads: {}, assistants: {}, assistant_versions: [], retry_counter: {} });

const isActive = (status: RunStatus | undefined) => status === "pending" || status === "running";

export async function createDurableOps(lib: LibraryInternals, cwd: string, options: DurableOpsOptions): Promise<DurableOps> {
  const log = options.log ?? consoleLog;
  const conn = new lib.persist.FileSystemPersistence<OpsStore>(OPS_FILE, emptyStore);
  await conn.initialize(cwd);
  await conn.with((store) => settleInterruptedRuns(store, new Date(), log));
  const store = () => conn.data ?? emptyStore();
  const ops = new lib.ops.FileSystemOps(conn);
  copyCheckpointsUnwatched(lib.checkpoint.checkpointer);
  const buffers = lib.ops.StreamManager.readers;
  const release = (runId: string) => {
    if (!isActive(store().runs[runId]?.status)) delete buffers[runId];
  };

  // The worker marks the run finished, then sets its thread's status and values. The run's
  // end is held back until the thread is updated, so a client that sees the run end (its
  // stream closes, `runs.wait` returns) also finds the thread idle after a crash.
  const ending = new Map<string, { threadId: string; status: RunStatus }>();
  const setRunStatus = ops.runs.setStatus.bind(ops.runs);
  ops.runs.setStatus = async (runId, status) => {
    const run = store().runs[runId];
    if (isActive(status) || !run) return setRunStatus(runId, status);
    await options.beforeRunEnd().catch((error: unknown) => log("error", `transcript writes before a run end failed: ${String(error)}`));
    ending.set(runId, { threadId: run.thread_id, status });
  };
  const settle = async (threadId: string) => {
    for (const [runId, end] of ending) {
      if (end.threadId !== threadId) continue;
      ending.delete(runId);
      // A temporary run's thread, and its runs with it, may be gone.
      if (store().runs[runId]) await setRunStatus(runId, end.status);
      // The library never tells its joined streams that a run is over: each would find out
      // by polling, 500 ms after the run's last event. The end is on disk by now.
      buffers[runId]?.push({ topic: `run:${runId}:control`, data: "done" });
      release(runId);
    }
  };
  const setThreadStatus = ops.threads.setStatus.bind(ops.threads);
  ops.threads.setStatus = (threadId, payload) =>
    durably(async () => {
      try {
        return await setThreadStatus(threadId, payload);
      } finally {
        await settle(threadId);
      }
    });
  const deleteThread = ops.threads.delete.bind(ops.threads);
  ops.threads.delete = (threadId, auth) =>
    durably(async () => {
      try {
        return await deleteThread(threadId, auth);
      } finally {
        await settle(threadId);
      }
    });

  // Request-driven writes: the response waits for the write, shared by the requests of the
  // same moment. Thread records live in the ops file alone; state updates write checkpoints too.
  const thenFlush =
    <A extends unknown[], R>(method: (...args: A) => Promise<R>, file?: typeof conn) =>
    async (...args: A): Promise<R> => {
      const result = await method(...args);
      await flushSoon(file);
      return result;
    };
  ops.threads.put = thenFlush(ops.threads.put.bind(ops.threads), conn);
  ops.threads.patch = thenFlush(ops.threads.patch.bind(ops.threads), conn);
  ops.threads.copy = thenFlush(ops.threads.copy.bind(ops.threads));
  ops.threads.state.post = thenFlush(ops.threads.state.post.bind(ops.threads.state));
  ops.threads.state.bulk = thenFlush(ops.threads.state.bulk.bind(ops.threads.state));

  // The library keeps each run's configurable in its thread's config, and later runs inherit
  // it, `checkpoint_id` included: after one run forked from an older checkpoint (an edited
  // message, a regenerated answer) every new run would start from that checkpoint again
  // instead of the thread's head. A run's checkpoint is its own, and so is a "Compact now"
  // request (a later run inheriting it would compact instead of answering).
  const putRun = ops.runs.put.bind(ops.runs);
  ops.runs.put = async (...args) => {
    const created = await putRun(...args);
    const threadId = args[3].threadId;
    const thread = threadId === undefined ? undefined : store().threads[threadId];
    const configurable = thread?.config?.configurable;
    const own = RUN_OWN_KEYS.filter((key) => configurable !== undefined && key in configurable);
    if (thread && configurable && own.length > 0) {
      const kept = Object.fromEntries(Object.entries(configurable).filter(([key]) => !own.includes(key)));
      // The config is replaced, not changed inside: the thread record is what a write tracks.
      await conn.with(() => void (thread.config = { ...thread.config, configurable: kept }));
    }
    return created;
  };

  // Every join creates a buffer for its run if there is none, even for a run long finished.
  const stream = ops.runs.stream;
  const join = stream.join.bind(stream);
  stream.join = async function* (runId, ...rest) {
    try {
      yield* join(runId, ...rest);
    } finally {
      release(runId);
    }
  };

  const releaseHold = holdQueuedRuns(ops, store, lib.ops.StreamManager, (change) => conn.with(change));
  // Last, so it wakes the workers once the writes above are done.
  const endPromptStart = startRunsPromptly(ops);

  return {
    ops,
    close: () => {
      endPromptStart();
      releaseHold();
      return conn.flush();
    },
  };
}
