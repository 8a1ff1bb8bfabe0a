"use client";
import { createContext, useContext } from "react";
import type { ThreadId } from "@/core/ids";
import type { RatingTarget, RatingTargets } from "@/core/ratings/targets";

/** The open thread's answers that can be rated (none where the backend keeps no ratings). */
export interface Ratings {
  threadId: ThreadId;
  targets: RatingTargets;
}

export const RatingContext = createContext<Ratings | null>(null);

export const useRatings = () => useContext(RatingContext);

/** What rating an answer has, if it can be rated at all. */
export function useRatingTarget(messageId: string): { threadId: ThreadId; target: RatingTarget } | undefined {
  const ratings = useContext(RatingContext);
  const target = ratings?.targets.get(messageId);
  return ratings && target ? { threadId: ratings.threadId, target } : undefined;
}
