"use client";
import { skipToken, useQuery } from "@tanstack/react-query";
import { useCallback, useMemo } from "react";
import { queryKeys } from "@/core/api/keys";
import type { StatePreview } from "@/core/api/page-reads";
import type { ThreadId } from "@/core/ids";
import { readMessages } from "@/core/messages";
import { readThreadValues } from "@/core/thread";
import { NO_TARGETS } from "@/core/ratings/targets";
import { feedbackTargetsOptions } from "@/components/api/rating-queries";
import { useRuntimeConfig, useTranscriptClient } from "@/components/providers/RuntimeContext";
import type { HistoryView, StartReached } from "./history-view";

const nothing = async () => undefined;

/**
 * A thread kept in its state (stock servers, deepagents, LangChain agents): its messages, or,
 * until the state arrives, the newest of them the server showed first (a preview:
 * core/api/page-reads.ts). Everything before those comes with the state. Reads its rated
 * answers only when `enabled` (the thread is kept this way).
 */
export function useStateHistory(threadId: ThreadId, state: { values: unknown; loaded: boolean; arrival: () => Promise<unknown> }, enabled: boolean): HistoryView {
  // Only ever seeded by the server's render.
  const preview = useQuery<StatePreview>({ queryKey: queryKeys.statePreview(threadId), queryFn: skipToken }).data;
  const previewing = !state.loaded && preview !== undefined;
  const wire = previewing ? preview.messages : readThreadValues(state.values).messages;
  // Read once per list: the state's arrives with each refetch, not with each streamed chunk.
  const stored = useMemo(() => readMessages(wire), [wire]);
  const hasBefore = previewing && preview.more;
  // No rows carry ratings: where the proxy rates through LangSmith, it lists the rated answers.
  const transcript = useTranscriptClient();
  const { langsmithRatings } = useRuntimeConfig();
  const ratings = useQuery(feedbackTargetsOptions(transcript, threadId, enabled && langsmithRatings)).data ?? NO_TARGETS;
  const { arrival } = state;
  const loadOlder = useCallback(async () => {
    if (hasBefore) await arrival().catch(() => undefined);
  }, [hasBefore, arrival]);
  const reachStart = useCallback(async (): Promise<StartReached> => {
    if (hasBefore) await arrival().catch(() => undefined);
    return "loaded";
  }, [hasBefore, arrival]);
  return {
    stored,
    hasOlder: hasBefore,
    hasBefore,
    totals: undefined,
    ratings,
    previewing,
    loadingOlder: hasBefore,
    loadOlder,
    loadingNewer: false,
    loadNewer: nothing,
    reachStart,
    refreshNewest: nothing,
    reload: nothing,
    isLoading: false,
    error: null,
    retry: () => undefined,
  };
}
