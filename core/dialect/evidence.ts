import type { HistoryMode } from "../api/config";
import type { CompactSetting } from "../context/compact";
import { parseForwardPage } from "../history/forward";
import { parseTranscriptPage } from "../history/transcript";
import { isDict } from "../messages/guards";

/** A backend answer as the server got it: a status and, for a 2xx, its parsed JSON body. */
export type Answer = { status: number; body: unknown } | null;

const ok = (answer: Answer): answer is { status: number; body: unknown } => answer !== null && answer.status >= 200 && answer.status < 300;

/** An answer that says something about the backend: a success, or a refusal (not a failure to answer). */
export const definitive = (answer: Answer): boolean => answer !== null && answer.status < 500;

/**
 * Whether a thread's transcript is served: configured (THREADLINE_HISTORY), else told by its
 * newest page (404: none); undefined when the backend did not answer or sent no page.
 */
export function servesTranscript(mode: HistoryMode, newestPage: Answer): boolean | undefined {
  if (mode !== "auto") return mode === "paged";
  if (newestPage?.status === 404) return false;
  return ok(newestPage) && parseTranscriptPage(newestPage.body) !== null ? true : undefined;
}

/** Whether a transcript read forward from `after_seq` 0 came back as such (not refused, not the newest page instead). */
export const readsForward = (forwardPage: Answer): boolean => ok(forwardPage) && parseForwardPage(forwardPage.body, 0) !== null;

/** The top-level keys of a state schema answer (`state_schema.properties`), if it has one. */
export function stateKeysOf(schemas: Answer): ReadonlySet<string> | undefined {
  if (!ok(schemas) || !isDict(schemas.body) || !isDict(schemas.body.state_schema)) return undefined;
  const properties = schemas.body.state_schema.properties;
  return isDict(properties) ? new Set(Object.keys(properties)) : undefined;
}

export type Settings = { history: HistoryMode; compact: CompactSetting };
