// Checkpoint history for branches (core/branches): the newest checkpoints of a thread with
// versions, back to the oldest fork, and, for Edit and Regenerate, as far back as the message.
import type { Client } from "@langchain/langgraph-sdk";
import { queryOptions } from "@tanstack/react-query";
import { UiError } from "@/components/ui/errors";
import { queryKeys } from "@/core/api/keys";
import { checkpointWindow, forkPoint, HISTORY_LIMIT, HISTORY_PAGE, oldestCheckpoint, readOnFrom } from "@/core/branches";
import type { ThreadId } from "@/core/ids";

/** One page of history, newest first, older than `before` (a checkpoint id) when given. */
function historyPage(client: Client, threadId: ThreadId, before: string | undefined, signal?: AbortSignal): Promise<unknown[]> {
  // The JS server takes a checkpoint id here, where the SDK's type says a config.
  return client.threads.getHistory(threadId, { limit: HISTORY_PAGE, before: before as never, signal });
}

/** The checkpoints versions are derived from; read only when the thread has a fork (its floor). */
export function branchHistoryOptions(client: Client, threadId: ThreadId, floor: string | undefined) {
  return queryOptions({
    queryKey: queryKeys.branches(threadId),
    queryFn: async ({ signal }) => {
      let snapshots = await historyPage(client, threadId, undefined, signal);
      for (let before = readOnFrom(snapshots, snapshots.length, floor); before !== undefined; ) {
        const page = await historyPage(client, threadId, before, signal);
        snapshots = [...snapshots, ...page];
        before = readOnFrom(snapshots, page.length, floor);
      }
      return snapshots;
    },
    enabled: floor !== undefined,
    staleTime: Infinity,
  });
}

/**
 * The checkpoint to rerun from for a message (core/branches/fork-point.ts), reading older
 * history a page at a time from what was read already (which must hold the head).
 */
export async function findForkPoint(client: Client, threadId: ThreadId, head: string, messageKey: string, read: readonly unknown[] = []): Promise<string> {
  let snapshots = read;
  for (;;) {
    if (snapshots.length > 0) {
      const point = forkPoint(checkpointWindow(snapshots), head, messageKey);
      if (point.kind === "found") return point.checkpointId;
      if (point.kind === "absent") break;
    }
    if (snapshots.length >= HISTORY_LIMIT) break;
    const page = await historyPage(client, threadId, oldestCheckpoint(snapshots));
    if (page.length === 0) break;
    snapshots = [...snapshots, ...page];
  }
  throw new UiError("alerts.noCheckpoint");
}
