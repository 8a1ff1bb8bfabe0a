import type { MessageId } from "../ids";
import { type Dict, finiteNumber, nonEmptyStr, nonNegativeInt } from "./guards";
import type { SummaryMessage } from "./types";

// Every compaction form that can sit inside `messages` (docs/wire-contracts.md, "Compactions").
// (The `summary_text` channel is not a message; the timeline handles it.)

export const SUMMARY_PREFIX = "Here is a summary of the conversation to date:";
export const DEEPAGENTS_PREFIX = "You are in the middle of a conversation that has been summarized";
export const SUMMARY_ERROR_PREFIX = "Error generating summary:";

/** Pseudo-message types carrying a compaction: the Gateway marker and the live custom event. */
export function isSummaryMarkerType(type: unknown): boolean {
  return type === "summary_marker" || type === "summarization";
}

export function parseSummaryMarker(raw: Dict, id: MessageId): SummaryMessage {
  // A marker's summary should be a string; a number or bool is shown rather than dropped.
  const rawSummary = raw.summary;
  const text =
    typeof rawSummary === "string"
      ? rawSummary
      : typeof rawSummary === "number" || typeof rawSummary === "boolean"
        ? String(rawSummary)
        : "";
  const body = summaryBody(text.trim());
  const out: SummaryMessage = {
    type: "summary",
    id,
    source: "marker",
    summary: body.summary,
    failed: body.failed || raw.failed === true || raw.status === "failed",
    replacedCount: nonNegativeInt(raw.replaced_count) ?? null,
  };
  const tokensBefore = finiteNumber(raw.tokens_before);
  const tokensAfter = finiteNumber(raw.tokens_after);
  const createdAt = nonEmptyStr(raw.created_at);
  const runId = nonEmptyStr(raw.run_id);
  const archivePath = nonEmptyStr(raw.file_path)?.trim();
  if (tokensBefore !== undefined) out.tokensBefore = tokensBefore;
  if (tokensAfter !== undefined) out.tokensAfter = tokensAfter;
  if (createdAt !== undefined) out.createdAt = createdAt;
  if (runId !== undefined) out.runId = runId;
  if (archivePath !== undefined) out.archivePath = archivePath;
  if (Array.isArray(raw.condensed_ids)) out.condensedIds = raw.condensed_ids.filter((id): id is string => typeof id === "string" && id !== "");
  return out;
}

/**
 * Detects a legacy summary carried by a human message and extracts the summary text.
 * Cheap by construction: `startsWith` on the text, no regex, runs for every human message.
 */
export function detectLegacySummary(
  text: string,
  name: string | undefined,
  kwargs: Dict | undefined,
): { summary: string; failed: boolean } | undefined {
  const lead = text.length > 0 && text.charCodeAt(0) <= 32 ? text.trimStart() : text;
  const byPrefix = lead.startsWith(SUMMARY_PREFIX) || lead.startsWith(DEEPAGENTS_PREFIX);
  const byMarking = name === "summary" || (kwargs !== undefined && kwargs.lc_source === "summarization");
  if (!byPrefix && !byMarking) return undefined;
  return summaryBody(stripLegacyPrefix(lead).trim());
}

function stripLegacyPrefix(text: string): string {
  if (text.startsWith(SUMMARY_PREFIX)) return text.slice(SUMMARY_PREFIX.length);
  if (!text.startsWith(DEEPAGENTS_PREFIX)) return text;
  // deepagents wraps the summary itself in <summary> after a sentence about where the full
  // history was saved; that sentence is not the summary.
  const open = text.indexOf("<summary>");
  const close = text.lastIndexOf("</summary>");
  if (open >= 0 && close > open) return text.slice(open + "<summary>".length, close);
  const rest = text.slice(DEEPAGENTS_PREFIX.length);
  return rest.startsWith(".") ? rest.slice(1) : rest;
}

/** LangChain's middleware puts the error text where the summary would be, after its prefix. */
export function summaryBody(trimmed: string): { summary: string; failed: boolean } {
  if (!trimmed.startsWith(SUMMARY_ERROR_PREFIX)) return { summary: trimmed, failed: false };
  return { summary: trimmed.slice(SUMMARY_ERROR_PREFIX.length).trim(), failed: true };
}

export function summaryFromLegacy(
  id: MessageId,
  detected: { summary: string; failed: boolean },
): SummaryMessage {
  return { type: "summary", id, source: "legacy", summary: detected.summary, failed: detected.failed, replacedCount: null };
}

