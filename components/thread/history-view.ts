import type { Dialect } from "@/core/dialect/types";
import type { NormalizedMessage } from "@/core/messages";
import type { PageTotals } from "@/core/history";
import type { RatingTargets } from "@/core/ratings/targets";

// What a thread page reads of its stored history, whichever way the backend's dialect keeps it
// (useTranscriptHistory, useStateHistory): one shape, chosen once by useThreadHistory.

/** How the start of the thread was reached: read forward, walked back to, or already loaded. */
export type StartReached = "forward" | "back" | "loaded";

export interface HistoryView {
  /** Transcript rows' messages in seq order, or the state's messages, read (core/messages/read.ts). */
  stored: readonly NormalizedMessage[];
  /** Rows exist that are not loaded: before the first one, or in a gap. */
  hasOlder: boolean;
  /** Rows exist before the first one loaded. */
  hasBefore: boolean;
  /** The whole thread's counts, where the backend says them (undefined: count what is loaded). */
  totals: PageTotals | undefined;
  /** The answers that can be rated, where the backend keeps ratings (rows carry `feedback`). */
  ratings: RatingTargets;
  /** The newest rows show before the state (and the rows before them) arrives. */
  previewing: boolean;
  loadingOlder: boolean;
  loadOlder(size?: number): Promise<void>;
  loadingNewer: boolean;
  loadNewer(size?: number): Promise<void>;
  /** Loads the first rows of the thread; resolves once they are at hand. */
  reachStart(): Promise<StartReached>;
  /** Fetches the rows a run added. */
  refreshNewest(): Promise<void>;
  /** Reads the newest rows afresh: the thread is on another branch now. */
  reload(): Promise<void>;
  isLoading: boolean;
  error: unknown;
  retry(): void;
}

/** A history view, with the dialect it follows (undefined: the page came without one). */
export type ThreadHistory = HistoryView & { dialect: Dialect | undefined };
