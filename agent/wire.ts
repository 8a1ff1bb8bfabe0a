import { type BaseMessage } from "@langchain/core/messages";

// Shapes this backend puts on the wire (DESIGN.md 3.3 to 3.5). They mirror what a
// DeerFlow-style gateway produces, so the UI treats both backends alike.

export type WireMessage = Record<string, unknown> & { type: string; id?: string };

/** A message as the LangGraph API serializes it in `/state` (`{...toDict().data, type}`). */
export function toWireMessage(message: BaseMessage): WireMessage {
  const { data } = message.toDict();
  // Chunks carry streaming leftovers; the wire form is the final message with `tool_calls`.
  const { tool_call_chunks: _chunks, ...rest } = data as typeof data & { tool_call_chunks?: unknown };
  // A JSON round trip drops `undefined` fields, as the API's own serializer does.
  return JSON.parse(JSON.stringify({ ...rest, type: message.getType() })) as WireMessage;
}

/** Where a compaction happened, in the transcript (DESIGN 3.3). */
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
   * Ids of the condensed messages, oldest first. An extension of DESIGN 3.3: the count alone
   * cannot say which messages went, because the request being answered and the backend's
   * context blocks are never condensed.
   */
  condensed_ids: string[];
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

/** One row of the paged transcript (DESIGN 3.4). */
export interface TranscriptRow {
  seq: number;
  run_id: string | null;
  content: WireMessage | SummaryMarker;
  metadata: Record<string, unknown>;
  created_at: string;
}

export interface TranscriptPage {
  data: TranscriptRow[];
  has_more: boolean;
  next_before_seq: number | null;
}

/** Live progress of a `task` delegation on the `custom` stream (DESIGN 3.5); task_id = tool call id. */
export type TaskEvent =
  | { type: "task_started"; task_id: string; description: string; subagent_type: string }
  | { type: "task_running"; task_id: string; message: string; message_index: number; total_messages: number }
  | { type: "task_completed"; task_id: string; result: string }
  | { type: "task_failed"; task_id: string; error: string }
  | { type: "task_cancelled"; task_id: string; error: string }
  | { type: "task_timed_out"; task_id: string; error: string };
