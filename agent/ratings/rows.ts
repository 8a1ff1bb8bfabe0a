import { type TranscriptRow, type WireFeedback } from "../../core/wire";

// The gateway's contract for rows (docs/wire-contracts.md, "Ratings"): the last answer of each
// run in a page carries the run's `feedback`, null when unrated. A page that ends inside a run
// marks that run's last answer within the page; the reader keeps the newest one it loads.

/** An answer: a model message with text and no tool calls. */
function isAnswer(row: TranscriptRow): boolean {
  const content = row.content as { type?: unknown; tool_calls?: unknown; content?: unknown };
  if (content.type !== "ai" && content.type !== "AIMessageChunk") return false;
  return !(Array.isArray(content.tool_calls) && content.tool_calls.length > 0);
}

/** The rows with `feedback` on each run's last answer: new row objects, the others as they were. */
export function withFeedback(rows: readonly TranscriptRow[], ratings: Readonly<Record<string, WireFeedback>>): TranscriptRow[] {
  const last = new Map<string, number>();
  rows.forEach((row, index) => {
    if (row.run_id !== null && isAnswer(row)) last.set(row.run_id, index);
  });
  const marked = new Set(last.values());
  return rows.map((row, index) => (marked.has(index) && row.run_id !== null ? { ...row, feedback: ratings[row.run_id] ?? null } : row));
}
