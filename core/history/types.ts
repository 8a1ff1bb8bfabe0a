import type { SummaryMarker, TranscriptForwardPage, TranscriptPage as WirePage, TranscriptRow, TranscriptTotals } from "../wire";
import type { MessageKind } from "./keys";

// History shapes (docs/wire-contracts.md, "Compactions" and "Paged transcript"): the wire types
// of core/wire.ts as the parsers hand them on.

/**
 * A row's content: a message dict or a `summary_marker` (docs/wire-contracts.md); always has an
 * id here.
 */
export type StoredContent = Readonly<Record<string, unknown>> & { readonly id: string };

/** One parsed row of the paged transcript. */
export type StoredRow = Readonly<TranscriptRow<StoredContent>>;

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

/** A marked summarizer output's card: a marker with the output's wire id, if it has one. */
export interface PendingSummaryCard {
  readonly type: "summary_marker";
  readonly id: string | undefined;
  readonly summary: string;
  readonly live: true;
}

/** A live message as an answer (core/history/summarizer.ts, liveEntry). */
export interface LiveAnswer {
  /** The trimmed text of a model answer without tool calls, else null. */
  readonly text: string | null;
  /** The answer marked as summarizer output (the message itself when marked, or no answer). */
  readonly marked: unknown;
  /** The card a marked summarizer output stands for until its compaction is recorded. */
  readonly card: PendingSummaryCard | undefined;
}

export interface LiveEntry {
  /**
   * Identity of the message (see keys.ts): its id, except for legacy summaries, which
   * LangChain gives the id of a message they replace, so their content is part of it.
   */
  readonly key: string;
  /** The latest version observed. */
  readonly message: unknown;
  readonly kind: MessageKind;
  /** A compaction's summary, trimmed ("" for other messages and empty summaries). */
  readonly summary: string;
  /**
   * Internal cache: what merging reads of a model answer (liveAnswer in summarizer.ts), parsed
   * on first need. Mutable, but only ever set once, from `message`.
   */
  answer: LiveAnswer | undefined;
}

/** Internal: key -> position in `entries`, shared by a chain of logs (see live-index.ts). */
export interface LiveIndex {
  readonly positions: Map<string, number>;
  /** The only log allowed to add keys in place; any other log copies the map first. */
  owner: LiveLog | undefined;
}

/** What the live stream has shown during this session: append-only, immutable. */
export interface LiveLog {
  readonly entries: readonly LiveEntry[];
  /** Internal. */
  readonly index: LiveIndex;
  /**
   * Internal cache: a window known to be equivalent to `entries`, so the next chunk can skip
   * the messages it shares by reference. Mutable, but only ever set to an equivalent window.
   */
  readonly memo: { window: readonly unknown[] };
}
