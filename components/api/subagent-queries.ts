// One subagent's own messages as the backend keeps them: the embedded server's record
// (`GET /threads/{id}/subagents/{task}`), or a subgraph's newest checkpoint (deepagents); a
// record, or "unknown" where it keeps none of that task.
import type { Client } from "@langchain/langgraph-sdk";
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { isNotFound, type TranscriptClient } from "@/core/api/transcript-client";
import type { ThreadId } from "@/core/ids";
import type { NormalizedMessage } from "@/core/messages/types";
import { readHistoryBack } from "@/core/history/walk";
import { parseSubagentRecord } from "@/core/subagents/steps";
import { subgraphCheckpointSteps, subgraphNamespace } from "@/core/subagents/subgraph";
import { historyReader } from "./compaction-queries";

export type SubagentRecordRead = { kind: "record"; messages: NormalizedMessage[] } | { kind: "unknown" };

/** While the task runs the record grows: read again every `pollMs` (false: never). */
export function subagentRecordOptions(transcript: TranscriptClient, threadId: ThreadId, taskId: string, enabled: boolean, pollMs: number | false) {
  return queryOptions({
    queryKey: queryKeys.subagent(threadId, taskId),
    queryFn: async ({ signal }): Promise<SubagentRecordRead> => {
      try {
        const messages = parseSubagentRecord(await transcript.subagent(threadId, taskId, signal));
        return messages ? { kind: "record", messages } : { kind: "unknown" };
      } catch (error) {
        if (isNotFound(error)) return { kind: "unknown" };
        throw error;
      }
    },
    enabled,
    refetchInterval: pollMs,
    retry: 1,
  });
}

/** Checkpoints searched back for the task's subgraph: a task far back in a long thread is not looked for. */
const SUBGRAPH_SEARCH = 60;

/**
 * A finished subagent's steps from its subgraph's checkpoints: the task that ran it is found in
 * the thread's checkpoint history (read back only until found), then its namespace's newest
 * checkpoint is read. Once per task: a finished task's steps do not change.
 */
export function subgraphRecordOptions(client: Client, threadId: ThreadId, taskId: string, enabled: boolean) {
  return queryOptions({
    queryKey: [...queryKeys.subagent(threadId, taskId), "subgraph"] as const,
    queryFn: async ({ signal }): Promise<SubagentRecordRead> => {
      const { checkpoints } = await readHistoryBack(historyReader(client, threadId, signal), (page) => subgraphNamespace(page, taskId) !== undefined, SUBGRAPH_SEARCH);
      const namespace = subgraphNamespace(checkpoints, taskId);
      if (namespace === undefined) return { kind: "unknown" };
      const messages = subgraphCheckpointSteps(await client.threads.getHistory(threadId, { checkpoint: { checkpoint_ns: namespace }, limit: 1, signal }));
      return messages && messages.length > 0 ? { kind: "record", messages } : { kind: "unknown" };
    },
    enabled,
    staleTime: Infinity,
    retry: 1,
  });
}
