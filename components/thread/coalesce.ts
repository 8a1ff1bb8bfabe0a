/**
 * `task`, run one at a time: a call while it runs asks for one more run after it (however
 * many calls came), so bursts of events (ten subagents starting) read the backend twice at
 * most, and never concurrently.
 */
export function coalesce(task: () => Promise<void>): () => void {
  let running = false;
  let again = false;
  const run = async () => {
    running = true;
    try {
      do {
        again = false;
        await task().catch(() => undefined);
      } while (again);
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) again = true;
    else void run();
  };
}
