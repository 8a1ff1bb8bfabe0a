import type { Ops, Run, Thread } from "@langchain/langgraph-api/storage";
import type { OpsStore } from "./library";

// A message queued during a run (a pending run, multitask strategy "enqueue") must not start
// while its thread waits for a decision on an interrupt: a run with new input would drop the
// request. The library starts a thread's pending runs as soon as none runs, so its scheduler
// (`runs.next`) is kept from them: it skips runs whose stream is locked, and these are locked
// while it looks. A run answering the interrupt (one with a `command`) still starts.

/** The part of the library's stream manager the hold uses. */
export interface RunLocks {
  isLocked(runId: string): boolean;
  lock(runId: string): unknown;
  unlock(runId: string): void;
}

/** Whether a thread's last run stopped on an interrupt that is still unanswered. */
export function waitsOnInterrupt(thread: Thread | undefined): boolean {
  const interrupts = thread?.interrupts;
  if (!interrupts) return false;
  return Object.values(interrupts).some((list) => Array.isArray(list) && list.length > 0);
}

/** The pending runs that must wait: new input on a thread that waits on an interrupt. */
export function heldRuns(store: OpsStore): string[] {
  const held: string[] = [];
  for (const run of Object.values(store.runs) as Run[]) {
    if (run.status !== "pending" || run.kwargs?.command != null) continue;
    if (waitsOnInterrupt(store.threads[run.thread_id])) held.push(run.run_id);
  }
  return held;
}

/** A write to the ops store (its persistence's `with`): records changed inside it are saved. */
export type OpsWrite = (change: () => void) => Promise<void>;

export function holdQueuedRuns(ops: Ops, store: () => OpsStore, locks: RunLocks, write: OpsWrite): void {
  // Cancelling a pending run (a removed queued message) marks its thread idle, even while
  // another of its runs goes: it stays busy while one runs or waits.
  const cancel = ops.runs.cancel.bind(ops.runs);
  ops.runs.cancel = async (threadId, ...rest) => {
    await cancel(threadId, ...rest);
    const thread = threadId == null ? undefined : store().threads[threadId];
    const active = Object.values(store().runs).some((run) => run.thread_id === threadId && (run.status === "running" || run.status === "pending"));
    if (thread && active && thread.status === "idle") await write(() => void (thread.status = "busy"));
  };

  const next = ops.runs.next.bind(ops.runs);
  ops.runs.next = async function* () {
    // Only runs no one holds yet: another worker's scheduler may be looking too.
    const mine = heldRuns(store()).filter((runId) => !locks.isLocked(runId));
    for (const runId of mine) locks.lock(runId);
    try {
      yield* next();
    } finally {
      for (const runId of mine) locks.unlock(runId);
    }
  };
}
