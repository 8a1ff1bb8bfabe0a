"use client";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { memo, useCallback, useEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import { threadListOptions, threadNameOptions } from "@/components/api/queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";
import { ACTIVITY_KEY, type ThreadActivity } from "@/core/api/activity";
import { mergeThreadPages, type ThreadSummary } from "@/core/api/threads";
import { formatRelativeTime } from "@/core/time/relative";
import { useThreadActivity } from "./useThreadActivity";

// A row is a title line and a time line: an estimate only, every mounted row is measured.
const ROW_ESTIMATE_PX = 48;
const ROW_GAP_PX = 2;
// Rows mounted beyond each edge of the viewport.
const OVERSCAN = 8;
// The next page is requested once the last visible row is this close to the last loaded one.
const PREFETCH_ROWS = 20;

// Every route renders its own Workspace, so the list mounts again on each navigation; it
// comes back where the user left it rather than at the top.
let rememberedScrollTop = 0;

export function ThreadList({ activeThreadId }: { activeThreadId: string | null }) {
  const t = useTranslations();
  const client = useApiClient();
  const query = useInfiniteQuery(threadListOptions(client));
  const { hasNextPage, isFetching, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;

  const pages = query.data?.pages;
  const threads = useMemo(() => (pages ? mergeThreadPages(pages) : []), [pages]);
  const indexById = useMemo(() => new Map(threads.map((t, i) => [t.id as string, i])), [threads]);
  // Times are relative to when the list was fetched, which keeps rendering pure.
  const now = query.dataUpdatedAt;

  const navRef = useRef<HTMLElement>(null);
  // Status lines and alerts sit above the rows, inside the scroll container.
  const [headerHeight, setHeaderHeight] = useState(0);
  const measureHeader = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    const observer = new ResizeObserver(() => setHeaderHeight(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  // The focused row and its neighbours stay mounted while scrolled away: focus is not dropped
  // to the page, and Tab or Shift+Tab still moves to the next or previous thread.
  const focusedId = useRef<string | null>(null);
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const focused = focusedId.current === null ? undefined : indexById.get(focusedId.current);
      if (focused === undefined) return indexes;
      const extra = [focused - 1, focused, focused + 1].filter((i) => i >= 0 && i < range.count && !indexes.includes(i));
      return extra.length ? [...indexes, ...extra].sort((a, b) => a - b) : indexes;
    },
    [indexById],
  );
  const getItemKey = useCallback((index: number) => threads[index]?.id ?? index, [threads]);

  // The app is not built with the React Compiler; the rule only warns that it would skip this.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: threads.length,
    getScrollElement: () => navRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    gap: ROW_GAP_PX,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    getItemKey,
    rangeExtractor,
    initialOffset: () => rememberedScrollTop,
    // Before the list is measured (on the server, and while hydrating its HTML), the rows of a
    // tall sidebar are rendered.
    initialRect: { width: 288, height: 1_000 },
  });
  const rows = virtualizer.getVirtualItems();
  const lastVisible = virtualizer.range?.endIndex ?? -1;

  // Next page when the user nears the end of what is loaded; one request at a time, never
  // during a refetch (it would be cancelled), and not again by itself after a failure: the
  // alert's Retry and the "Load more" button are there for that.
  const nearEnd = threads.length - 1 - lastVisible < PREFETCH_ROWS;
  useEffect(() => {
    if (nearEnd && hasNextPage && !isFetching && !isFetchNextPageError) void fetchNextPage();
  }, [nearEnd, hasNextPage, isFetching, isFetchNextPageError, fetchNextPage]);

  // On navigation, the active row is scrolled into view if it is loaded and not visible. A
  // thread just created shows up with the refetch that follows; one not in that data is not
  // chased through later pages (which would yank the list while the user scrolls).
  const reveal = useRef<{ id: string; since: number; done: boolean } | null>(null);
  const dataUpdatedAt = query.dataUpdatedAt;
  useEffect(() => {
    if (!activeThreadId) return;
    if (reveal.current?.id !== activeThreadId) reveal.current = { id: activeThreadId, since: dataUpdatedAt, done: false };
    const pending = reveal.current;
    if (pending.done) return;
    const index = indexById.get(activeThreadId);
    if (index !== undefined) {
      pending.done = true;
      virtualizer.scrollToIndex(index, { align: "auto" });
    } else if (dataUpdatedAt > pending.since) {
      pending.done = true;
    }
  }, [activeThreadId, indexById, dataUpdatedAt, virtualizer]);

  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    focusedId.current = (e.target.closest("li[data-thread-id]") as HTMLElement | null)?.dataset.threadId ?? null;
  };
  const onBlur = (e: FocusEvent<HTMLUListElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) focusedId.current = null;
  };

  return (
    <nav
      ref={navRef}
      aria-label={t("sidebar.threads")}
      className="min-h-0 flex-1 overflow-y-auto px-2 pb-3"
      onScroll={(e) => {
        rememberedScrollTop = e.currentTarget.scrollTop;
      }}
    >
      <div ref={measureHeader}>
        {query.isError ? (
          <div className="px-1 py-2">
            <Alert title={t("threadList.loadFailed")} onRetry={() => void query.refetch()}>
              {describeError(query.error, t)}
            </Alert>
          </div>
        ) : null}
        {query.isPending ? <p className="px-2 py-1 text-xs text-muted">{t("common.loading")}</p> : null}
        {query.isSuccess && threads.length === 0 ? <p className="px-2 py-1 text-xs text-muted">{t("threadList.empty")}</p> : null}
      </div>
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }} onFocus={onFocus} onBlur={onBlur}>
        {rows.map((row) => {
          const thread = threads[row.index];
          if (!thread) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-thread-id={thread.id}
              aria-posinset={row.index + 1}
              aria-setsize={hasNextPage ? -1 : threads.length}
              className="absolute left-0 top-0 w-full"
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              <ThreadRow thread={thread} active={thread.id === activeThreadId} now={now} />
            </li>
          );
        })}
      </ul>
      {hasNextPage ? (
        <div className="px-2 py-1">
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            className="text-xs text-muted underline disabled:no-underline"
          >
            {t(isFetchingNextPage ? "common.loading" : "threadList.loadMore")}
          </button>
        </div>
      ) : null}
    </nav>
  );
}

