// Finding a message on screen: which timeline item shows it. Item and step ids are derived
// from message ids by a fixed scheme (core/timeline: `<kind>:<messageId>` for items,
// `<messageId>:reasoning|text|result|tool:<k>` for steps) so React keys stay stable; that
// scheme is what lets a message id be traced back to its item here.
import { SUMMARY_TEXT_ITEM_ID, type SummaryItem, type TimelineItem } from "../timeline";
import { unreachable } from "../unreachable";

const STEP_SUFFIX = /:(?:reasoning|text|result|tool:\d+)$/;
const SUMMARY_PREFIX = "summary:";

/** The id of the message (marker or legacy summary) a summary card stands for; null for the
 * summary_text card, which has no message. */
export function summaryKey(item: SummaryItem): string | null {
  if (item.id === SUMMARY_TEXT_ITEM_ID || !item.id.startsWith(SUMMARY_PREFIX)) return null;
  return item.id.slice(SUMMARY_PREFIX.length);
}

/** Ids of the messages an item shows. */
export function messageIdsOf(item: TimelineItem): string[] {
  switch (item.kind) {
    case "human":
    case "assistant":
    case "hidden":
    case "clarification":
      return [item.messageId];
    case "subagents":
      return [item.messageId, ...item.tasks.flatMap((t) => (t.resultMessageId ? [t.resultMessageId] : []))];
    case "summary": {
      const key = summaryKey(item);
      return key ? [key] : [];
    }
    case "steps":
      return item.steps.flatMap((step) => {
        const owner = step.id.replace(STEP_SUFFIX, "");
        return step.kind === "tool" && step.result ? [owner, step.result.messageId] : [owner];
      });
    case "unsupported":
    case "gap":
    case "interrupt":
    case "receipt":
    case "ui":
      return [];
    default:
      return unreachable(item);
  }
}

/** Message id -> id of the item showing it (the first, if several do). */
export function locateMessages(items: readonly TimelineItem[]): Map<string, string> {
  const where = new Map<string, string>();
  for (const item of items) for (const id of messageIdsOf(item)) if (!where.has(id)) where.set(id, item.id);
  return where;
}
