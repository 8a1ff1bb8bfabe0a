import type { PendingMessage } from "@/core/messages/outgoing";
import type { TimelineItem } from "@/core/timeline/types";

export type { PendingMessage };

/** One row of the virtualized log: a timeline item, the message being sent, or the wait. */
export type LogRow =
  | { kind: "item"; key: string; item: TimelineItem; live: boolean }
  | ({ kind: "pending"; key: string } & PendingMessage)
  | { kind: "waiting"; key: string };

// Rows of items the thread model kept are kept too: per streamed frame only the live row is new,
// not one object per item of a long thread.
const settledRows = new WeakMap<TimelineItem, LogRow>();
function settledRow(item: TimelineItem): LogRow {
  let row = settledRows.get(item);
  if (!row) {
    row = { kind: "item", key: item.id, item, live: false };
    settledRows.set(item, row);
  }
  return row;
}

export function logRows(
  items: readonly TimelineItem[],
  pending: PendingMessage | null,
  running: boolean,
): LogRow[] {
  const last = items.length - 1;
  const rows: LogRow[] = items.map((item, index) => (running && index === last ? { kind: "item", key: item.id, item, live: true } : settledRow(item)));
  if (pending) rows.push({ kind: "pending", key: `pending:${pending.id}`, ...pending });
  if (running && (pending !== null || items[last]?.kind === "human")) rows.push({ kind: "waiting", key: "waiting" });
  return rows;
}

// First guesses at row heights (px) before a row is measured; closer guesses mean smaller
// corrections when a long thread is scrolled into unmeasured territory.
const ESTIMATES: Record<TimelineItem["kind"] | "pending" | "waiting", number> = {
  human: 64,
  assistant: 220,
  steps: 32,
  subagents: 150,
  clarification: 120,
  summary: 44,
  hidden: 72,
  unsupported: 40,
  gap: 40,
  interrupt: 220,
  receipt: 36,
  ui: 120,
  pending: 64,
  waiting: 24,
};

export const estimateRowHeight = (row: LogRow | undefined): number =>
  row ? ESTIMATES[row.kind === "item" ? row.item.kind : row.kind] : 64;