const ThreadRow = memo(function ThreadRow({ thread, active, now }: { thread: ThreadSummary; active: boolean; now: number }) {
  const t = useTranslations();
  const locale = useLocale();
  const client = useApiClient();
  const activity = useThreadActivity(thread.id, thread.status);
  // Only rows on screen ask, and only for chats their metadata does not name.
  const named = useQuery({ ...threadNameOptions(client, thread.id), enabled: thread.title === null }).data;
  return (
    <Link
      href={`/threads/${encodeURIComponent(thread.id)}`}
      // Prefetching every row that scrolls by would ask the server for a page per row.
      prefetch={false}
      aria-current={active ? "page" : undefined}
      className="block rounded-md px-2 py-1.5 text-sm hover:bg-canvas aria-[current=page]:bg-canvas aria-[current=page]:font-medium"
    >
      <span className="block truncate">{thread.title ?? named ?? t("common.untitledChat")}</span>
      {/* The mark shares the time's line, so a row keeps its height as marks come and go. */}
      {thread.updatedAt || activity ? (
        <span className="flex items-center gap-1.5 text-xs text-muted">
          {thread.updatedAt ? formatRelativeTime(thread.updatedAt, now, locale) : null}
          {activity ? <ActivityMark activity={activity} /> : null}
        </span>
      ) : null}
    </Link>
  );
});

function ActivityMark({ activity }: { activity: ThreadActivity }) {
  const t = useTranslations();
  const tone = activity === "waiting" ? "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100" : "bg-accent-soft text-accent";
  return <span className={`rounded px-1 font-medium ${tone}`}>{t(ACTIVITY_KEY[activity])}</span>;
}
