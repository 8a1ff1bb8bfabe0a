"use client";
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { historySourceOptions, TRANSCRIPT_PAGE_SIZE, transcriptPagesOptions } from "@/components/api/history-queries";
import { useRuntimeConfig, useTranscriptClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import { maxSeq, nextRefreshCursor } from "@/core/api/transcript-refresh";
import { mergePages, parseTranscriptPage, rowMessages, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { readThreadValues } from "@/core/thread";

const MAX_REFRESH_PAGES = 20;

/**
 * The thread's stored history: the paged transcript when the backend has one (earlier pages
 * on demand), else the messages of the stored state. The thread model merges it with what
 * the live stream showed.
 */
export function useThreadHistory(threadId: ThreadId, storedValues: unknown) {
  const transcript = useTranscriptClient();
  const { historyMode } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const source = useQuery(historySourceOptions(transcript, historyMode, threadId));
  const paged = source.data === "paged";
  const pages = useInfiniteQuery(transcriptPagesOptions(transcript, threadId, paged));

  const stateMessages = readThreadValues(storedValues).messages;
  const stored = useMemo(() => (paged ? rowMessages(mergePages(pages.data?.pages ?? [])) : stateMessages), [paged, pages.data, stateMessages]);

  const hasOlder = paged && pages.hasNextPage;
  const { fetchNextPage, isFetchingNextPage } = pages;
  const loadOlder = useCallback(async () => {
    // Never cancel a page in flight to ask for it again (TanStack's default): the log asks on
    // every scroll near the top.
    if (hasOlder && !isFetchingNextPage) await fetchNextPage({ cancelRefetch: false });
  }, [hasOlder, isFetchingNextPage, fetchNextPage]);

  /** Fetches the rows a run added and puts them before the loaded pages. */
  const refreshNewest = useCallback(async () => {
    if (!paged) return;
    const key = queryKeys.transcript(threadId);
    const data = queryClient.getQueryData<InfiniteData<TranscriptPage, number | null>>(key);
    if (!data) return void queryClient.invalidateQueries({ queryKey: key });
    const known = maxSeq(data.pages);
    const fresh: TranscriptPage[] = [];
    const params: (number | null)[] = [];
    let cursor: number | null = null;
    for (let i = 0; i < MAX_REFRESH_PAGES; i++) {
      const page = parseTranscriptPage(await transcript.page(threadId, { beforeSeq: cursor, limit: TRANSCRIPT_PAGE_SIZE }));
      if (!page) break;
      fresh.push(page);
      params.push(cursor);
      cursor = nextRefreshCursor(fresh, known);
      if (cursor === null) break;
    }
    queryClient.setQueryData<InfiniteData<TranscriptPage, number | null>>(key, (old) =>
      old ? { pages: [...fresh, ...old.pages], pageParams: [...params, ...old.pageParams] } : old,
    );
  }, [paged, threadId, queryClient, transcript]);

  return {
    source: source.data,
    stored,
    hasOlder,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    refreshNewest,
    isLoading: source.isPending || (paged && pages.isPending),
    error: source.error ?? pages.error,
    retry: () => void (source.isError ? source.refetch() : pages.refetch()),
  };
}
