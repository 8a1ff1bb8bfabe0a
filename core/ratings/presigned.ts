import { isDict } from "../messages/guards";
import { ID } from "../proxy/routes";
import type { WireFeedback } from "../wire";
import { isRating, type Rating, type RatingRequest } from "./feedback";

// Ratings through LangSmith's presigned feedback URLs (docs/wire-contracts.md, "Ratings"):
// what the proxy keeps per run in the backend's store, never sent to the browser whole (the
// URL lets anyone holding it post feedback), and what it sends LangSmith. Parsers never throw.

/** The store namespace of a thread's entries: `[FEEDBACK_NAMESPACE, threadId]`, one item per run. */
export const FEEDBACK_NAMESPACE = "threadline_feedback";

/** One run's entry: its answer, the URL to rate it through, and what was last sent. */
export interface PresignedEntry {
  readonly messageId: string;
  readonly url: string;
  readonly rating: Rating | null;
  /** "" when there is none. */
  readonly comment: string;
}

/** What the browser learns of a run's entry (GET threads/{id}/feedback): never the URL. */
export interface WireFeedbackEntry {
  run_id: string;
  message_id: string;
  feedback: WireFeedback | null;
}

const MESSAGE_ID = /^[\x21-\x7e]{1,256}$/;
/** A LangSmith token's path: `…/feedback/tokens/<uuid>`, under an optional prefix (self-hosted `/api/v1`). */
const TOKEN_PATH = /^(?:\/[A-Za-z0-9._-]+)*\/feedback\/tokens\/[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

/** The store value of an entry (the URL kept as given, checked again before each use). */
export function storedEntry(entry: PresignedEntry): Record<string, unknown> {
  return { message_id: entry.messageId, url: entry.url, rating: entry.rating, comment: entry.comment };
}

/** A store item's value as an entry; null when it is not one. */
export function parseStoredEntry(raw: unknown): PresignedEntry | null {
  if (!isDict(raw) || typeof raw.message_id !== "string" || !MESSAGE_ID.test(raw.message_id) || typeof raw.url !== "string") return null;
  return {
    messageId: raw.message_id,
    url: raw.url,
    rating: isRating(raw.rating) ? raw.rating : null,
    comment: typeof raw.comment === "string" ? raw.comment : "",
  };
}

/** The browser's view of an entry: its answer and rating, the run id standing for the feedback id. */
export function wireEntry(runId: string, entry: PresignedEntry): WireFeedbackEntry {
  return {
    run_id: runId,
    message_id: entry.messageId,
    feedback: entry.rating === null ? null : { feedback_id: runId, rating: entry.rating, comment: entry.comment === "" ? null : entry.comment },
  };
}

/** A store search's answer (`{items: [{key, value}]}`) as entries by run id; anything malformed is left out. */
export function parseStoreItems(raw: unknown): Map<string, PresignedEntry> {
  const entries = new Map<string, PresignedEntry>();
  const items = isDict(raw) && Array.isArray(raw.items) ? raw.items : [];
  for (const item of items) {
    if (!isDict(item) || typeof item.key !== "string" || !ID.test(item.key)) continue;
    const entry = parseStoredEntry(item.value);
    if (entry !== null) entries.set(item.key, entry);
  }
  return entries;
}

/**
 * `raw` as a LangSmith feedback-token URL Threadline may post to, or null: an origin in
 * `origins` (THREADLINE_FEEDBACK_ORIGINS), the token path, no credentials, query or fragment.
 */
export function tokenUrl(raw: unknown, origins: readonly string[]): string | null {
  if (typeof raw !== "string" || raw.length > 2048) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  if (url.username !== "" || url.password !== "" || url.search !== "" || url.hash !== "") return null;
  if (!origins.includes(url.origin) || !TOKEN_PATH.test(url.pathname)) return null;
  return url.href;
}

/** What LangSmith's "create feedback with token" is sent: a score of 1 (good) or 0 (bad). */
export function scoreBody(request: RatingRequest): { score: 0 | 1; comment?: string } {
  const score = request.rating === 1 ? 1 : 0;
  return request.comment === "" ? { score } : { score, comment: request.comment };
}

/**
 * The id of the thread's answer a run left: its state's last message, when that is a model
 * message without tool calls (a run stopped at a tool call or an interrupt left none). Null otherwise.
 */
export function lastAnswerId(state: unknown): string | null {
  const values = isDict(state) ? state.values : undefined;
  const messages = isDict(values) && Array.isArray(values.messages) ? values.messages : [];
  const last: unknown = messages[messages.length - 1];
  if (!isDict(last) || (last.type !== "ai" && last.type !== "AIMessageChunk")) return null;
  if (Array.isArray(last.tool_calls) && last.tool_calls.length > 0) return null;
  return typeof last.id === "string" && MESSAGE_ID.test(last.id) ? last.id : null;
}
