// The wire shapes a backend writes (docs/wire-contracts.md, "Compactions", "Paged transcript"
// and "Delegations"): the embedded agent produces them and core parses them, so both depend on
// this one definition.

/**
 * A LangChain message dict (docs/wire-contracts.md, "Messages"); everything but `type` is read
 * tolerantly.
 */
export type WireMessage = Record<string, unknown> & { type: string; id?: string };

/** Where a compaction happened, in the transcript (docs/wire-contracts.md, "Compactions"). */
export interface SummaryMarker {
  type: "summary_marker";
  id: string;
  replaced_count: number;
  summary: string;
  run_id: string | null;
  created_at: string;
  tokens_before: number;
  tokens_after: number;
  /**
   * Ids of the condensed messages, oldest first. An extension of the contract in
   * docs/wire-contracts.md, "Compactions": the count alone cannot say which messages went,
   * because the request being answered and the backend's context blocks are never condensed.
   */
  condensed_ids: string[];
  /** Where the backend saved the condensed messages, when it keeps them elsewhere (read, never written by the embedded backend). */
  file_path?: string;
}

/** Live form of the same compaction, on the `custom` stream; `id` equals the marker's. */
export interface SummarizationEvent {
  type: "summarization";
  id: string;
  summary: string;
  replaced_count: number;
  tokens_before: number;
  tokens_after: number;
  condensed_ids: string[];
}

/** One row of the paged transcript (docs/wire-contracts.md, "Paged transcript"). */
export interface TranscriptRow<Content = WireMessage | SummaryMarker> {
  seq: number;
  run_id: string | null;
  content: Content;
  metadata: Record<string, unknown>;
  created_at: string;
  /**
   * On the last answer of a run, where the backend keeps ratings (docs/wire-contracts.md,
   * "Ratings"): the run's rating, null when unrated. Absent where the backend keeps none.
   */
  feedback?: WireFeedback | null;
}

/** A run's rating as a backend keeps it (the DeerFlow gateway's contract). */
export interface WireFeedback {
  feedback_id: string;
  rating: 1 | -1;
  comment: string | null;
}

export interface TranscriptPage<Row = TranscriptRow> {
  data: Row[];
  has_more: boolean;
  next_before_seq: number | null;
  /** The whole thread's counts, on the newest page of a backend that keeps them (the embedded one). */
  totals?: TranscriptTotals;
}

/**
 * Counts over every row of the branch a thread's pages show, however few are loaded: an
 * extension of docs/wire-contracts.md, "Paged transcript".
 */
export interface TranscriptTotals {
  /** Compactions that happened: summary markers, failed ones excluded. */
  compactions: number;
  /** Delegations: distinct `task` tool calls. */
  delegations: number;
}

/** A page read forward, `after_seq` given: the oldest rows after it, oldest first. */
export interface TranscriptForwardPage<Row = TranscriptRow> {
  data: Row[];
  has_more: boolean;
  next_after_seq: number | null;
}

/**
 * Live progress of a `task` delegation on the `custom` stream (docs/wire-contracts.md,
 * "Delegations"); task_id = tool call id.
 */
export type WireTaskEvent =
  | { type: "task_started"; task_id: string; description: string; subagent_type: string }
  | { type: "task_running"; task_id: string; message: string; message_index: number; total_messages: number }
  | { type: "task_completed"; task_id: string; result: string }
  | { type: "task_failed"; task_id: string; error: string }
  | { type: "task_cancelled"; task_id: string; error: string }
  | { type: "task_timed_out"; task_id: string; error: string };

/**
 * One of a subagent's own messages (its model's answers with their tool calls, its tool
 * results), on the `custom` stream as it is made: an extension of docs/wire-contracts.md,
 * "Delegations". The embedded backend also keeps them per task (`SubagentRecord`).
 */
export interface SubagentMessageEvent {
  type: "subagent_message";
  task_id: string;
  message: WireMessage;
}

/** `GET /threads/{thread_id}/subagents/{task_id}` on the embedded backend: the task's messages, oldest first. */
export interface SubagentRecord {
  task_id: string;
  messages: WireMessage[];
}

/**
 * `POST /threads/search/messages` on the embedded backend: `{query, limit?}` from the browser,
 * plus `owner` and `ids` the app's proxy sets (never the browser) for per-user threads.
 */
export interface MessageSearchRequest {
  query: string;
  limit?: number;
  owner?: string;
  ids?: string[];
}

/** One result: a message whose text matched, or a chat whose name did. Newest first. */
export interface MessageSearchHit {
  thread_id: string;
  /** The chat's name as its metadata gives it; null when it gives none. */
  title: string | null;
  kind: "message" | "title";
  /** The matching message (its id as the transcript reader derives it) and its row; null for a title match. */
  message_id: string | null;
  seq: number | null;
  /** Text around the match, on one line; the match is `match_length` code units at `match_start`. */
  snippet: string;
  match_start: number;
  match_length: number;
  /** When the message was stored, or (a title match) when the chat was last updated. */
  at: string;
}

export interface MessageSearchAnswer {
  results: MessageSearchHit[];
}
