import { transcriptGap, type TranscriptGap } from "../messages/gap";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { nextForwardParam } from "./forward";
import { mergePages, nextPageParam, rowMessages } from "./transcript";
import type { ForwardPage, StoredRow, TranscriptPage } from "./types";

// What of a paged transcript is loaded: the newest pages (read back from the end) and, after
// "Jump to start", the first pages (read forward from the beginning). Between the two a gap
// marker stands for the rows not loaded yet; the thread model shows it as a "gap" item.

export interface TranscriptWindow {
  /** Rows' messages in seq order, with a gap where rows are missing: the model's `stored`. */
  readonly stored: readonly NormalizedMessage[];
  /** Rows before the first one loaded exist. */
  readonly hasBefore: boolean;
  readonly gap: TranscriptGap | null;
}

/**
 * @param newest the backward pages, newest first (as the infinite query keeps them)
 * @param first the forward pages from the start, oldest first; null or empty when not read
 */
export function transcriptWindow(newest: readonly TranscriptPage[], first: readonly ForwardPage[] | null): TranscriptWindow {
  const tail = mergePages(newest);
  const tailMore = nextPageParam(newest) !== undefined;
  if (first === null || first.length === 0) return { stored: rowMessages(tail), hasBefore: tailMore, gap: null };

  const head = mergePages(first);
  const headMore = nextForwardParam(first) !== undefined;
  const tailMin = tail[0]?.seq;
  const headMax = head[head.length - 1]?.seq;
  // Seqs are whole numbers: with the first newest row right after the last first-page row,
  // nothing is missing between them.
  const met = !tailMore || !headMore || tailMin === undefined || headMax === undefined || tailMin <= headMax + 1;
  if (met) return { stored: rowMessages(mergePages([{ data: head }, { data: tail }])), hasBefore: head.length === 0 && tailMore, gap: null };

  const shown = head.slice(0, turnEnd(head));
  const gap = transcriptGap(shown[shown.length - 1]?.seq ?? 0, tailMin);
  return { stored: [...rowMessages(shown), readMessage(gap), ...rowMessages(tail)], hasBefore: false, gap };
}

/**
 * How many of the first rows to show: up to the last visible human message, so the last turn
 * shown is whole (a call whose result is in the gap would read "no result"); it shows once
 * the next page arrives. All of them when that would leave nothing.
 */
function turnEnd(rows: readonly StoredRow[]): number {
  for (let i = rows.length - 1; i > 0; i--) {
    const m = rows[i]!.message;
    if (m.type === "human" && m.hidden === undefined) return i;
  }
  return rows.length;
}
