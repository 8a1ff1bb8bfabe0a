// TanStack Query option factories: every server read goes through one of these, so keys
// and fetchers are defined once (DESIGN 1: query keys live in core/api/keys).
import type { Client, ThreadState } from "@langchain/langgraph-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { sanitizeThreadState } from "@/core/api/state";
import { THREAD_PAGE_SIZE, toActivityMap, toThreadPage } from "@/core/api/threads";
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
        select: ["thread_id", "created_at", "updated_at", "metadata", "status", "values"],
        signal,
      });
      return { ...toThreadPage(rows, pageSize), offset: pageParam };
    },
    getNextPageParam: (last) => (last.hasMore ? last.offset + pageSize : undefined),
  });
}

/** How many running (or waiting) threads the activity query asks for. */
const ACTIVITY_LIMIT = 100;
const ACTIVITY_REFRESH_MS = 5_000;

/**
 * Which threads have a run going or wait for input, by id: the chat list's marks. Read apart
 * from the list, and again every few seconds while any thread runs (a run in another tab, or
 * one that ends after the reader left it): re-reading the list itself would re-read every
 * loaded page and move rows under the reader.
 */
export function threadActivityOptions(client: Client) {
  return queryOptions({
    queryKey: queryKeys.threadActivity(),
    queryFn: async ({ signal }) => {
      const ask = (status: "busy" | "interrupted") => client.threads.search({ status, limit: ACTIVITY_LIMIT, select: ["thread_id", "status"], signal });
      const [busy, waiting] = await Promise.all([ask("busy"), ask("interrupted")]);
      return toActivityMap([...busy, ...waiting]);
    },
    refetchInterval: (query) => ([...(query.state.data?.values() ?? [])].includes("running") ? ACTIVITY_REFRESH_MS : false),
  });
}

export type ThreadStateValues = Record<string, unknown>;

export function threadStateOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.threadState(threadId),
    queryFn: async ({ signal }) =>
      sanitizeThreadState(await client.threads.getState<ThreadStateValues>(threadId, undefined, { signal })),
    staleTime: 0,
  });
}

/** The thread record's metadata, where a rename keeps the name it gives. */
export function threadMetadataOptions(client: Client, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.threadInfo(threadId),
    queryFn: async ({ signal }): Promise<unknown> => (await client.threads.get(threadId, { signal })).metadata ?? null,
    // Only a rename changes what is read from it, and a rename writes this cache itself.
    staleTime: Infinity,
  });
}

export type { ThreadState };
