// "Search chats": the backend's message search where it has one (the embedded server), else
// the chats' names, from the same narrow records the chat list reads.
import type { Client } from "@langchain/langgraph-sdk";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { THREAD_LIST_FIELDS, toThreadPage } from "@/core/api/threads";
import { lacksRoute, type TranscriptClient } from "@/core/api/transcript-client";
import { parseSearchAnswer, type SearchResult } from "@/core/search/answer";
import { DEFAULT_RESULTS } from "@/core/search/query";
import { searchTitles } from "@/core/search/titles";

export type ChatSearch = { mode: "messages" | "titles"; results: SearchResult[] };

/** Chats whose names are looked through where only names can be searched: the newest ones. */
const TITLE_PAGE = 100;
const TITLE_PAGES = 5;

// Learnt once per backend client: a backend without the route keeps not having it.
const withoutMessageSearch = new WeakSet<TranscriptClient>();

async function searchNames(client: Client, query: string, signal: AbortSignal): Promise<ChatSearch> {
  const threads = [];
  for (let page = 0; page < TITLE_PAGES; page++) {
    const rows = await client.threads.search({ limit: TITLE_PAGE, offset: page * TITLE_PAGE, sortBy: "updated_at", sortOrder: "desc", select: [...THREAD_LIST_FIELDS], signal });
    const read = toThreadPage(rows, TITLE_PAGE);
    threads.push(...read.threads);
    if (!read.hasMore) break;
  }
  return { mode: "titles", results: searchTitles(threads, query, DEFAULT_RESULTS) };
}

export function chatSearchOptions(client: Client, transcript: TranscriptClient, query: string) {
  return queryOptions({
    queryKey: queryKeys.chatSearch(query),
    queryFn: async ({ signal }): Promise<ChatSearch> => {
      if (withoutMessageSearch.has(transcript)) return searchNames(client, query, signal);
      try {
        return { mode: "messages", results: parseSearchAnswer(await transcript.searchMessages(query, DEFAULT_RESULTS, signal)) };
      } catch (error) {
        if (!lacksRoute(error)) throw error;
        withoutMessageSearch.add(transcript);
        return searchNames(client, query, signal);
      }
    },
    // Typing on keeps the previous results on screen until the next ones arrive.
    placeholderData: keepPreviousData,
    retry: false,
  });
}
