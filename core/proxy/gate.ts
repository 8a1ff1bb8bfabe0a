// Requests that did not come from the app's own pages are refused before anything else.
//
// - Another site's page: a foreign Origin or cross-site fetch metadata
//   (core/security/request-origin.ts). This stops cross-site requests riding a session cookie
//   or an SSO proxy's header, and cross-site reads of a local server.
// - DNS rebinding: a site whose DNS name is re-pointed at 127.0.0.1 is same-origin with
//   itself, so the checks above pass. Without sign-in nothing else stands in the way, so a
//   server without sign-in answers only requests addressed to `localhost`, `*.localhost`
//   or an IP literal; a rebinding attack needs a DNS name of its own.
import { siteOf } from "../security/request-origin";

export type GateVerdict = { kind: "pass" } | { kind: "refuse"; reason: "foreign-origin" | "cross-site" | "not-local-host" };

export interface GateInput {
  headers: Headers;
  /** Protocol of the request as this server received it ("http:" behind a TLS proxy). */
  protocol: string;
  /** No sign-in mode is on. */
  anonymous: boolean;
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
  const site = siteOf(headers, protocol);
  if (site.kind === "refuse") return site;
  // The raw Host header: X-Forwarded-Host is whatever a same-origin attacker's script sets.
  if (anonymous && !isLocalHost(headers.get("host"))) return { kind: "refuse", reason: "not-local-host" };
  return { kind: "pass" };
}
