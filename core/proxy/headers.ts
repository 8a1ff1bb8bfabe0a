// Headers allowed through the proxy, both ways. The browser's cookies, Authorization (an
// embed token), SSO header and anything else stay on this side; the backend's CORS headers,
// cookies, server banners and internal addresses stay on that side.

/** What the SDK sends that the backend needs. Content-Type is set by the proxy with the body. */
const TO_BACKEND = ["accept", "last-event-id"];

/**
 * What the SDK reads: the run's location (the run id of a new run is only in
 * Content-Location; a resumable stream's reconnect path is in Location), the pagination of
 * searches, the retry delay of a busy server.
 */
const TO_BROWSER = ["cache-control", "content-location", "location", "x-pagination-next", "x-pagination-total", "retry-after"];

/** Content types the UI reads; anything else is sent as plain text so no browser renders it. */
const CONTENT_TYPES = /^(application\/json|text\/event-stream)\b/i;

/** A path on the backend (`/threads/{id}/runs/{id}`), which the SDK appends to the proxy's URL. */
const BACKEND_PATH = /^\/(?!\/)[A-Za-z0-9_/-]*(\?[A-Za-z0-9_=&%,-]*)?$/;

const PRINTABLE = /^[\x20-\x7e]{1,256}$/;

export function headersToBackend(incoming: Headers, options: { apiKey: string | null; json: boolean }): Headers {
  const out = new Headers();
  for (const name of TO_BACKEND) {
    const value = incoming.get(name);
    if (value !== null && PRINTABLE.test(value)) out.set(name, value);
  }
  if (options.json) out.set("content-type", "application/json");
  if (options.apiKey) out.set("x-api-key", options.apiKey);
  return out;
}

export function isEventStream(headers: Headers): boolean {
  return (headers.get("content-type") ?? "").toLowerCase().startsWith("text/event-stream");
}

export function headersToBrowser(upstream: Headers): Headers {
  const out = new Headers();
  for (const name of TO_BROWSER) {
    const value = upstream.get(name);
    if (value === null) continue;
    if ((name === "location" || name === "content-location") && !BACKEND_PATH.test(value)) continue;
    out.set(name, value);
  }
  const type = upstream.get("content-type");
  if (type !== null) out.set("content-type", CONTENT_TYPES.test(type) ? type : "text/plain; charset=utf-8");
  if (isEventStream(upstream)) {
    // `no-transform` keeps Next's compression (and any intermediary) from buffering the
    // stream; X-Accel-Buffering does the same for nginx-style reverse proxies.
    out.set("cache-control", "no-cache, no-transform");
    out.set("x-accel-buffering", "no");
  }
  return withApiDefaults(out);
}

/** On every answer of the API, the proxy's own included: data, never a page to render. */
export function withApiDefaults(headers: Headers): Headers {
  headers.set("x-content-type-options", "nosniff");
  headers.set("content-security-policy", "default-src 'none'; frame-ancestors 'none'");
  return headers;
}
