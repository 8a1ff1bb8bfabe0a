// Pure rules of the same-origin proxy to the LangGraph backend. The route handler in
// app/api/langgraph does the I/O; everything decidable without a network lives here.

/** Used when LANGGRAPH_API_URL is unset: the embedded server's default address. */
export const DEFAULT_BACKEND_URL = "http://127.0.0.1:8124";

// Hop-by-hop headers (RFC 9110 7.6.1) and headers that describe the browser's connection
// to us rather than ours to the backend.
const DROP_REQUEST = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
  "accept-encoding",
  "cookie",
  "origin",
  "referer",
  // The browser must never choose the key: it is added server side only.
  "x-api-key",
  "authorization",
]);

// The runtime already decoded the body, so the encoding and length no longer apply.
const DROP_RESPONSE = new Set([
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-encoding",
  "content-length",
  "set-cookie",
]);

export function backendUrl(env: Record<string, string | undefined>): string {
  const raw = env.LANGGRAPH_API_URL?.trim();
  return (raw || DEFAULT_BACKEND_URL).replace(/\/+$/, "");
}

export function backendApiKey(env: Record<string, string | undefined>): string | null {
  return env.LANGGRAPH_API_KEY?.trim() || env.LANGSMITH_API_KEY?.trim() || null;
}

/**
 * Joins the backend base with the proxied path. Segments arrive decoded from the router, so
 * they are re-encoded one by one; `..` and `.` are refused so a request cannot climb out of
 * the backend's path prefix.
 */
export function targetUrl(base: string, segments: readonly string[], search: string): string | null {
  if (segments.some((s) => s === ".." || s === "." || s === "")) return null;
  const path = segments.map((s) => encodeURIComponent(s)).join("/");
  return `${base}/${path}${search}`;
}

export function forwardRequestHeaders(incoming: Headers, apiKey: string | null): Headers {
  const out = new Headers();
  incoming.forEach((value, key) => {
    if (!DROP_REQUEST.has(key.toLowerCase())) out.set(key, value);
  });
  if (apiKey) out.set("x-api-key", apiKey);
  return out;
}

export function forwardResponseHeaders(incoming: Headers): Headers {
  const out = new Headers();
  incoming.forEach((value, key) => {
    if (!DROP_RESPONSE.has(key.toLowerCase())) out.set(key, value);
  });
  if ((incoming.get("content-type") ?? "").includes("text/event-stream")) {
    // `no-transform` keeps Next's compression (and any intermediary) from buffering the
    // stream; X-Accel-Buffering does the same for nginx-style reverse proxies.
    out.set("cache-control", "no-cache, no-transform");
    out.set("x-accel-buffering", "no");
  }
  return out;
}

export const METHODS_WITH_BODY = new Set(["POST", "PUT", "PATCH", "DELETE"]);
