"use client";
import { useInfiniteQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useRef } from "react";
import { threadListOptions } from "@/components/api/queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { Alert } from "@/components/ui/Alert";
import { describeError } from "@/components/ui/errors";
import { formatRelativeTime } from "@/core/time/relative";

export function ThreadList({ activeThreadId }: { activeThreadId: string | null }) {
  const client = useApiClient();
  const query = useInfiniteQuery(threadListOptions(client));
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Load the next page when the end of the list scrolls into view.
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const threads = query.data?.pages.flatMap((page) => page.threads) ?? [];
  // Times are relative to when the list was fetched, which keeps rendering pure.
  const now = query.dataUpdatedAt;

  return (
    <nav aria-label="Threads" className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
      {query.isError ? (
        <div className="px-1 py-2">
          <Alert title="Could not load conversations" onRetry={() => void query.refetch()}>
            {describeError(query.error)}
          </Alert>
        </div>
      ) : null}
      {query.isPending ? <p className="px-2 py-1 text-xs text-muted">Loading…</p> : null}
      {query.isSuccess && threads.length === 0 ? <p className="px-2 py-1 text-xs text-muted">No conversations yet.</p> : null}
      <ul className="flex flex-col gap-0.5">
        {threads.map((thread) => {
          const active = thread.id === activeThreadId;
          return (
            <li key={thread.id}>
              <Link
                href={`/threads/${encodeURIComponent(thread.id)}`}
                aria-current={active ? "page" : undefined}
                className="block rounded-md px-2 py-1.5 text-sm hover:bg-canvas aria-[current=page]:bg-canvas aria-[current=page]:font-medium"
              >
                <span className="block truncate">{thread.title ?? "Untitled chat"}</span>
                {thread.updatedAt ? (
                  <span className="block text-xs text-muted">{formatRelativeTime(thread.updatedAt, now)}</span>
                ) : null}
              </Link>
            </li>
          );
        })}
        {hasNextPage ? (
          <li ref={sentinel} className="px-2 py-1">
            <button
              type="button"
              onClick={() => void fetchNextPage()}
              disabled={isFetchingNextPage}
              className="text-xs text-muted underline disabled:no-underline"
            >
              {isFetchingNextPage ? "Loading…" : "Load more"}
            </button>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
