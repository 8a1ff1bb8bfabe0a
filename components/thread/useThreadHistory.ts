"use client";
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { historySourceOptions, TRANSCRIPT_PAGE_SIZE, transcriptPagesOptions } from "@/components/api/history-queries";
import { useRuntimeConfig, useTranscriptClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import { maxSeq, nextRefreshCursor } from "@/core/api/transcript-refresh";
import { mergeHistory, mergePages, parseTranscriptPage, rowMessages, type LiveLog, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";

const MAX_REFRESH_PAGES = 20;
const NO_MESSAGES: readonly unknown[] = [];

function field(values: unknown, key: string): unknown {
  return typeof values === "object" && values !== null ? (values as Record<string, unknown>)[key] : undefined;
}

/**
 * The thread's whole history as one message list: the paged transcript when the backend has
 * one (earlier pages on demand), else the stored state, merged with what the live stream
 * showed so nothing vanishes when a compaction trims the state mid-run.
 */
export function useThreadHistory(threadId: ThreadId, { storedValues, liveLog, isRunning }: {
  storedValues: unknown;
  liveLog: LiveLog;
  isRunning: boolean;
}) {
  const transcript = useTranscriptClient();
  const { historyMode } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const source = useQuery(historySourceOptions(transcript, historyMode, threadId));
  const paged = source.data === "paged";
  const pages = useInfiniteQuery(transcriptPagesOptions(transcript, threadId, paged));

  const stateMessages = field(storedValues, "messages");
  const stored = useMemo(() => {
    if (paged) return rowMessages(mergePages(pages.data?.pages ?? []));
    return Array.isArray(stateMessages) ? stateMessages : NO_MESSAGES;
  }, [paged, pages.data, stateMessages]);

  const messages = useMemo(() => mergeHistory({ stored, live: liveLog, preferStored: !isRunning }), [stored, liveLog, isRunning]);

  const hasOlder = paged && pages.hasNextPage;
  const rawSummary = field(storedValues, "summary_text");
  // With earlier pages still unloaded, the compactions they hold are not known yet: a
  // summary_text card at the top of the loaded window would misplace them.
  const summaryText = typeof rawSummary === "string" && !hasOlder ? rawSummary : undefined;

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
    messages,
    summaryText,
    /** The state holds a summary: compacted at least once, whatever pages are loaded. */
    compacted: typeof rawSummary === "string" && rawSummary.length > 0,
    hasOlder,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    refreshNewest,
    isLoading: source.isPending || (paged && pages.isPending),
    error: source.error ?? pages.error,
    retry: () => void (source.isError ? source.refetch() : pages.refetch()),
  };
}
