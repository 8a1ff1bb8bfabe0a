import { CHECKPOINT_FILE, unwatched } from "./durable-persistence";
import { type CheckpointerInternals } from "./library";

// The library copies a thread's pending writes with `structuredClone`, which cannot clone the
// watched data (tracked.ts hands out proxies): its copy runs on the plain data, and the new
// thread's records are marked changed after.

const GUARDED = Symbol.for("threadline.agent.checkpoint-copy");

const threadOfWriteKey = (key: string): unknown => {
  try {
    return (JSON.parse(key) as unknown[])[0];
  } catch {
    return undefined;
  }
};

/** Once per process: the checkpointer is the library's module-wide instance. */
export function copyCheckpointsUnwatched(saver: CheckpointerInternals & { [GUARDED]?: true }): void {
  if (saver[GUARDED]) return;
  saver[GUARDED] = true;
  const copy = saver.copy.bind(saver);
  saver.copy = (threadId, newThreadId) =>
    unwatched(
      CHECKPOINT_FILE,
      (raw) => {
        const watched = { storage: saver.storage, writes: saver.writes };
        if (raw.storage && raw.writes) Object.assign(saver, { storage: raw.storage, writes: raw.writes });
        try {
          // The library's copy does all its work before its first await.
          return copy(threadId, newThreadId);
        } finally {
          Object.assign(saver, watched);
        }
      },
      (raw) => [
        ["storage", newThreadId],
        ...Object.keys((raw.writes ?? {}) as object)
          .filter((key) => threadOfWriteKey(key) === newThreadId)
          .map((key) => ["writes", key]),
      ],
    );
}
