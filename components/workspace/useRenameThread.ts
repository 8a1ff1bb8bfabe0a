"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import { withThreadTitle } from "@/core/api/threads";
import type { ThreadId } from "@/core/ids";

/**
 * Renames a chat: the name is kept in the thread's metadata, which every LangGraph server
 * stores and returns with the thread list, so it needs nothing of the agent's graph. An empty
 * name gives the chat its default name back. The list shows the name at once. Callbacks are
 * the mutation's own, so they run even when the field that started it is gone.
 */
export function useRenameThread(threadId: ThreadId, callbacks: { onRenamed?: () => void; onFailed?: (error: unknown) => void } = {}) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => client.threads.update(threadId, { metadata: { title: name } }),
    onMutate: (name) => {
      queryClient.setQueriesData({ queryKey: queryKeys.threadLists() }, (data: unknown) => withThreadTitle(data, threadId, name || null));
    },
    onSuccess: (thread) => {
      queryClient.setQueryData(queryKeys.threadInfo(threadId), thread.metadata ?? null);
      callbacks.onRenamed?.();
    },
    onError: (error) => callbacks.onFailed?.(error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() }),
  });
}
