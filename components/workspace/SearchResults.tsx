"use client";
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import { chatSearchOptions } from "@/components/api/search-queries";
import { useApiClient, useTranscriptClient } from "@/components/providers/RuntimeContext";
import { snippetParts, type SearchResult } from "@/core/search/answer";
import { formatRelativeTime } from "@/core/time/relative";
import { ListFailure, ListNote } from "./ListNotices";

/** Where a result opens its chat: at the message that matched, when one did. */
export function resultHref(result: SearchResult): string {
  const path = `/threads/${encodeURIComponent(result.threadId)}`;
  return result.messageId === null ? path : `${path}?message=${encodeURIComponent(result.messageId)}`;
}

/** The results of "Search chats", in place of the chat list while the box holds a query. */
export function SearchResults({ query }: { query: string }) {
  const t = useTranslations();
  const locale = useLocale();
  const search = useQuery(chatSearchOptions(useApiClient(), useTranscriptClient(), query));
  const data = search.isError ? undefined : search.data;
  const now = search.dataUpdatedAt;
  return (
    <nav aria-label={t("search.results")} aria-busy={search.isFetching} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
      {search.isError ? <ListFailure title={t("search.failed")} error={search.error} onRetry={() => void search.refetch()} /> : null}
      {data?.mode === "titles" ? <ListNote>{t("search.titlesOnly")}</ListNote> : null}
      {search.isPending ? <ListNote>{t("search.searching")}</ListNote> : null}
      {data && data.results.length === 0 && !search.isPlaceholderData ? <ListNote>{t("search.none")}</ListNote> : null}
      <ul className="space-y-0.5">
        {data?.results.map((result) => {
          const { before, match, after } = snippetParts(result);
          return (
            <li key={`${result.threadId}:${result.messageId ?? ""}`}>
              <Link href={resultHref(result)} prefetch={false} className="block rounded-md px-2 py-1.5 text-sm hover:bg-canvas">
                <span className="flex items-baseline gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{result.title ?? t("common.untitledChat")}</span>
                  {result.at ? <span className="shrink-0 text-xs text-muted">{formatRelativeTime(result.at, now, locale)}</span> : null}
                </span>
                <span className="line-clamp-2 text-xs text-muted" data-role="snippet">
                  {before}
                  {match ? <mark className="rounded-sm bg-yellow-200 text-inherit dark:bg-yellow-700">{match}</mark> : null}
                  {after}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
