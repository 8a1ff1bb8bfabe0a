import { isDict, nonEmptyStr } from "../messages/guards";
import { readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { summaryBody } from "../messages/summary";
import { groupTimeline } from "./group";
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
  return buildTimelineFromParsed(readMessages(messages), options);
}

/** The items of messages read already (core/messages/read.ts). */
export function buildTimelineFromParsed(
  normalized: readonly NormalizedMessage[],
  options: TimelineOptions & { summaryText?: string } = {},
): TimelineItem[] {
  const items = groupTimeline(normalized, options);
  const card = summaryTextItem(options.summaryText, normalized.some((m) => m.type === "summary"));
  return card === undefined ? items : [card, ...items];
}

/**
 * `summary_text` stands for compactions whose transcript is gone (docs/wire-contracts.md,
 * "Compactions"). When the messages carry a summary themselves, that card is the truthful one
 * and `summary_text` would only duplicate it.
 */
export function summaryTextItem(summaryText: string | undefined, hasSummary: boolean): SummaryItem | undefined {
  const text = nonEmptyStr(summaryText);
  if (text === undefined || hasSummary) return undefined;
  const body = summaryBody(text.trim());
  return { kind: "summary", id: SUMMARY_TEXT_ITEM_ID, replacedCount: null, summary: body.summary, failed: body.failed, source: "summary_text" };
}
