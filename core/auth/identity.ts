// Who a request comes from. The API route and the pages ask this one function; a request it
// returns null for is not signed in (pages go to sign-in, the API answers 401).
import { type AuthSettings, signInRequired } from "./settings";
import { isValidUserId, verifyEmbedToken, verifySession } from "./tokens";

export type Identity =
  /** No sign-in mode is configured: local use. */
  | { kind: "anonymous" }
  /** Signed in with the shared password: one team, no per-user id. */
  | { kind: "password" }
  /** Named by the trusted header an SSO proxy sets. */
  | { kind: "header"; userId: string }
  /** A host site's signed embed token, perhaps limited to one thread. */
  | { kind: "embed"; userId: string; threadId: string | null };

export interface Credentials {
  /** Request headers (the trusted SSO header is read from here). */
  headers: Headers;
  /** The session cookie's value, if any. */
  session: string | null;
  /** An embed token sent as `Authorization: Bearer` (API calls) or `?token=` (embed pages). */
  embedToken: string | null;
}

/** The user id threads are owned by; null when the identity has none (anonymous, password). */
export function ownerOf(identity: Identity): string | null {
  switch (identity.kind) {
    case "anonymous":
    case "password":
      return null;
    case "header":
    case "embed":
      return identity.userId;
    default: {
      const never: never = identity;
      return never;
    }
  }
}

/** The thread an identity is limited to, if any. */
export const threadLimitOf = (identity: Identity): string | null => (identity.kind === "embed" ? identity.threadId : null);

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

export async function identify(credentials: Credentials, settings: AuthSettings, now = Date.now()): Promise<Identity | null> {
  if (!signInRequired(settings)) return { kind: "anonymous" };
  // A token that was sent decides alone: an expired embed link must not fall back to a cookie.
  if (credentials.embedToken !== null) {
    if (!settings.embedSecret) return null;
    const claims = await verifyEmbedToken(credentials.embedToken, settings.embedSecret, now);
    return claims ? { kind: "embed", userId: claims.userId, threadId: claims.threadId } : null;
  }
  if (settings.authHeader) {
    const userId = credentials.headers.get(settings.authHeader)?.trim();
    if (userId && isValidUserId(userId)) return { kind: "header", userId };
  }
  if (settings.password && settings.sessionSecret && (await verifySession(credentials.session, settings.sessionSecret, now))) {
    return { kind: "password" };
  }
  return null;
}
