import type { Client } from "@langchain/langgraph-sdk";
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import type { ThreadId } from "@/core/ids";
import { readQueuedRuns, readStartedQueuedRun } from "@/core/queue/runs";

/** Pending runs read at once: more than anyone queues by hand. */
const QUEUE_LIMIT = 100;

/** The thread's queued messages, and a queued run the server has started (the page joins it). */
export function runQueueOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.runQueue(threadId),
    queryFn: async ({ signal }) => {
      const [pending, running] = await Promise.all([
        client.runs.list(threadId, { status: "pending", limit: QUEUE_LIMIT, signal }),
        client.runs.list(threadId, { status: "running", limit: 10, signal }),
      ]);
      return { queued: readQueuedRuns(pending), started: readStartedQueuedRun(running) };
    },
    // A backend without this route shows no queue; it need not be asked again and again.
    retry: 1,
  });
}
