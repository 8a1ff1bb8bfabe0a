// Whether a request came from another site's page. Browsers name the page's origin in
// `Origin` (every request but same-origin GETs) and say where it came from in
// `Sec-Fetch-Site`. Older browsers (Safari before 16.4) send no Sec-Fetch-Site, so a foreign
// Origin is refused on its own. Only our own origin, or no origin at all (same-origin GETs,
// scripts and tests), passes; so do fetch metadata saying same-origin or "none" (the user
// typed the URL). Used by the API proxy (core/proxy/gate.ts) and the sign-in forms.

export type SiteVerdict = { kind: "pass" } | { kind: "refuse"; reason: "foreign-origin" | "cross-site" };

const FETCH_SITES_ALLOWED = new Set(["same-origin", "none"]);

/** The first value of a header a proxy may have written as a list. */
const first = (value: string | null) => value?.split(",")[0]?.trim().toLowerCase() || null;

/** Host and port the request was addressed to, as the browser named them (lower case). */
function hostsOf(headers: Headers): string[] {
  return [first(headers.get("host")), first(headers.get("x-forwarded-host"))].filter((h): h is string => h !== null);
}

/**
 * Schemes the app is served with: the one a TLS proxy names in X-Forwarded-Proto, else the
 * one the request arrived with; and https always, since a page served over TLS from the
 * app's own host and port is the app, behind a proxy that does not say it terminates TLS.
 */
function protocolsOf(headers: Headers, protocol: string): string[] {
  const forwarded = first(headers.get("x-forwarded-proto"));
  return [forwarded ? `${forwarded.replace(/:$/, "")}:` : protocol.toLowerCase(), "https:"];
}

/** `host[:port]` with the scheme's default port left out, as `URL#host` writes it. */
function normalHost(protocol: string, host: string): string | null {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return null;
  }
}

/** Whether `origin` (an Origin header's value) is the app's own, as this request addressed it. */
export function isOwnOrigin(origin: string, headers: Headers, protocol: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // includes "null", which sandboxed frames and file: pages send
  }
  if (url.origin === "null" || url.origin !== origin.toLowerCase().replace(/\/$/, "")) return false;
  const protocols = protocolsOf(headers, protocol);
  if (!protocols.includes(url.protocol)) return false;
  return hostsOf(headers).some((host) => normalHost(url.protocol, host) === url.host);
}

/**
 * Refuses a request another site's page made: fetch metadata other than same-origin or
 * "none", or an Origin other than ours, whichever the browser sends. `protocol` is the one
 * the request reached this server with ("http:" behind a TLS proxy).
 */
export function siteOf(headers: Headers, protocol: string): SiteVerdict {
  const site = headers.get("sec-fetch-site");
  if (site !== null && !FETCH_SITES_ALLOWED.has(site.trim().toLowerCase())) return { kind: "refuse", reason: "cross-site" };
  const origin = headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin.trim(), headers, protocol)) return { kind: "refuse", reason: "foreign-origin" };
  return { kind: "pass" };
}
