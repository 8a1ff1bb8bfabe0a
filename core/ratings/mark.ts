import { isDict } from "../messages/guards";
import type { WireFeedback } from "../wire";

// The gateway's contract for rows (docs/wire-contracts.md, "Ratings"), as a backend writes it
// (the embedded server, the e2e fixture server): the last answer of each run in a page carries
// the run's `feedback`, null when unrated. A page that ends inside a run marks that run's last
// answer within the page; a reader keeps the newest one it loads (targets.ts).

interface RowLike {
  readonly run_id?: unknown;
  readonly content?: unknown;
}

/** An answer: a model message without tool calls. */
function isAnswer(row: RowLike): boolean {
  const content = row.content;
  if (!isDict(content) || (content.type !== "ai" && content.type !== "AIMessageChunk")) return false;
  return !(Array.isArray(content.tool_calls) && content.tool_calls.length > 0);
}

/** The rows with `feedback` on each run's last answer: new row objects, the others as they were. */
export function withFeedback<R extends RowLike>(rows: readonly R[], feedbackOf: (runId: string) => WireFeedback | null): (R | (R & { feedback: WireFeedback | null }))[] {
  const last = new Map<string, number>();
  rows.forEach((row, index) => {
    if (typeof row.run_id === "string" && isAnswer(row)) last.set(row.run_id, index);
  });
  const marked = new Set(last.values());
  return rows.map((row, index) => (marked.has(index) && typeof row.run_id === "string" ? { ...row, feedback: feedbackOf(row.run_id) } : row));
}
