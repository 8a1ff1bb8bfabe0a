// Query factories for thread history: which source a backend offers, the paged transcript,
// and (on servers without one) the messages a compaction condensed, from checkpoint history.
import type { Client } from "@langchain/langgraph-sdk";
import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import type { HistoryMode } from "@/core/api/config";
import { queryKeys } from "@/core/api/keys";
import type { HistorySource } from "@/core/api/page-reads";
import { isNotFound, refusesForward, type TranscriptClient } from "@/core/api/transcript-client";
import { findCondensedInHistory, nextForwardParam, nextPageParam, parseForwardPage, parseTranscriptPage, type ForwardPage, type TranscriptPage } from "@/core/history";
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

/** `auto` probes the paged transcript once per backend; a 404 means state-only. */
export function historySourceOptions(transcript: TranscriptClient, mode: HistoryMode, threadId: ThreadId) {
  return queryOptions({
    queryKey: queryKeys.historySource(),
    queryFn: async ({ signal }): Promise<HistorySource> => {
      if (mode !== "auto") return mode;
      try {
        await transcript.page(threadId, { limit: 1, signal });
        return "paged";
      } catch (error) {
        if (isNotFound(error)) return "state";
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
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
 * Reads the first page of the transcript into the start query; false when the backend does
 * not read forward (it refused `after_seq`, or ignored it and sent its newest page), which is
 * remembered for the backend so later jumps do not ask again.
 */
export async function startTranscript(queryClient: QueryClient, transcript: TranscriptClient, threadId: ThreadId): Promise<boolean> {
  const key = queryKeys.forwardReads();
  if (queryClient.getQueryData<boolean>(key) === false) return false;
  let page: ForwardPage | null = null;
  try {
    page = parseForwardPage(await transcript.page(threadId, { afterSeq: 0, limit: TRANSCRIPT_PAGE_SIZE }), 0);
  } catch (error) {
    if (!refusesForward(error)) throw error;
  }
  queryClient.setQueryData<boolean>(key, page !== null);
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
      return findCondensedInHistory(current, checkpoints, summaryId) ?? [];
    },
    staleTime: Infinity,
  });
}
