import { isDict } from "../messages/guards";
import { parseFeedback, type Feedback } from "./feedback";
import type { RatingTarget, RatingTargets } from "./targets";

// The rating targets of a thread read through its state (stock servers), where the proxy
// keeps ratings through LangSmith (docs/wire-contracts.md, "Ratings"): the answer of
// `GET threads/{id}/feedback`, `{entries: [{run_id, message_id, feedback}]}`. Parsers never throw.

/** The answer as rating targets by message id; malformed entries are left out, the first entry for a message wins. */
export function parseFeedbackEntries(raw: unknown): RatingTargets {
  const entries = isDict(raw) && Array.isArray(raw.entries) ? raw.entries : [];
  const targets = new Map<string, RatingTarget>();
  for (const entry of entries) {
    if (!isDict(entry) || typeof entry.run_id !== "string" || entry.run_id === "" || typeof entry.message_id !== "string" || entry.message_id === "") continue;
    if (!targets.has(entry.message_id)) targets.set(entry.message_id, { runId: entry.run_id, feedback: parseFeedback(entry.feedback) });
  }
  return targets;
}

/** The feedback of `runId` among `targets`; undefined when no target is that run's. */
export function targetFeedback(targets: RatingTargets | undefined, runId: string): Feedback | null | undefined {
  for (const target of targets?.values() ?? []) if (target.runId === runId) return target.feedback;
  return undefined;
}

/** `targets` with `runId`'s feedback set to `feedback`; the same map when no target is that run's. */
export function withTargetFeedback(targets: RatingTargets, runId: string, feedback: Feedback | null): RatingTargets {
  if (targetFeedback(targets, runId) === undefined) return targets;
  const next = new Map<string, RatingTarget>();
  for (const [messageId, target] of targets) next.set(messageId, target.runId === runId ? { runId, feedback } : target);
  return next;
}
