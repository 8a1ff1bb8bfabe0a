"use client";
import { useInfiniteQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { OLDER_PAGE_SIZE, PageSizes, startTranscript, TRANSCRIPT_PAGE_SIZE, transcriptPagesOptions, transcriptStartOptions } from "@/components/api/history-queries";
import { useTranscriptClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import { maxSeq, nextRefreshCursor } from "@/core/api/transcript-refresh";
import type { Dialect } from "@/core/dialect/types";
import { pageTotals, parseTranscriptPage, transcriptWindow, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { ratingTargets } from "@/core/ratings/targets";
import type { HistoryView, StartReached } from "./history-view";
import { PAGE_SIZES } from "./scroll";

const MAX_REFRESH_PAGES = 20;
/** Enough for any real thread; a guard against a backend whose cursor never ends. */
const MAX_START_PAGES = 500;

/**
 * A thread kept in a paged transcript (the embedded server, gateways): its newest page, earlier
 * pages on demand, and after "Jump to start" its first pages too, with a gap between. Reads
 * nothing while `dialect` is undefined (the thread is kept another way).
 */
export function useTranscriptHistory(threadId: ThreadId, dialect: Dialect | undefined): HistoryView {
  const transcript = useTranscriptClient();
  const queryClient = useQueryClient();
  const enabled = dialect !== undefined;
  const [sizes] = useState(() => new PageSizes());
  const pages = useInfiniteQuery(transcriptPagesOptions(transcript, threadId, enabled, sizes));
  const start = useInfiniteQuery(transcriptStartOptions(transcript, threadId, sizes));
  const window = useMemo(() => transcriptWindow(pages.data?.pages ?? [], start.data?.pages ?? null), [pages.data, start.data]);
  const totals = useMemo(() => pageTotals(pages.data?.pages ?? []), [pages.data]);
  const ratings = useMemo(() => ratingTargets([...(pages.data?.pages ?? []), ...(start.data?.pages ?? [])].flatMap((page) => page.data)), [pages.data, start.data]);

  const { hasBefore } = window;
  const hasGap = window.gap !== null;
  // Rows exist that are not loaded: before the first one, or in the gap (filled from its newer side).
  const hasOlder = hasBefore || hasGap;
  const { fetchNextPage, isFetchingNextPage } = pages;
  const loadOlder = useCallback(
    async (size: number = OLDER_PAGE_SIZE) => {
      // Never cancel a page in flight to ask for it again (TanStack's default): the log asks on
      // every scroll near the top.
      if (!enabled || !hasOlder || isFetchingNextPage) return;
      sizes.set("older", size);
      await fetchNextPage({ cancelRefetch: false });
    },
    [enabled, hasOlder, isFetchingNextPage, fetchNextPage, sizes],
  );

  const { fetchNextPage: fetchNewer, isFetchingNextPage: loadingNewer } = start;
  const loadNewer = useCallback(
    async (size: number = OLDER_PAGE_SIZE) => {
      if (!hasGap || loadingNewer) return;
      sizes.set("newer", size);
      await fetchNewer({ cancelRefetch: false });
    },
    [hasGap, loadingNewer, fetchNewer, sizes],
  );

  /** Read forward where the dialect can, else earlier pages as large as the backend serves, until there are none. */
  const reachStart = useCallback(async (): Promise<StartReached> => {
    if (!hasBefore || !dialect) return "loaded";
    if (await startTranscript(queryClient, transcript, threadId, dialect)) return "forward";
    for (let page = 0; page < MAX_START_PAGES; page++) {
      sizes.set("older", PAGE_SIZES.fastest);
      const result = await fetchNextPage({ cancelRefetch: false });
      if (!result.hasNextPage || result.isError) break;
    }
    return "back";
  }, [hasBefore, dialect, queryClient, transcript, threadId, fetchNextPage, sizes]);

  /** Fetches the rows a run added and puts them before the loaded pages. */
  const refreshNewest = useCallback(async () => {
    if (!enabled) return;
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
  }, [enabled, threadId, queryClient, transcript]);

  /** Reads the newest page afresh in place of every page loaded: the thread is on another branch now. */
  const reload = useCallback(async () => {
    queryClient.removeQueries({ queryKey: queryKeys.transcriptStart(threadId) });
    if (!enabled) return;
    const key = queryKeys.transcript(threadId);
    const page = parseTranscriptPage(await transcript.page(threadId, { limit: TRANSCRIPT_PAGE_SIZE }));
    if (page) queryClient.setQueryData<InfiniteData<TranscriptPage, number | null>>(key, { pages: [page], pageParams: [null] });
    else await queryClient.resetQueries({ queryKey: key });
  }, [enabled, threadId, queryClient, transcript]);

  return {
    stored: window.stored,
    hasOlder,
    hasBefore,
    totals,
    ratings,
    previewing: false,
    loadingOlder: isFetchingNextPage,
    loadOlder,
    loadingNewer,
    loadNewer,
    reachStart,
    refreshNewest,
    reload,
    isLoading: enabled && pages.isPending,
    error: pages.error ?? start.error,
    retry: () => void (pages.isError ? pages.refetch() : start.refetch()),
  };
}
