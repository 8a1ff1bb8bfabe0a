// The thread page's queries, filled from what the server read for its render (core/api/
// page-reads.ts), under the keys and in the shapes their own query functions give.
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { THREAD_PAGE_SIZE, toThreadPage } from "@/core/api/threads";
import type { PageSeed } from "@/core/api/page-reads";
import type { TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";

export function seedThreadPage(queryClient: QueryClient, threadId: ThreadId, seed: PageSeed): void {
  if (seed.dialect !== undefined) queryClient.setQueryData(queryKeys.dialect(threadId), seed.dialect);
  if (seed.newestPage !== undefined) {
    const pages: InfiniteData<TranscriptPage, number | null> = { pages: [seed.newestPage], pageParams: [null] };
    queryClient.setQueryData(queryKeys.transcript(threadId), pages);
  }
  if (seed.state !== undefined) queryClient.setQueryData(queryKeys.threadState(threadId), seed.state);
  if (seed.preview !== undefined) queryClient.setQueryData(queryKeys.statePreview(threadId), seed.preview);
  if (seed.metadata !== undefined) queryClient.setQueryData(queryKeys.threadInfo(threadId), seed.metadata);
}

/** The chat list's first page, from the rows of its search (threadListOptions' first request). */
export function seedThreadList(queryClient: QueryClient, rows: unknown): void {
  const first = { ...toThreadPage(rows, THREAD_PAGE_SIZE), offset: 0 };
  queryClient.setQueryData(queryKeys.threadList(THREAD_PAGE_SIZE), { pages: [first], pageParams: [0] });
}
