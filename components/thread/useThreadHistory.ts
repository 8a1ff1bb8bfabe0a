"use client";
import { skipToken, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useCallback, useMemo, useState } from "react";
import { dialectOptions, OLDER_PAGE_SIZE, PageSizes, startTranscript, TRANSCRIPT_PAGE_SIZE, transcriptPagesOptions, transcriptStartOptions } from "@/components/api/history-queries";
import { useTranscriptClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import type { StatePreview } from "@/core/api/page-reads";
import { maxSeq, nextRefreshCursor } from "@/core/api/transcript-refresh";
import { parseTranscriptPage, transcriptWindow, type TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { readThreadValues } from "@/core/thread";
import { PAGE_SIZES } from "./log-paging";

const MAX_REFRESH_PAGES = 20;
/** Enough for any real thread; a guard against a backend whose cursor never ends. */
const MAX_START_PAGES = 500;

/** How the start of the thread was reached: read forward, walked back to, or already loaded. */
export type StartReached = "forward" | "back" | "loaded";

/** The page came without its backend's dialect: the server could not reach the backend. */
export class DialectUnknown extends Error {
  constructor() {
    super("The backend did not answer when this page was made");
  }
}

/**
 * The thread's stored history, as the backend's dialect keeps it (core/dialect): the paged
 * transcript (earlier pages on demand; after "Jump to start" its first pages too, with a gap
 * between), else the messages of the stored state, or, until the state arrives, the newest of
 * them the server showed first (a preview: core/api/page-reads.ts). The thread model merges
 * it with what the live stream showed.
 */
export function useThreadHistory(threadId: ThreadId, state: { values: unknown; loaded: boolean; arrival: () => Promise<unknown> }) {
  const transcript = useTranscriptClient();
  const queryClient = useQueryClient();
  const router = useRouter();
  const dialect = useQuery(dialectOptions(threadId)).data;
  const paged = dialect?.history === "transcript";
  const [sizes] = useState(() => new PageSizes());
  const pages = useInfiniteQuery(transcriptPagesOptions(transcript, threadId, paged, sizes));
  const start = useInfiniteQuery(transcriptStartOptions(transcript, threadId, sizes));

  const window = useMemo(() => transcriptWindow(pages.data?.pages ?? [], start.data?.pages ?? null), [pages.data, start.data]);
  // Only ever seeded by the server's render.
  const preview = useQuery<StatePreview>({ queryKey: queryKeys.statePreview(threadId), queryFn: skipToken }).data;
  const previewing = !paged && !state.loaded && preview !== undefined;
  const stateMessages = readThreadValues(state.values).messages;
  const stored = paged ? window.stored : previewing ? preview.messages : stateMessages;

  const hasBefore = paged ? window.hasBefore : previewing && preview.more;
  const hasGap = paged && window.gap !== null;
  // Rows exist that are not loaded: before the first one, or in the gap (filled from its newer side).
  const hasOlder = hasBefore || hasGap;
  const { fetchNextPage, isFetchingNextPage } = pages;
  const { arrival } = state;
  const loadOlder = useCallback(
    async (size: number = OLDER_PAGE_SIZE) => {
      // The rows before a preview come with the state, which is on its way.
      if (!paged) {
        if (hasOlder) await arrival().catch(() => undefined);
        return;
      }
      // Never cancel a page in flight to ask for it again (TanStack's default): the log asks on
      // every scroll near the top.
      if (!hasOlder || isFetchingNextPage) return;
      sizes.set("older", size);
      await fetchNextPage({ cancelRefetch: false });
    },
    [paged, arrival, hasOlder, isFetchingNextPage, fetchNextPage, sizes],
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

  /**
   * Loads the first rows of the thread: read forward where the backend can, else earlier pages
   * as large as it serves, until there are none. Resolves once they are in the query cache.
   */
  const reachStart = useCallback(async (): Promise<StartReached> => {
    if (!hasBefore) return "loaded";
    if (!paged) {
      await arrival().catch(() => undefined);
      return "loaded";
    }
    if (dialect && (await startTranscript(queryClient, transcript, threadId, dialect))) return "forward";
    for (let page = 0; page < MAX_START_PAGES; page++) {
      sizes.set("older", PAGE_SIZES.fastest);
      const result = await fetchNextPage({ cancelRefetch: false });
      if (!result.hasNextPage || result.isError) break;
    }
    return "back";
  }, [paged, arrival, hasBefore, queryClient, transcript, threadId, dialect, fetchNextPage, sizes]);

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

  /** Reads the newest page afresh in place of every page loaded: the thread is on another branch now. */
  const reload = useCallback(async () => {
    queryClient.removeQueries({ queryKey: queryKeys.transcriptStart(threadId) });
    if (!paged) return;
    const key = queryKeys.transcript(threadId);
    const page = parseTranscriptPage(await transcript.page(threadId, { limit: TRANSCRIPT_PAGE_SIZE }));
    if (page) queryClient.setQueryData<InfiniteData<TranscriptPage, number | null>>(key, { pages: [page], pageParams: [null] });
    else await queryClient.resetQueries({ queryKey: key });
  }, [paged, threadId, queryClient, transcript]);

  return {
    dialect,
    stored,
    hasOlder,
    hasBefore,
    /** The newest rows show before the state (and the rows before them) arrives. */
    previewing,
    loadingOlder: isFetchingNextPage || (hasBefore && previewing),
    loadOlder,
    loadingNewer,
    loadNewer,
    reachStart,
    refreshNewest,
    reload,
    isLoading: paged && pages.isPending,
    error: dialect === undefined ? new DialectUnknown() : (pages.error ?? start.error),
    // Only the server resolves the dialect: it is asked again with the page.
    retry: () => void (dialect === undefined ? router.refresh() : pages.isError ? pages.refetch() : start.refetch()),
  };
}
