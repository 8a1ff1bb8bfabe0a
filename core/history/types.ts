import type { SummaryMarker, TranscriptForwardPage, TranscriptPage as WirePage, TranscriptTotals } from "../wire";
import type { NormalizedMessage } from "../messages/types";
import type { Feedback } from "../ratings/feedback";

// History shapes (docs/wire-contracts.md, "Compactions" and "Paged transcript"): the wire types
// of core/wire.ts as the parsers hand them on.

/** One parsed row of the paged transcript: its content (a message or a `summary_marker`) read once, here. */
export interface StoredRow {
  readonly seq: number;
  readonly run_id: string | null;
  readonly message: NormalizedMessage;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly created_at: string;
  /** The run's rating on its last answer; absent where the backend keeps no ratings (core/ratings). */
  readonly feedback?: Feedback | null;
}

/** The whole thread's counts a newest page may carry; a value that did not parse is absent. */
export type PageTotals = Readonly<Partial<TranscriptTotals>>;

export type TranscriptPage = Readonly<Omit<WirePage<StoredRow>, "totals"> & { totals?: PageTotals }>;

/** A page read forward from the start (`after_seq`). */
export type ForwardPage = Readonly<TranscriptForwardPage<StoredRow>>;

/**
 * The pseudo-message a live `summarization` event becomes (docs/wire-contracts.md,
 * "Compactions").
 */
export type LiveSummaryMarker = Readonly<
  Pick<SummaryMarker, "type" | "id" | "summary" | "created_at"> &
    Partial<Pick<SummaryMarker, "replaced_count" | "tokens_before" | "tokens_after">> & {
      /** Seen on the stream, not yet read back from storage. */
      live: true;
    }
>;

/** A live message as an answer (core/history/summarizer.ts, liveAnswer). */
export interface LiveAnswer {
  /** The trimmed text of a model answer without tool calls, else null. */
  readonly text: string | null;
  /** The answer marked as summarizer output (the message itself when marked, or no answer). */
  readonly marked: NormalizedMessage;
  /** The card a marked summarizer output stands for until its compaction is recorded. */
  readonly card: NormalizedMessage | undefined;
}

export interface LiveEntry {
  /** The message's id (core/messages/read.ts): its identity wherever it shows up. */
  readonly key: string;
  /** The latest version observed. */
  readonly message: NormalizedMessage;
  /**
   * What the message is to merging (a compaction marker always takes its stored version): read
   * from `message` once, so merging reads one field per entry each frame, not the union's.
   */
  readonly kind: "message" | "marker" | "legacy";
  /** A compaction's summary, trimmed ("" for other messages and empty summaries). */
  readonly summary: string;
  /**
   * Internal cache: what merging reads of a model answer (liveAnswer in summarizer.ts), made
   * on first need. Mutable, but only ever set once, from `message`.
   */
  answer: LiveAnswer | undefined;
  /** Internal cache: the stored version last compared with `message`, and whether they are equal. */
  compared: { readonly stored: NormalizedMessage; readonly same: boolean } | undefined;
}

/** Internal: key -> position in `entries`, shared by a chain of logs (see live-index.ts). */
export interface LiveIndex {
  readonly positions: Map<string, number>;
  /** The only log allowed to add keys in place; any other log copies the map first. */
  owner: LiveLog | undefined;
}

export interface WindowMemo {
  window: readonly unknown[];
  ids: readonly (string | undefined)[];
}

/** What the live stream has shown during this session: append-only, immutable. */
export interface LiveLog {
  readonly entries: readonly LiveEntry[];
  /** Internal. */
  readonly index: LiveIndex;
  /**
   * Internal cache: a window known to be equivalent to `entries`, so the next chunk can skip
   * the messages it shares by reference, with the id of each of its messages. Mutable, but
   * only ever set to an equivalent window.
   */
  readonly memo: WindowMemo;
}
