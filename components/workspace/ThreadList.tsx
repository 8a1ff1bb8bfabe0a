"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from "react";
import { threadListOptions } from "@/components/api/queries";
import { useDeletions } from "@/components/providers/NoticesContext";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { mergeThreadPages } from "@/core/api/threads";
import { type DayGroup, groupByDay } from "@/core/time/day-groups";
import { ListFailure, ListNote } from "./ListNotices";
import { ThreadRow } from "./ThreadRow";

// A row is a title line and a time line, a date heading one small line: estimates only, every
// mounted row is measured.
const ROW_ESTIMATE_PX = 48;
const HEADING_ESTIMATE_PX = 28;
const ROW_GAP_PX = 2;
const GROUP_KEY = {
  today: "threadList.groups.today",
  yesterday: "threadList.groups.yesterday",
  week: "threadList.groups.week",
  month: "threadList.groups.month",
  older: "threadList.groups.older",
} as const satisfies Record<DayGroup, string>;
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
  // Chats deleted a moment ago (still undoable) are left out.
  const pending = useDeletions((s) => s.pending);
  const threads = useMemo(() => (pages ? mergeThreadPages(pages) : []).filter((t) => !pending.has(t.id)), [pages, pending]);
  // Times are relative to when the list was fetched, which keeps rendering pure.
  const now = query.dataUpdatedAt;
  // Date headings between the chats; the virtualizer counts both.
  const rowsOfList = useMemo(() => groupByDay(threads, now, (t) => t.updatedAt, (t) => t.id), [threads, now]);
  const { indexById, positionById } = useMemo(() => {
    const indexById = new Map<string, number>();
    const positionById = new Map<string, number>();
    rowsOfList.forEach((row, i) => {
      if (row.kind !== "item") return;
      indexById.set(row.key, i);
      positionById.set(row.key, positionById.size);
    });
    return { indexById, positionById };
  }, [rowsOfList]);

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
      const extra = [focused - 2, focused - 1, focused, focused + 1, focused + 2].filter((i) => i >= 0 && i < range.count && !indexes.includes(i));
      return extra.length ? [...indexes, ...extra].sort((a, b) => a - b) : indexes;
    },
    [indexById],
  );
  const getItemKey = useCallback((index: number) => rowsOfList[index]?.key ?? index, [rowsOfList]);

  // The app is not built with the React Compiler; the rule only warns that it would skip this.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rowsOfList.length,
    getScrollElement: () => navRef.current,
    estimateSize: (index) => (rowsOfList[index]?.kind === "group" ? HEADING_ESTIMATE_PX : ROW_ESTIMATE_PX),
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
  const nearEnd = rowsOfList.length - 1 - lastVisible < PREFETCH_ROWS;
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

  // One Tab stop for the whole list (a roving tabindex): the row last focused, else the open
  // chat, else the first; arrow keys, Home and End move between rows.
  const [current, setCurrent] = useState<string | null>(null);
  const tabbableId =
    current !== null && indexById.has(current) ? current : activeThreadId !== null && indexById.has(activeThreadId) ? activeThreadId : (threads[0]?.id ?? null);
  const onFocus = (e: FocusEvent<HTMLUListElement>) => {
    const id = (e.target.closest("li[data-thread-id]") as HTMLElement | null)?.dataset.threadId ?? null;
    focusedId.current = id;
    if (id !== null) setCurrent(id);
  };
  const focusThread = (id: string) => {
    focusedId.current = id;
    setCurrent(id);
    const index = indexById.get(id);
    if (index !== undefined) virtualizer.scrollToIndex(index, { align: "auto" });
    // The row mounts with the next frames when it was scrolled far.
    let frames = 0;
    const attempt = () => {
      const link = navRef.current?.querySelector<HTMLElement>(`li[data-thread-id="${CSS.escape(id)}"] a`);
      if (link) link.focus();
      else if (frames++ < 30) requestAnimationFrame(attempt);
    };
    attempt();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    // Only on a row's link: the menu and the rename field keep their own keys.
    if (!(e.target instanceof HTMLAnchorElement) || focusedId.current === null) return;
    const at = positionById.get(focusedId.current);
    if (at === undefined) return;
    const to = e.key === "ArrowDown" ? at + 1 : e.key === "ArrowUp" ? at - 1 : e.key === "Home" ? 0 : e.key === "End" ? threads.length - 1 : undefined;
    if (to === undefined) return;
    e.preventDefault();
    const target = threads[Math.max(0, Math.min(threads.length - 1, to))];
    if (target) focusThread(target.id);
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
        {query.isError ? <ListFailure title={t("threadList.loadFailed")} error={query.error} onRetry={() => void query.refetch()} /> : null}
        {query.isPending ? <ListNote>{t("common.loading")}</ListNote> : null}
        {query.isSuccess && threads.length === 0 ? <ListNote>{t("threadList.empty")}</ListNote> : null}
      </div>
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }} onFocus={onFocus} onBlur={onBlur} onKeyDown={onKeyDown}>
        {rows.map((row) => {
          const entry = rowsOfList[row.index];
          if (!entry) return null;
          const style = { transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` };
          if (entry.kind === "group") {
            return (
              <li key={row.key} ref={virtualizer.measureElement} data-index={row.index} className="absolute left-0 top-0 w-full" style={style}>
                <h2 className="px-2 pb-1 pt-3 text-xs font-medium text-muted">{t(GROUP_KEY[entry.group])}</h2>
              </li>
            );
          }
          const thread = entry.item;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              data-thread-id={thread.id}
              aria-posinset={(positionById.get(thread.id) ?? 0) + 1}
              aria-setsize={hasNextPage ? -1 : threads.length}
              className="absolute left-0 top-0 w-full"
              style={style}
            >
              <ThreadRow thread={thread} active={thread.id === activeThreadId} now={now} tabbable={thread.id === tabbableId} />
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
