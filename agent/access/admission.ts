import { createHash, timingSafeEqual } from "node:crypto";

// Who may talk to the embedded server: the app's proxy and the project's own tools, never a
// web page. The server listens on loopback, where every page the user visits can reach it
// too, so each request must name the server by its own address (a DNS-rebinding page names
// its own host) and carry the key the launcher generated for this start (a page cannot read
// it, and a header of its own makes the browser ask first, which is answered 401 below).

export type Admission = { kind: "admit" } | { kind: "refuse"; status: 401 | 403; reason: "wrong-host" | "no-key" };

export interface AdmissionRule {
  /** The key of this start; compared in constant time. */
  key: string;
  /** The `host:port` names a request may address, lower case. */
  hosts: ReadonlySet<string>;
}

/** The header the SDK and the app's proxy send the key in. */
export const KEY_HEADER = "x-api-key";

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

function sameKey(given: string, key: string): boolean {
  // Equal-length digests, so the comparison takes as long whatever was sent.
  return timingSafeEqual(digest(given), digest(key));
}

/** The names a server bound to `host:port` answers to: its address, and `localhost` on loopback. */
export function ownHosts(host: string, port: number): Set<string> {
  const literal = host.includes(":") ? `[${host}]` : host;
  const names = new Set([`${literal}:${port}`.toLowerCase()]);
  if (host === "127.0.0.1" || host === "::1") names.add(`localhost:${port}`);
  return names;
}

/** Header values as Node gives them: a string, a list for repeated headers, or nothing. */
type HeaderValue = string | readonly string[] | undefined;

const single = (value: HeaderValue): string | null => (typeof value === "string" ? value : null);

export function admit(headers: { host?: HeaderValue; key?: HeaderValue }, rule: AdmissionRule): Admission {
  const host = single(headers.host)?.trim().toLowerCase();
  if (!host || !rule.hosts.has(host)) return { kind: "refuse", status: 403, reason: "wrong-host" };
  const key = single(headers.key);
  if (key === null || !sameKey(key, rule.key)) return { kind: "refuse", status: 401, reason: "no-key" };
  return { kind: "admit" };
}
