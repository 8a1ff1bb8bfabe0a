import { randomUUID } from "node:crypto";
import { AIMessage, type BaseMessage, RemoveMessage } from "@langchain/core/messages";
import { createMiddleware } from "langchain";
import { z } from "zod";
import { COMPACT_NOW_KEY } from "../../core/context/compact";
import { planCompaction } from "../compaction/plan";
import { type Summarizer } from "../compaction/summarizer";
import { compactAfter, keepRecent } from "../config";
import { estimateTextTokens, estimateTokens, lastUserMessage, textOf } from "../messages";
import { advanced, transcriptHeadField } from "../transcript/head";
import { recordMarker, recordMessages, runScope } from "../transcript/recorder";
import { type SummarizationEvent, type SummaryMarker } from "../wire";

// Compaction as DeerFlow does it now: the summary goes to the `summary_text` channel (never
// into `messages`), the condensed messages leave the state, and the model keeps seeing the
// summary through the durable-context block (see durable-context.ts). Unlike DeerFlow, every
// compaction also leaves a marker in the transcript and a `summarization` stream event, so the
// UI can show where it happened.

export const COMPACT_COMMAND = "/compact";

/** The user typed /compact and this is the first model call answering it. */
export function isCompactRequest(messages: readonly BaseMessage[]): boolean {
  const request = lastUserMessage(messages);
  if (!request || textOf(request.message).trim().toLowerCase() !== COMPACT_COMMAND) return false;
  return !messages.slice(request.index + 1).some((message) => AIMessage.isInstance(message));
}

/** The run asks for a compaction and no answer ("Compact now", core/context/compact.ts). */
export function isCompactNowRun(configurable: Record<string, unknown> | undefined): boolean {
  return configurable?.[COMPACT_NOW_KEY] === true;
}

type CompactionState = { messages: BaseMessage[]; summary_text?: string; transcript_head?: number };
type CompactionRuntime = { configurable?: Record<string, unknown>; signal?: AbortSignal; writer?: (chunk: unknown) => void };

export function compactionMiddleware(summarize: Summarizer) {
  return createMiddleware({
    name: "Compaction",
    stateSchema: z.object({ summary_text: z.string().optional(), ...transcriptHeadField }),
    beforeModel: {
      canJumpTo: ["end"],
      hook: async (state, runtime) => {
        if (!isCompactNowRun(runtime.configurable)) return compact(state, runtime, summarize, "auto");
        // The run answers nothing: it ends once the window is condensed.
        return { ...(await compact(state, runtime, summarize, "now")), jumpTo: "end" as const };
      },
    },
  });
}

/**
 * "auto": when the window is full, or on /compact. "now": between turns, so everything
 * condenses, the last question too (no request is being answered).
 */
async function compact(state: CompactionState, runtime: CompactionRuntime, summarize: Summarizer, when: "auto" | "now") {
  const forced = when === "now" || isCompactRequest(state.messages);
  if (!forced && state.messages.length < compactAfter()) return undefined;
  // /compact condenses everything but the request itself (and unfinished tool pairs).
  const plan = planCompaction(state.messages, forced ? 0 : keepRecent(), { keepRequest: when === "auto" });
  if (!plan) return undefined;

  const scope = runScope(runtime.configurable);
  // Everything leaving the state must already be in the append-only transcript.
  const recorded = await recordMessages(scope, state, state.messages, "step");
  const previous = state.summary_text;
  const summary = await summarize(plan.condensed, previous, runtime.signal);
  const id = `summary-marker-${randomUUID()}`;
  const counts = {
    replaced_count: plan.condensed.length,
    condensed_ids: plan.condensed.flatMap((message) => (message.id ? [message.id] : [])),
    tokens_before: estimateTokens(state.messages) + estimateTextTokens(previous ?? ""),
    tokens_after: estimateTokens(plan.kept) + estimateTextTokens(summary),
  };
  const marker: SummaryMarker = {
    type: "summary_marker",
    id,
    summary,
    run_id: scope.runId,
    created_at: new Date().toISOString(),
    ...counts,
  };
  const marked = await recordMarker(scope, advanced(state, recorded), marker);
  const event: SummarizationEvent = { type: "summarization", id, summary, ...counts };
  runtime.writer?.(event);
  return {
    messages: plan.condensed.flatMap((message) => (message.id ? [new RemoveMessage({ id: message.id })] : [])),
    summary_text: summary,
    ...(marked ?? recorded),
  };
}
