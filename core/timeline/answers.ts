import type { AiMessage, SummaryMessage } from "../messages/types";
import type { AssistantItem, SummaryItem } from "./types";

// Items built from one message each: answers and summary cards.

export function answerItem(m: AiMessage): AssistantItem {
  const item: AssistantItem = { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: m.text };
  if (m.reasoning !== undefined) item.reasoning = m.reasoning;
  return withAnswerMeta(item, m);
}

/**
 * A message with reasoning and no text. While its run streams, text may still follow, so
 * it stays reasoning; once the run is over it is the answer some models give there.
 */
export function reasoningAnswer(m: AiMessage, live: boolean): AssistantItem {
  const item: AssistantItem = live
    ? { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: "", reasoning: m.reasoning }
    : { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: m.reasoning ?? "", reasoningAsText: true };
  return withAnswerMeta(item, m);
}

function withAnswerMeta(item: AssistantItem, m: AiMessage): AssistantItem {
  if (m.usage !== undefined) item.usage = m.usage;
  if (m.model !== undefined) item.model = m.model;
  return item;
}

export function summaryItem(m: SummaryMessage): SummaryItem {
  const item: SummaryItem = {
    kind: "summary",
    id: `summary:${m.id}`,
    replacedCount: m.replacedCount,
    summary: m.summary,
    failed: m.failed,
    source: m.source,
  };
  if (m.tokensBefore !== undefined) item.tokensBefore = m.tokensBefore;
  if (m.tokensAfter !== undefined) item.tokensAfter = m.tokensAfter;
  if (m.createdAt !== undefined) item.createdAt = m.createdAt;
  if (m.runId !== undefined) item.runId = m.runId;
  if (m.archivePath !== undefined) item.archivePath = m.archivePath;
  return item;
}
