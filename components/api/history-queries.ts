// Query factories for thread history: which source a backend offers, the paged transcript,
// and (on servers without one) the messages a compaction condensed, from checkpoint history.
import type { Client } from "@langchain/langgraph-sdk";
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { HistoryMode } from "@/core/api/config";
import { queryKeys } from "@/core/api/keys";
import type { HistorySource } from "@/core/api/page-reads";
import { isNotFound, type TranscriptClient } from "@/core/api/transcript-client";
import { findCondensedInHistory, nextPageParam, parseTranscriptPage, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";

export const TRANSCRIPT_PAGE_SIZE = 100;
// The newest page is small so a thread opens fast; a reader who scrolls back past it is
// reading history, and fewer, larger pages get them to the start sooner.
export const OLDER_PAGE_SIZE = 300;
const EMPTY_PAGE: TranscriptPage = { data: [], has_more: false, next_before_seq: null };
const CHECKPOINTS_SEARCHED = 50;


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

export function transcriptPagesOptions(transcript: TranscriptClient, threadId: ThreadId, enabled: boolean) {
  return infiniteQueryOptions({
    queryKey: queryKeys.transcript(threadId),
    initialPageParam: null as number | null,
    queryFn: async ({ pageParam, signal }) =>
      parseTranscriptPage(await transcript.page(threadId, { beforeSeq: pageParam, limit: pageParam === null ? TRANSCRIPT_PAGE_SIZE : OLDER_PAGE_SIZE, signal })) ??
      EMPTY_PAGE,
    getNextPageParam: (_last, pages) => nextPageParam(pages),
    enabled,
    staleTime: Infinity,
  });
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
