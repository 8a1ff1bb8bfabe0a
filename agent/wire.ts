import { type BaseMessage } from "@langchain/core/messages";
import { type WireMessage } from "../core/wire";

// Shapes this backend puts on the wire (docs/wire-contracts.md, "Compactions",
// "Paged transcript" and "Delegations"), defined once in core/wire.ts: the UI parses what this
// backend writes, as it would a DeerFlow-style gateway's.
export type { SubagentMessageEvent, SubagentRecord, SummarizationEvent, SummaryMarker, TranscriptForwardPage, TranscriptPage, TranscriptRow, TranscriptTotals, WireMessage, WireTaskEvent as TaskEvent } from "../core/wire";

/** A message as the LangGraph API serializes it in `/state` (`{...toDict().data, type}`). */
export function toWireMessage(message: BaseMessage): WireMessage {
  const { data } = message.toDict();
  // Chunks carry streaming leftovers; the wire form is the final message with `tool_calls`.
  const { tool_call_chunks: _chunks, ...rest } = data as typeof data & { tool_call_chunks?: unknown };
  // A JSON round trip drops `undefined` fields, as the API's own serializer does.
  return JSON.parse(JSON.stringify({ ...rest, type: message.getType() })) as WireMessage;
}
