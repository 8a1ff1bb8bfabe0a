import { summaryKey } from "../history/locate";
import type { SummaryItem } from "../timeline/types";
import type { ThreadView } from "./types";

/**
 * Ids of the items showing the messages a summary card condensed, in order, each once:
 * empty when they are not in the transcript (or the compaction failed).
 */
export function condensedItemIds(view: ThreadView, card: SummaryItem): string[] {
  const key = card.failed ? null : summaryKey(card);
  if (key === null) return [];
  const ids = new Set<string>();
  for (const messageId of view.condensedRanges().get(key) ?? []) {
    const itemId = view.locate(messageId);
    if (itemId !== undefined) ids.add(itemId);
  }
  return [...ids];
}
