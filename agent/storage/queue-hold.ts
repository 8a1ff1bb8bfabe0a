import type { Ops, Run, Thread } from "@langchain/langgraph-api/storage";
import type { OpsStore } from "./library";

// A message queued during a run (a pending run, multitask strategy "enqueue") must not start
// while its thread waits for a decision on an interrupt: a run with new input would drop the
// request. The library starts a thread's pending runs as soon as none runs; its scheduler
// (`runs.next`) skips a run whose stream is locked, asking as it reaches each run. So such a
// run reads as locked while it must wait. A run answering the interrupt (one with a
// `command`) still starts.
//
// The library marks a run done before it records the thread's interrupts, and one scheduler
// pass goes on to the thread's next pending run as soon as the run before it ended. So a
// thread whose run ended is "settling", all its pending runs held, until its status (and
// interrupts) are written.

/** The part of the library's stream manager the hold uses. */
export interface RunLocks {
  isLocked(runId: string): boolean;
}

/** Whether a thread's last run stopped on an interrupt that is still unanswered. */
export function waitsOnInterrupt(thread: Thread | undefined): boolean {
  const interrupts = thread?.interrupts;
  if (!interrupts) return false;
  return Object.values(interrupts).some((list) => Array.isArray(list) && list.length > 0);
}

/**
 * Whether a run must wait: pending new input on a thread that waits on an interrupt, or any
 * pending run of a thread whose last run ended and whose interrupts are not written yet.
 */
export function isHeld(store: OpsStore, settling: ReadonlySet<string>, runId: string): boolean {
  const run = store.runs[runId] as Run | undefined;
  if (run === undefined || run.status !== "pending") return false;
  if (settling.has(run.thread_id)) return true;
  return run.kwargs?.command == null && waitsOnInterrupt(store.threads[run.thread_id]);
}

/** A run's status once it stopped running. */
const ENDED: ReadonlySet<string> = new Set(["success", "error", "interrupted", "timeout"]);

/** A write to the ops store (its persistence's `with`): records changed inside it are saved. */
export type OpsWrite = (change: () => void) => Promise<void>;

/** Installs the hold on a server's ops; the function returned removes it (the server closed). */
export function holdQueuedRuns(ops: Ops, store: () => OpsStore, locks: RunLocks, write: OpsWrite): () => void {
  // Cancelling a pending run (a removed queued message) marks its thread idle, even while
  // another of its runs goes: it stays busy while one runs or waits.
  const cancel = ops.runs.cancel.bind(ops.runs);
  ops.runs.cancel = async (threadId, ...rest) => {
    await cancel(threadId, ...rest);
    const thread = threadId == null ? undefined : store().threads[threadId];
    const active = Object.values(store().runs).some((run) => run.thread_id === threadId && (run.status === "running" || run.status === "pending"));
    if (thread && active && thread.status === "idle") await write(() => void (thread.status = "busy"));
  };

  const settling = new Set<string>();
  const setRunStatus = ops.runs.setStatus.bind(ops.runs);
  ops.runs.setStatus = async (runId, status) => {
    const threadId = store().runs[runId]?.thread_id;
    if (threadId !== undefined && ENDED.has(status)) settling.add(threadId);
    return setRunStatus(runId, status);
  };
  const settled = (threadId: string) => settling.delete(threadId);
  const setThreadStatus = ops.threads.setStatus.bind(ops.threads);
  ops.threads.setStatus = async (threadId, options) => {
    try {
      return await setThreadStatus(threadId, options);
    } finally {
      settled(threadId);
    }
  };
  const deleteThread = ops.threads.delete.bind(ops.threads);
  ops.threads.delete = async (threadId, ...rest) => {
    try {
      return await deleteThread(threadId, ...rest);
    } finally {
      settled(threadId);
    }
  };

  return addHold(locks, (runId) => isHeld(store(), settling, runId));
}

// The stream manager is one per process and servers start more than once in one (tests): it
// is patched once and asks the holds of the servers still open.
const holds = new WeakMap<RunLocks, Set<(runId: string) => boolean>>();

function addHold(locks: RunLocks, held: (runId: string) => boolean): () => void {
  let list = holds.get(locks);
  if (list === undefined) {
    const own = new Set<(runId: string) => boolean>();
    const isLocked = locks.isLocked.bind(locks);
    locks.isLocked = (runId) => {
      if (isLocked(runId)) return true;
      for (const hold of own) if (hold(runId)) return true;
      return false;
    };
    holds.set(locks, (list = own));
  }
  const registered = list;
  registered.add(held);
  return () => void registered.delete(held);
}
