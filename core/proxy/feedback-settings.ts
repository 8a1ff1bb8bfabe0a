// Ratings through LangSmith's presigned feedback URLs (docs/wire-contracts.md, "Ratings"): on
// only where THREADLINE_FEEDBACK_KEY names a feedback key and threads are read the stock way
// (THREADLINE_HISTORY=state); a backend with a paged transcript keeps ratings itself.
// Read per request, like the other settings (THREADLINE_HISTORY as core/api/config.ts reads it).

export type FeedbackSettings = { kind: "off" } | { kind: "langsmith"; key: string; origins: readonly string[] };

export const DEFAULT_FEEDBACK_ORIGINS = ["https://api.smith.langchain.com", "https://eu.api.smith.langchain.com"] as const;

/** A LangSmith feedback key: a short name, as LangSmith shows it. */
const KEY = /^[A-Za-z0-9_.-]{1,64}$/;

/** An origin as written: scheme, host and an optional port, nothing more. */
function originOf(entry: string): string | null {
  try {
    const url = new URL(entry);
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    return url.origin === entry.replace(/\/$/, "") ? url.origin : null;
  } catch {
    return null;
  }
}

/** The origins allowed (comma- or space-separated); entries that are not origins are ignored. */
export function parseFeedbackOrigins(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === "") return [...DEFAULT_FEEDBACK_ORIGINS];
  const origins: string[] = [];
  for (const entry of raw.split(/[\s,]+/)) {
    const origin = entry === "" ? null : originOf(entry);
    if (origin !== null && !origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

export function readFeedbackSettings(env: Record<string, string | undefined>): FeedbackSettings {
  const key = env.THREADLINE_FEEDBACK_KEY?.trim() ?? "";
  if (!KEY.test(key) || env.THREADLINE_HISTORY?.trim().toLowerCase() !== "state") return { kind: "off" };
  return { kind: "langsmith", key, origins: parseFeedbackOrigins(env.THREADLINE_FEEDBACK_ORIGINS) };
}
