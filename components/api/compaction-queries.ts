// Compactions a backend records beside the messages (deepagents' `_summarizationEvent`): the
// state holds the newest, the checkpoint history the earlier ones (core/history).
import type { Client } from "@langchain/langgraph-sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { compactionsInHistory, reachesBeforeCompactions } from "@/core/history/summarization-history";
import { readHistoryBack, type ReadHistoryPage } from "@/core/history/walk";
import type { ThreadId } from "@/core/ids";

/** The JS server takes a checkpoint id for `before`, where the SDK's type says a config. */
export const historyReader =
  (client: Client, threadId: ThreadId, signal?: AbortSignal): ReadHistoryPage =>
  (before, limit) =>
    client.threads.getHistory(threadId, { limit, before: before as never, signal });

/**
 * Every compaction the checkpoints record, read back to before the first one; once per
 * newest compaction (`newest`: its key), so a thread that compacts again reads them again.
 */
export function recordedCompactionsOptions(client: Client, threadId: ThreadId, newest: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.recordedCompactions(threadId, newest ?? ""),
    queryFn: async ({ signal }) => {
      const { checkpoints } = await readHistoryBack(historyReader(client, threadId, signal), reachesBeforeCompactions);
      return compactionsInHistory(checkpoints);
    },
    enabled: newest !== undefined,
    staleTime: Infinity,
    // The cards the thread had stay while the next read is on its way.
    placeholderData: keepPreviousData,
  });
}
