import type { Ops } from "@langchain/langgraph-api/storage";

// The library's workers ask `runs.next` for pending runs and, when it has none left, sleep
// up to a second before asking again: a new run, or a queued one whose thread just became
// free, waited half a second on average before it started. Here `runs.next` never ends while
// the server is open: it asks the library again at once when something may have made a run
// startable (a run created, a run or thread status written) and after IDLE_MS otherwise.

/** The longest a pending run can wait for a worker's next look (the library's own bound). */
export const IDLE_MS = 1_000;
// The library takes only runs created before the moment it looks (`created_at < now`): a
// look in the same millisecond as the write would pass the new run over.
const AFTER_WRITE_MS = 2;

type RunsNext = Ops["runs"]["next"];

/** Installs the prompt start on a server's ops; the function returned ends it (the server closed). */
export function startRunsPromptly(ops: Ops): () => void {
  let open = true;
  // Bumped by every write that may make a run startable, so a write during a look is not missed.
  let writes = 0;
  const waiting = new Set<() => void>();
  const wake = () => {
    writes++;
    for (const resolve of waiting) setTimeout(resolve, AFTER_WRITE_MS);
    waiting.clear();
  };
  const idle = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiting.delete(done);
        resolve();
      };
      const timer = setTimeout(done, IDLE_MS);
      waiting.add(done);
    });

  const wakeAfter = <A extends unknown[], R>(method: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await method(...args);
      } finally {
        wake();
      }
    };
  ops.runs.put = wakeAfter(ops.runs.put.bind(ops.runs));
  ops.runs.setStatus = wakeAfter(ops.runs.setStatus.bind(ops.runs));
  ops.threads.setStatus = wakeAfter(ops.threads.setStatus.bind(ops.threads));

  const next: RunsNext = ops.runs.next.bind(ops.runs);
  ops.runs.next = async function* () {
    while (open) {
      const seen = writes;
      yield* next();
      if (open) await (writes === seen ? idle() : new Promise((resolve) => setTimeout(resolve, AFTER_WRITE_MS)));
    }
  };

  return () => {
    open = false;
    wake();
  };
}
