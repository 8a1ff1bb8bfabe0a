// TanStack Query option factories: every server read goes through one of these, so keys
// and fetchers are defined once (docs/architecture.md, "Layers": query keys live in
// core/api/keys).
import type { Client, ThreadState } from "@langchain/langgraph-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { sanitizeThreadState } from "@/core/api/state";
import { FIRST_STEP_HISTORY, nameFromFirstStep, recordFromSearch, THREAD_LIST_FIELDS, THREAD_PAGE_SIZE, threadRecordQuery, toThreadPage } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";

export function threadListOptions(client: Client, pageSize = THREAD_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: queryKeys.threadList(pageSize),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      const rows = await client.threads.search({
        limit: pageSize,
        offset: pageParam,
        sortBy: "updated_at",
        sortOrder: "desc",
        select: [...THREAD_LIST_FIELDS],
        signal,
      });
      return { ...toThreadPage(rows, pageSize), offset: pageParam };
    },
    getNextPageParam: (last) => (last.hasMore ? last.offset + pageSize : undefined),
  });
}

export type ThreadStateValues = Record<string, unknown>;

export function threadStateOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.threadState(threadId),
    queryFn: async ({ signal }) =>
      sanitizeThreadState(await client.threads.getState<ThreadStateValues>(threadId, undefined, { signal })),
    // The default staleness, not 0: a page the server rendered from this state does not read
    // it again on mount. Runs refetch it themselves when they end.
  });
}

/** The thread record's metadata, where a rename keeps the name it gives. */
export function threadMetadataOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.threadInfo(threadId),
    queryFn: async ({ signal }): Promise<unknown> => {
      const rows = await client.threads.search({ ...threadRecordQuery(threadId), signal }).catch(() => undefined);
      const record = recordFromSearch(rows, threadId) ?? (await client.threads.get(threadId, { signal }));
      return record.metadata ?? null;
    },
    // Only a rename changes what is read from it, and a rename writes this cache itself.
    staleTime: Infinity,
  });
}

/**
 * The name of a listed chat whose metadata gives none (another client started it): what its
 * user first wrote, from its first step's checkpoint. Null when it cannot be read.
 */
export function threadNameOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.threadName(threadId),
    queryFn: async ({ signal }) => nameFromFirstStep(await client.threads.getHistory(threadId, { ...FIRST_STEP_HISTORY, signal })),
    // What a chat's user first wrote does not change.
    staleTime: Infinity,
    retry: false,
  });
}

export type { ThreadState };
