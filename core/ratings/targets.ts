import type { StoredRow } from "../history/types";
import type { Feedback } from "./feedback";

// Which answers can be rated: where the backend keeps ratings, the last answer of a run
// carries the run's `feedback` (null when unrated); rows without the field mean it keeps none.

export interface RatingTarget {
  readonly runId: string;
  readonly feedback: Feedback | null;
}

/** Rating targets by message id. */
export type RatingTargets = ReadonlyMap<string, RatingTarget>;

export const NO_TARGETS: RatingTargets = new Map();

/**
 * The rows (seq ascending, or any order) that carry a run's feedback, one per run: the newest.
 * A page cut inside a run marks its own last answer; the newer page's row wins once loaded.
 */
export function ratingTargets(rows: readonly StoredRow[]): RatingTargets {
  const byRun = new Map<string, StoredRow>();
  for (const row of rows) {
    if (row.feedback === undefined || row.run_id === null) continue;
    const known = byRun.get(row.run_id);
    if (known === undefined || known.seq < row.seq) byRun.set(row.run_id, row);
  }
  if (byRun.size === 0) return NO_TARGETS;
  const targets = new Map<string, RatingTarget>();
  for (const [runId, row] of byRun) targets.set(row.message.id, { runId, feedback: row.feedback ?? null });
  return targets;
}

/** The rated answers' feedback by message id (what an export notes). */
export function ratedAnswers(targets: RatingTargets | undefined): ReadonlyMap<string, Feedback> {
  const rated = new Map<string, Feedback>();
  for (const [messageId, target] of targets ?? []) if (target.feedback !== null) rated.set(messageId, target.feedback);
  return rated;
}

/** The feedback of `runId` as the pages hold it; undefined when no row carries it. */
export function runFeedback(pages: readonly { readonly data: readonly StoredRow[] }[], runId: string): Feedback | null | undefined {
  let found: StoredRow | undefined;
  for (const page of pages) for (const row of page.data) if (row.run_id === runId && row.feedback !== undefined && (found === undefined || found.seq < row.seq)) found = row;
  return found?.feedback;
}

/**
 * The pages with `runId`'s feedback set to `feedback` on every row carrying it; pages without
 * such a row are kept as they were (the same objects).
 */
export function withRunFeedback<P extends { readonly data: readonly StoredRow[] }>(pages: readonly P[], runId: string, feedback: Feedback | null): P[] {
  return pages.map((page) => {
    if (!page.data.some((row) => row.run_id === runId && row.feedback !== undefined)) return page;
    return { ...page, data: page.data.map((row) => (row.run_id === runId && row.feedback !== undefined ? { ...row, feedback } : row)) };
  });
}
