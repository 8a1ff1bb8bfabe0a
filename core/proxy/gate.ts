// Requests that did not come from the app's own pages are refused before anything else.
//
// - Another site's page: browsers name it in `Origin` (every request but same-origin GETs)
//   and in `Sec-Fetch-Site`. Only our own origin, or no origin at all (same-origin GETs,
//   scripts and tests), passes; so do fetch metadata saying same-origin or "none" (the user
//   typed the URL). This stops cross-site requests riding a session cookie or an SSO proxy's
//   header, and cross-site reads of a local server.
// - DNS rebinding: a site whose DNS name is re-pointed at 127.0.0.1 is same-origin with
//   itself, so the checks above pass. Without sign-in nothing else stands in the way, so a
//   server without sign-in answers only requests addressed to `localhost`, `*.localhost`
//   or an IP literal; a rebinding attack needs a DNS name of its own.

export type GateVerdict = { kind: "pass" } | { kind: "refuse"; reason: "foreign-origin" | "cross-site" | "not-local-host" };

export interface GateInput {
  headers: Headers;
  /** Protocol of the request as this server received it ("http:" behind a TLS proxy). */
  protocol: string;
  /** No sign-in mode is on. */
  anonymous: boolean;
}

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

function isOwnOrigin(origin: string, headers: Headers, protocol: string): boolean {
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

/** Whether a Host header names the local machine without a DNS name: no rebinding possible. */
export function isLocalHost(hostHeader: string | null): boolean {
  if (!hostHeader) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${hostHeader.trim()}`).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === "localhost" || hostname.endsWith(".localhost")) return true;
  if (hostname.startsWith("[") && hostname.endsWith("]")) return true; // IPv6 literal
  // URL turns every IPv4 spelling (0x7f.1, 2130706433) into dotted decimal.
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname);
}

export function gate({ headers, protocol, anonymous }: GateInput): GateVerdict {
  const site = headers.get("sec-fetch-site");
  if (site !== null && !FETCH_SITES_ALLOWED.has(site.trim().toLowerCase())) return { kind: "refuse", reason: "cross-site" };
  const origin = headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin.trim(), headers, protocol)) return { kind: "refuse", reason: "foreign-origin" };
  // The raw Host header: X-Forwarded-Host is whatever a same-origin attacker's script sets.
  if (anonymous && !isLocalHost(headers.get("host"))) return { kind: "refuse", reason: "not-local-host" };
  return { kind: "pass" };
}
