import { isDict, nonEmptyStr } from "../messages/guards";
import { normalizeMessages } from "../messages/normalize";
import { summaryBody } from "../messages/summary";
import type { NormalizedMessage } from "../messages/types";
import { groupTimeline } from "./group";
import { groupInOnePass } from "./single-pass";
import type { SummaryItem, TimelineItem, TimelineOptions } from "./types";

// Entry points: thread state values (or a bare message list) -> timeline items. Pure,
// linear, never throws.

/** Id of the `summary_text` card; has no colon, so it cannot collide with `${kind}:${id}` ids. */
export const SUMMARY_TEXT_ITEM_ID = "summary_text";

/**
 * @param values a thread's state values as the server returns them (`{messages,
 *   summary_text?, ...}`), or anything else: a broken value yields what can be recovered.
 */
export function buildTimeline(values: unknown, options: TimelineOptions = {}): TimelineItem[] {
  if (!isDict(values)) return [];
  const messages = Array.isArray(values.messages) ? values.messages : [];
  const summaryText = typeof values.summary_text === "string" ? values.summary_text : undefined;
  return buildTimelineFromMessages(messages, { ...options, summaryText });
}

export function buildTimelineFromMessages(
  messages: readonly unknown[],
  options: TimelineOptions & { summaryText?: string } = {},
): TimelineItem[] {
  const list = Array.isArray(messages) ? messages : [];
  // One pass when it can decide everything on sight (nearly always), else the general path.
  let built = groupInOnePass(list, options);
  if (built === undefined) {
    const normalized = normalizeMessages(list, { threadId: options.threadId });
    built = { items: groupTimeline(normalized, options), hasSummary: normalized.some((m) => m.type === "summary") };
  }
  const card = summaryTextCard(options.summaryText, built.hasSummary);
  if (card !== undefined) built.items.unshift(card);
  return built.items;
}

/**
 * DESIGN 3.3: `summary_text` stands for compactions whose transcript is gone. When the
 * messages carry a summary themselves, that card is the truthful one and `summary_text`
 * would only duplicate it.
 */
export function summaryTextItem(
  summaryText: string | undefined,
  messages: readonly NormalizedMessage[],
): SummaryItem | undefined {
  return summaryTextCard(summaryText, messages.some((m) => m.type === "summary"));
}

function summaryTextCard(summaryText: string | undefined, hasSummary: boolean): SummaryItem | undefined {
  const text = nonEmptyStr(summaryText);
  if (text === undefined || hasSummary) return undefined;
  const body = summaryBody(text.trim());
  return { kind: "summary", id: SUMMARY_TEXT_ITEM_ID, replacedCount: null, summary: body.summary, failed: body.failed, source: "summary_text" };
}
