// Where the proxy forwards to, read from the environment per request so one build can be
// pointed at any backend. The route handler in app/api/langgraph does the I/O; the rules it
// applies live beside this file (routes, match, access, body, gate, headers, limits).

/** Used when LANGGRAPH_API_URL is unset: the embedded server's default address. */
export const DEFAULT_BACKEND_URL = "http://127.0.0.1:8124";

type Env = Record<string, string | undefined>;

export function backendUrl(env: Env): string {
  const raw = env.LANGGRAPH_API_URL?.trim();
  return (raw || DEFAULT_BACKEND_URL).replace(/\/+$/, "");
}

/**
 * The backend's key, sent as `x-api-key`. LANGGRAPH_API_KEY only: a LangSmith key found in
 * the environment for tracing is not meant for every backend this proxy may point at.
 */
export function backendApiKey(env: Env): string | null {
  return env.LANGGRAPH_API_KEY?.trim() || null;
}

/**
 * The backend URL of a matched route: its segments are literals or ids of a strict shape
 * (match.ts), so they are joined as they are; `query` comes from filterQuery.
 */
export function targetUrl(base: string, segments: readonly string[], query: string): string {
  return `${base}/${segments.map(encodeURIComponent).join("/")}${query}`;
}
