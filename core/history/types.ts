import type { SummaryMarker, TranscriptForwardPage, TranscriptPage as WirePage, TranscriptRow } from "../wire";
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

export type TranscriptPage = Readonly<WirePage<StoredRow>>;

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

export interface LiveEntry {
  /**
   * Identity of the message (see keys.ts): its id, except for legacy summaries, which
   * LangChain gives the id of a message they replace, so their content is part of it.
   */
  readonly key: string;
  /** The latest version observed. */
  readonly message: unknown;
  readonly kind: MessageKind;
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
