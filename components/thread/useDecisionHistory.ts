"use client";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import type { ThreadId } from "@/core/ids";
import { DECISION_HISTORY_LIMIT } from "@/core/interrupts";

/**
 * The newest checkpoints, where the decisions of approval requests are recorded (read by
 * core/interrupts/recorded.ts), once per head: only when `wanted` (no run going, and recent
 * tool calls a review may have held).
 */
export function useDecisionHistory(threadId: ThreadId, head: string | undefined, wanted: boolean): unknown {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKeys.decisions(threadId, head ?? ""),
    queryFn: wanted && head !== undefined ? ({ signal }) => client.threads.getHistory(threadId, { limit: DECISION_HISTORY_LIMIT, signal }) as Promise<unknown> : skipToken,
    staleTime: Infinity,
    retry: false,
  }).data;
}
