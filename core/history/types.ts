// History shapes (DESIGN 3.3, 3.4). They mirror the embedded backend's wire types
// (agent/wire.ts), which core may not import, so both backends parse into one model.

/** A row's content: a message dict (3.1) or a `summary_marker` (3.3); always has an id here. */
export type StoredContent = Readonly<Record<string, unknown>> & { readonly id: string };

/** One parsed row of the paged transcript. */
export interface StoredRow {
  readonly seq: number;
  readonly run_id: string | null;
  readonly content: StoredContent;
  readonly metadata: Readonly<Record<string, unknown>>;
  readonly created_at: string;
}

/** Same shape as agent/wire.ts TranscriptRow; the name used when talking about the wire. */
export type TranscriptRow = StoredRow;

export interface TranscriptPage {
  readonly data: readonly StoredRow[];
  readonly has_more: boolean;
  readonly next_before_seq: number | null;
}

/** The pseudo-message a live `summarization` event becomes (DESIGN 3.3). */
export interface LiveSummaryMarker {
  readonly type: "summary_marker";
  readonly id: string;
  /** Absent when the event did not say: the card then reads "Earlier messages condensed". */
  readonly replaced_count?: number;
  readonly summary: string;
  readonly tokens_before?: number;
  readonly tokens_after?: number;
  readonly created_at: string;
  /** Seen on the stream, not yet read back from storage. */
  readonly live: true;
}

export interface LiveEntry {
  /**
   * Identity of the message (see keys.ts): its id, except for legacy summaries, which
   * LangChain gives the id of a message they replace, so their content is part of it.
   */
  readonly key: string;
  /** The latest version observed. */
  readonly message: unknown;
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
