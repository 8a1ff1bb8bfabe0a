// What the checkpoint history says about compactions that the state does not: those a
// backend records beside the messages (deepagents' `_summarizationEvent`: the state holds the
// newest only), where LangChain's summaries belong, and what compactions removed (core/history).
import type { Client } from "@langchain/langgraph-sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { condensedMessages } from "@/core/history/condensed-history";
import { keptBySummaries, reachesBeforeSummaries } from "@/core/history/legacy-placement";
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

/** Summary key -> what its compaction kept (core/history/legacy-placement.ts), read back to before the summaries. */
export function summaryPlacesOptions(client: Client, threadId: ThreadId, summaryKeys: readonly string[]) {
  return queryOptions({
    queryKey: queryKeys.summaryPlaces(threadId, summaryKeys.join(" ")),
    queryFn: async ({ signal }) => {
      const { checkpoints } = await readHistoryBack(historyReader(client, threadId, signal), (page) => reachesBeforeSummaries(page, summaryKeys));
      return keptBySummaries(checkpoints, summaryKeys);
    },
    enabled: summaryKeys.length > 0,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/**
 * The messages only the checkpoint history holds (core/history/condensed-history.ts), read
 * back to the start (or the read limit), once per head; `enabled` while someone looks.
 */
export function condensedHistoryOptions(client: Client, threadId: ThreadId, head: string | undefined, window: readonly unknown[], enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.condensedHistory(threadId, head ?? ""),
    queryFn: async ({ signal }) => {
      const { checkpoints } = await readHistoryBack(historyReader(client, threadId, signal), () => false);
      return condensedMessages(window, checkpoints, head);
    },
    enabled: enabled && head !== undefined,
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}
