"use client";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { recordedCompactionsOptions } from "@/components/api/compaction-queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { distinctCompactions, recordedCompactionOf, type RecordedCompaction } from "@/core/history/summarization-event";
import type { ThreadId } from "@/core/ids";

const NONE: readonly RecordedCompaction[] = [];

/**
 * The compactions recorded beside the messages (core/history/summarization-event.ts): the
 * stored state's newest, the stream's (a compaction of the run going on), and the earlier
 * ones the checkpoint history holds, read once the state shows a compaction.
 */
export function useRecordedCompactions(threadId: ThreadId, storedValues: unknown, streamedValues: unknown): readonly RecordedCompaction[] {
  const client = useApiClient();
  const stored = recordedCompactionOf(storedValues);
  const streamed = recordedCompactionOf(streamedValues);
  const earlier = useQuery(recordedCompactionsOptions(client, threadId, stored?.key)).data;
  const signature = [...(earlier ?? []).map((c) => c.key), stored?.key, streamed?.key].join(" ");
  // One list per set of compactions, so the lists they are placed in stay the same objects.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => (signature.trim() === "" ? NONE : distinctCompactions([earlier ?? [], [stored, streamed]])), [signature]);
}
