import { type TranscriptRow, type WireMessage } from "../wire";
import { type SeededThread } from "./generate";

// A generated thread as a stock LangGraph backend keeps it: every message in the state and
// nothing else of ours (no transcript, no ledger channel, no summary). Compactions would
// drop messages from a state, so a stock thread has none.

export interface StockValues {
  messages: WireMessage[];
  title: string;
}

const isMessage = (row: TranscriptRow): row is TranscriptRow & { content: WireMessage } => row.content.type !== "summary_marker";

export function stockValues(thread: SeededThread): StockValues {
  if (!thread.rows.every(isMessage)) {
    throw new Error("a stock-shape thread has no compactions: generate it with compactions: 0");
  }
  return { messages: thread.rows.filter(isMessage).map((row) => row.content), title: thread.values.title };
}
