"use client";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { dialectOptions } from "@/components/api/history-queries";
import { useTranscriptClient } from "@/components/providers/RuntimeContext";
import type { CompactMethod } from "@/core/context/compact";
import type { ThreadId } from "@/core/ids";
import { unreachable } from "@/core/unreachable";

/**
 * "Compact now" by whichever method the backend has (core/context/compact.ts). A run streams its
 * card in live; a gateway answers once it compacted, and the state and newest transcript rows
 * are read again to show it.
 */
export function useCompactNow(threadId: ThreadId, { compactRun, refetchState, refreshNewest }: {
  compactRun: () => void;
  refetchState: () => Promise<unknown>;
  refreshNewest: () => Promise<void>;
}) {
  const transcript = useTranscriptClient();
  const capability = useQuery(dialectOptions(threadId)).data?.compact;
  const gateway = useMutation({
    mutationFn: async () => {
      await transcript.compact(threadId);
      await Promise.all([refetchState(), refreshNewest()]);
    },
  });
  const { mutate, reset } = gateway;
  const compact = useCallback(
    (method: CompactMethod) => {
      switch (method) {
        case "run":
          reset();
          return compactRun();
        case "gateway":
          return mutate();
        default:
          return unreachable(method);
      }
    },
    [compactRun, mutate, reset],
  );
  return { capability, compact, busy: gateway.isPending, failed: gateway.isError };
}
