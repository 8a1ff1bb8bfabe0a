// Query keys in one place so invalidation and the query factories cannot drift apart.
import type { ThreadId } from "../ids";

export const queryKeys = {
  all: ["threadline"] as const,
  threads: () => [...queryKeys.all, "threads"] as const,
  threadList: (pageSize: number) => [...queryKeys.threads(), "list", pageSize] as const,
  thread: (threadId: ThreadId) => [...queryKeys.threads(), "detail", threadId] as const,
  threadState: (threadId: ThreadId) => [...queryKeys.thread(threadId), "state"] as const,
};
