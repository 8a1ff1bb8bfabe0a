"use client";
// Rating a run's answer (docs/wire-contracts.md, "Ratings"): an optimistic change of the rows
// the transcript queries hold (or of a stock thread's targets rated through LangSmith), undone
// with a notice when the backend refuses it.
import { queryOptions, useMutation, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useToasts } from "@/components/providers/NoticesContext";
import { useTranscriptClient } from "@/components/providers/RuntimeContext";
import type { TranscriptClient } from "@/core/api/transcript-client";
import { describeError } from "@/components/ui/errors";
import { queryKeys } from "@/core/api/keys";
import type { ForwardPage, TranscriptPage } from "@/core/history";
import type { ThreadId } from "@/core/ids";
import { parseFeedback, type Feedback, type RatingRequest } from "@/core/ratings/feedback";
import { parseFeedbackEntries, targetFeedback, withTargetFeedback } from "@/core/ratings/entries";
import { runFeedback, withRunFeedback, type RatingTargets } from "@/core/ratings/targets";

/** A run's new rating, or null to remove it. */
export interface RateVariables {
  runId: string;
  next: RatingRequest | null;
}

type Pages = InfiniteData<TranscriptPage | ForwardPage, number | null>;

const keysOf = (threadId: ThreadId) => [queryKeys.transcript(threadId), queryKeys.transcriptStart(threadId)];

/** A stock thread's answers rated through LangSmith, as the proxy lists them; read only when `enabled`. */
export function feedbackTargetsOptions(transcript: TranscriptClient, threadId: ThreadId, enabled: boolean) {
  return queryOptions({
    queryKey: queryKeys.feedbackTargets(threadId),
    queryFn: async ({ signal }): Promise<RatingTargets> => parseFeedbackEntries(await transcript.feedbackEntries(threadId, signal)),
    enabled,
    // Runs change it, and a run's end reads it again (useThreadStream).
    staleTime: Infinity,
  });
}

function setFeedback(queryClient: QueryClient, threadId: ThreadId, runId: string, feedback: Feedback | null): void {
  for (const key of keysOf(threadId)) {
    queryClient.setQueryData<Pages>(key, (old) => (old ? { ...old, pages: withRunFeedback(old.pages, runId, feedback) } : old));
  }
  queryClient.setQueryData<RatingTargets>(queryKeys.feedbackTargets(threadId), (old) => (old ? withTargetFeedback(old, runId, feedback) : old));
}

function currentFeedback(queryClient: QueryClient, threadId: ThreadId, runId: string): Feedback | null | undefined {
  for (const key of keysOf(threadId)) {
    const found = runFeedback(queryClient.getQueryData<Pages>(key)?.pages ?? [], runId);
    if (found !== undefined) return found;
  }
  return targetFeedback(queryClient.getQueryData<RatingTargets>(queryKeys.feedbackTargets(threadId)), runId);
}

const asFeedback = (next: RatingRequest | null, id: string | null): Feedback | null => (next === null ? null : { id, rating: next.rating, comment: next.comment });

export function useRateRun(threadId: ThreadId) {
  const transcript = useTranscriptClient();
  const queryClient = useQueryClient();
  const t = useTranslations();
  const show = useToasts((s) => s.show);
  return useMutation({
    mutationFn: async ({ runId, next }: RateVariables): Promise<Feedback | null> => {
      if (next === null) {
        await transcript.unrate(threadId, runId);
        return null;
      }
      return parseFeedback(await transcript.rate(threadId, runId, next)) ?? asFeedback(next, null);
    },
    onMutate: ({ runId, next }) => {
      const previous = currentFeedback(queryClient, threadId, runId) ?? null;
      const optimistic = asFeedback(next, previous?.id ?? null);
      setFeedback(queryClient, threadId, runId, optimistic);
      return { previous, optimistic };
    },
    onSuccess: (saved, { runId }, context) => {
      // A later change made meanwhile stays; this one's answer only fills in what it set.
      if (currentFeedback(queryClient, threadId, runId) === context.optimistic) setFeedback(queryClient, threadId, runId, saved);
    },
    onError: (error, { runId }, context) => {
      if (context && currentFeedback(queryClient, threadId, runId) === context.optimistic) setFeedback(queryClient, threadId, runId, context.previous);
      show({ text: t("rating.failed", { error: describeError(error, t) }), tone: "error" });
    },
  });
}
