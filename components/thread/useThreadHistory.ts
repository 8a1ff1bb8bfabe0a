"use client";
import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { dialectOptions } from "@/components/api/history-queries";
import type { ThreadId } from "@/core/ids";
import type { ThreadHistory } from "./history-view";
import { useStateHistory } from "./useStateHistory";
import { useTranscriptHistory } from "./useTranscriptHistory";

export type { StartReached } from "./history-view";

/** The page came without its backend's dialect: the server could not reach the backend. */
export class DialectUnknown extends Error {
  constructor() {
    super("The backend did not answer when this page was made");
  }
}

const UNKNOWN = new DialectUnknown();

/**
 * The thread's stored history, kept as the backend's dialect says (core/dialect): its paged
 * transcript or its state. The thread model merges it with what the live stream showed. Both
 * hooks run (hooks are never skipped); the one the dialect does not name reads nothing.
 */
export function useThreadHistory(threadId: ThreadId, state: { values: unknown; loaded: boolean; arrival: () => Promise<unknown> }): ThreadHistory {
  const router = useRouter();
  const dialect = useQuery(dialectOptions(threadId)).data;
  const transcript = useTranscriptHistory(threadId, dialect?.history === "transcript" ? dialect : undefined);
  const fromState = useStateHistory(threadId, state, dialect?.history === "state");
  if (dialect === undefined) {
    // Only the server resolves the dialect: Retry asks for the page again.
    return { ...fromState, dialect, error: UNKNOWN, retry: () => router.refresh() };
  }
  switch (dialect.history) {
    case "transcript":
      return { ...transcript, dialect };
    case "state":
      return { ...fromState, dialect };
    default: {
      const never: never = dialect.history;
      return never;
    }
  }
}
