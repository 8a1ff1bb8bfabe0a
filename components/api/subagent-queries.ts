// One subagent's own messages as the backend keeps them (the embedded server's
// `GET /threads/{id}/subagents/{task}`): a record, or "unknown" where it keeps none of that task.
import { queryOptions } from "@tanstack/react-query";
import { queryKeys } from "@/core/api/keys";
import { isNotFound, type TranscriptClient } from "@/core/api/transcript-client";
import type { ThreadId } from "@/core/ids";
import type { NormalizedMessage } from "@/core/messages/types";
import { parseSubagentRecord } from "@/core/subagents/steps";

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
