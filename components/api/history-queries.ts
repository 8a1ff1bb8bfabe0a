// Query factories for thread history: the backend's dialect, the paged transcript, and (on
// servers without one) the messages a compaction condensed, from checkpoint history.
import type { Client } from "@langchain/langgraph-sdk";
import { infiniteQueryOptions, queryOptions, skipToken, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { refusesForward, type TranscriptClient } from "@/core/api/transcript-client";
import type { Dialect } from "@/core/dialect/types";
import { condensedInHistory, nextForwardParam, nextPageParam, parseForwardPage, parseTranscriptPage, type ForwardPage, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";

export const TRANSCRIPT_PAGE_SIZE = 100;
// The newest page is small so a thread opens fast; a reader who scrolls back past it is
// reading history, and fewer, larger pages get them to the start sooner.
export const OLDER_PAGE_SIZE = 300;
const EMPTY_PAGE: TranscriptPage = { data: [], has_more: false, next_before_seq: null };
const EMPTY_FORWARD_PAGE: ForwardPage = { data: [], has_more: false, next_after_seq: null };
const CHECKPOINTS_SEARCHED = 50;

/** Rows per page of each kind, chosen just before each page is asked for (more while the reader scrolls fast). */
export class PageSizes {
  private readonly sizes = { older: OLDER_PAGE_SIZE, newer: OLDER_PAGE_SIZE };
  get(kind: "older" | "newer"): number {
    return this.sizes[kind];
  }
  set(kind: "older" | "newer", rows: number): void {
    this.sizes[kind] = rows;
  }
}

/** The backend's dialect for a thread, as the app's server resolved it and seeded it with the thread's page: never read here. */
export function dialectOptions(threadId: ThreadId) {
  return queryOptions<Dialect>({ queryKey: queryKeys.dialect(threadId), queryFn: skipToken, staleTime: Infinity });
}

export function transcriptPagesOptions(transcript: TranscriptClient, threadId: ThreadId, enabled: boolean, sizes: PageSizes = new PageSizes()) {
  return infiniteQueryOptions({
    queryKey: queryKeys.transcript(threadId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) =>
      parseTranscriptPage(await transcript.page(threadId, { beforeSeq: pageParam, limit: pageParam === null ? TRANSCRIPT_PAGE_SIZE : sizes.get("older"), signal })) ?? EMPTY_PAGE,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
    enabled,
    staleTime: Infinity,
  });
}

/**
 * The first pages of the transcript, read forward. Never fetched on its own: startTranscript
 * puts the first page in, then each further page is asked for.
 */
export function transcriptStartOptions(transcript: TranscriptClient, threadId: ThreadId, sizes: PageSizes) {
  return infiniteQueryOptions({
    queryKey: queryKeys.transcriptStart(threadId),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) =>
      parseForwardPage(await transcript.page(threadId, { afterSeq: pageParam, limit: sizes.get("newer"), signal }), pageParam) ?? EMPTY_FORWARD_PAGE,
    getNextPageParam: (_last, pages) => nextForwardParam(pages),
    enabled: false,
    staleTime: Infinity,
  });
}

/**
 * Reads the first page of the transcript into the start query, where the dialect reads
 * forward; false where it does not, or this thread's read was refused or ignored (the backend
 * sent its newest page): the caller walks back instead.
 */
export async function startTranscript(queryClient: QueryClient, transcript: TranscriptClient, threadId: ThreadId, dialect: Pick<Dialect, "forwardReads">): Promise<boolean> {
  if (!dialect.forwardReads) return false;
  let page: ForwardPage | null = null;
  try {
    page = parseForwardPage(await transcript.page(threadId, { afterSeq: 0, limit: TRANSCRIPT_PAGE_SIZE }), 0);
  } catch (error) {
    if (!refusesForward(error)) throw error;
  }
  if (page === null) return false;
  queryClient.setQueryData<InfiniteData<ForwardPage, number>>(queryKeys.transcriptStart(threadId), { pages: [page], pageParams: [0] });
  return true;
}

/** One request per card: the checkpoint history, searched for what this compaction condensed. */
export function condensedFromHistoryOptions(client: Client, threadId: ThreadId, summaryId: string, current: readonly unknown[]) {
  return queryOptions({
    queryKey: queryKeys.condensed(threadId, summaryId),
    queryFn: async ({ signal }) => {
      const checkpoints = await client.threads.getHistory(threadId, { limit: CHECKPOINTS_SEARCHED, signal });
      return condensedInHistory(current, checkpoints, summaryId);
    },
    staleTime: Infinity,
  });
}
