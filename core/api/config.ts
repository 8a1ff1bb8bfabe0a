// Runtime configuration the server hands to the browser. It is read per request on the
// server (never baked in at build time) so one build can run against any backend. What the
// backend keeps and can do is its dialect (core/dialect), resolved on the server.
import { parseOrigins } from "../auth/settings";
import { parseContextWindow } from "../context/compact";
import { readFeedbackSettings } from "../proxy/feedback-settings";

export type HistoryMode = "auto" | "paged" | "state";

export interface RuntimeConfig {
  /** Graph or assistant id runs are started with. */
  assistantId: string;
  /** Path of the same-origin proxy the browser talks to. */
  apiPath: string;
  /** Origins whose images in messages load without a click (THREADLINE_IMAGE_ORIGINS). */
  imageOrigins: string[];
  /** The model's context window in tokens when the assistant does not say (THREADLINE_CONTEXT_WINDOW). */
  contextWindow: number | null;
  /** Stock threads' answers are rated through LangSmith (core/proxy/feedback-settings.ts): the page asks which. */
  langsmithRatings: boolean;
}

export const DEFAULT_ASSISTANT_ID = "agent";
export const API_PATH = "/api/langgraph";

export function parseHistoryMode(raw: string | undefined | null): HistoryMode {
  const value = raw?.trim().toLowerCase();
  return value === "paged" || value === "state" ? value : "auto";
}

export function readRuntimeConfig(env: Record<string, string | undefined>): RuntimeConfig {
  const assistantId = env.NEXT_PUBLIC_ASSISTANT_ID?.trim() || env.THREADLINE_ASSISTANT_ID?.trim();
  return {
    assistantId: assistantId || DEFAULT_ASSISTANT_ID,
    apiPath: API_PATH,
    imageOrigins: parseOrigins(env.THREADLINE_IMAGE_ORIGINS),
    contextWindow: parseContextWindow(env.THREADLINE_CONTEXT_WINDOW),
    langsmithRatings: readFeedbackSettings(env).kind === "langsmith",
  };
}
