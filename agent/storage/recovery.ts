import { type StorageLog } from "./atomic-file";
import { type OpsStore } from "./library";

/**
 * Runs marked `running` when the server starts were cut off by a crash: no worker will ever
 * finish them, and while they look in flight their thread refuses new runs and a client
 * joining their stream waits forever. They end as `error`, and so does their thread unless
 * it has runs still waiting to start. Returns the ids of the runs settled.
 */
export function settleInterruptedRuns(store: OpsStore, now: Date, log?: StorageLog): string[] {
  const settled: string[] = [];
  const threads = new Set<string>();
  for (const run of Object.values(store.runs)) {
    if (run.status !== "running") continue;
    run.status = "error";
    run.updated_at = now;
    settled.push(run.run_id);
    threads.add(run.thread_id);
  }
  const waiting = new Set(
    Object.values(store.runs)
      .filter((run) => run.status === "pending")
      .map((run) => run.thread_id),
  );
  for (const threadId of threads) {
    const thread = store.threads[threadId];
    if (!thread || thread.status !== "busy" || waiting.has(threadId)) continue;
    thread.status = "error";
    thread.updated_at = now;
  }
  if (settled.length > 0) {
    log?.("warn", `${settled.length} run(s) cut off by a crash now end as 'error': ${settled.join(", ")}.`);
  }
  return settled;
}
