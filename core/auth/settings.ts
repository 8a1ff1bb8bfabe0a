// Sign-in configuration (README.md, "Configuration"), read from the environment per request on
// the server. Invalid combinations are errors the launcher reports at start, not silent
// fallbacks.

import { parseTrustedProxies } from "./client-address";

type Env = Record<string, string | undefined>;

export interface AuthSettings {
  /** Shared password of the sign-in page; null when password sign-in is off. */
  password: string | null;
  /** Key of the session cookie (set whenever `password` is). */
  sessionSecret: Uint8Array | null;
  /** Lower-cased name of the header an SSO proxy sets to the user's id; null when off. */
  authHeader: string | null;
  /** Key of signed embed tokens; null when embedding by token is off. */
  embedSecret: Uint8Array | null;
  /** The only origins allowed to frame /embed/* (and to talk to it by postMessage). */
  embedOrigins: string[];
}

/** Shorter keys can be guessed offline from a captured token. */
export const MIN_SECRET_LENGTH = 32;
const HEADER_NAME = /^[a-z0-9][a-z0-9-]{0,63}$/;

const text = (raw: string | undefined) => raw?.trim() || null;
const key = (raw: string | null) => (raw ? new TextEncoder().encode(raw) : null);

/** Origins as the browser reports them: scheme, host and port only, no path. */
export function parseOrigins(raw: string | undefined): string[] {
  const origins: string[] = [];
  for (const item of (raw ?? "").split(/\s+/).filter(Boolean)) {
    try {
      const url = new URL(item);
      if ((url.protocol === "https:" || url.protocol === "http:") && !origins.includes(url.origin)) origins.push(url.origin);
    } catch {
      // reported by authSettingsProblems
    }
  }
  return origins;
}

export function readAuthSettings(env: Env): AuthSettings {
  const password = text(env.THREADLINE_PASSWORD);
  const header = text(env.THREADLINE_AUTH_HEADER)?.toLowerCase() ?? null;
  return {
    password,
    sessionSecret: password ? key(text(env.THREADLINE_SESSION_SECRET)) : null,
    authHeader: header && HEADER_NAME.test(header) ? header : null,
    embedSecret: key(text(env.THREADLINE_EMBED_SECRET)),
    embedOrigins: parseOrigins(env.THREADLINE_EMBED_ORIGINS),
  };
}

/** Whether any sign-in mode is on; without one every request is anonymous. */
export const signInRequired = (s: AuthSettings): boolean => s.password !== null || s.authHeader !== null || s.embedSecret !== null;

/** What is wrong with the configuration, one sentence each saying what to set. */
export function authSettingsProblems(env: Env): string[] {
  const problems: string[] = [];
  const password = text(env.THREADLINE_PASSWORD);
  const session = text(env.THREADLINE_SESSION_SECRET);
  const embed = text(env.THREADLINE_EMBED_SECRET);
  const header = text(env.THREADLINE_AUTH_HEADER);
  if (password && !session) problems.push("THREADLINE_PASSWORD needs THREADLINE_SESSION_SECRET (a random string of 32 or more characters) to sign its cookies.");
  if (password && session && session.length < MIN_SECRET_LENGTH) problems.push(`THREADLINE_SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  if (embed && embed.length < MIN_SECRET_LENGTH) problems.push(`THREADLINE_EMBED_SECRET must be at least ${MIN_SECRET_LENGTH} characters long.`);
  if (header && !HEADER_NAME.test(header.toLowerCase())) problems.push(`THREADLINE_AUTH_HEADER must be a header name such as x-forwarded-user, got "${header}".`);
  const origins = (env.THREADLINE_EMBED_ORIGINS ?? "").split(/\s+/).filter(Boolean);
  const bad = origins.filter((o) => parseOrigins(o).length === 0);
  if (bad.length > 0) problems.push(`THREADLINE_EMBED_ORIGINS takes space-separated origins such as https://example.com; not understood: ${bad.join(" ")}.`);
  const { invalid } = parseTrustedProxies(env.THREADLINE_TRUSTED_PROXIES);
  if (invalid.length > 0) {
    problems.push(
      "THREADLINE_TRUSTED_PROXIES takes comma-separated IP addresses, CIDR ranges (10.0.0.0/8) and the names loopback, " +
        `linklocal, private; not understood: ${invalid.join(", ")}.`,
    );
  }
  return problems;
}
