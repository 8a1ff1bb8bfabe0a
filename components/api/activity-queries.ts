import type { Client } from "@langchain/langgraph-sdk";
import { queryOptions } from "@tanstack/react-query";
import { anyRunning, statusOf, toActivity, type ThreadActivity } from "@/core/api/activity";
import { queryKeys } from "@/core/api/keys";
import { THREAD_LIST_FIELDS, toThreadPage } from "@/core/api/threads";

/** How many running (or waiting) threads are asked for: more than a list shows at once. */
const ACTIVITY_LIMIT = 100;
const RUNNING_REFRESH_MS = 5_000;

/**
 * Which threads have a run going or wait for input (the chat list's marks), read apart from
 * the list by status, ids only, and again every few seconds while one runs (a run in another
 * tab, or ending after the reader left it). Re-reading the list itself would re-read every
 * loaded page and move rows under the reader; this answer keeps its identity while unchanged
 * (structural sharing of a plain object), so polling re-renders nothing.
 */
export function threadActivityOptions(client: Client) {
  return queryOptions({
    queryKey: queryKeys.threadActivity(),
    queryFn: async ({ signal }) => {
      const ask = (status: "busy" | "interrupted") => client.threads.search({ status, limit: ACTIVITY_LIMIT, select: ["thread_id", "status"], signal });
      const [busy, waiting] = await Promise.all([ask("busy"), ask("interrupted")]);
      return toActivity([...busy, ...waiting]);
    },
    refetchInterval: (query) => (query.state.data !== undefined && anyRunning(query.state.data) ? RUNNING_REFRESH_MS : false),
  });
}

/**
 * The chats with a run going, or waiting for input, newest first: the list's filters, asked of
 * the server by status (the proxy confines it to the user's own chats, as the list).
 */
export function threadsWithOptions(client: Client, activity: ThreadActivity) {
  return queryOptions({
    queryKey: queryKeys.threadsWith(activity),
    queryFn: async ({ signal }) => {
      const rows = await client.threads.search({ status: statusOf(activity), limit: ACTIVITY_LIMIT, sortBy: "updated_at", sortOrder: "desc", select: [...THREAD_LIST_FIELDS], signal });
      return toThreadPage(rows, ACTIVITY_LIMIT).threads;
    },
    // Runs start and end elsewhere too (another tab, a queued message).
    refetchInterval: RUNNING_REFRESH_MS,
  });
}
