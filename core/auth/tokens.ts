// Signed tokens: the password session's cookie and the embed tokens host sites sign. HS256
// through `jose`; the verifiers never throw and accept only what they issued or expect.
import { jwtVerify, SignJWT } from "jose";
import { parseThreadId } from "../ids";

export const SESSION_COOKIE = "threadline_session";
/** How long a password sign-in lasts. */
export const SESSION_SECONDS = 7 * 24 * 3600;
const SESSION_AUDIENCE = "threadline-session";

/** User ids come from tokens and headers: printable, bounded, no separators that could smuggle. */
const USER_ID = /^[\x21-\x7e\u00a0-\uffff][\x20-\x7e\u00a0-\uffff]{0,255}$/u;
export const isValidUserId = (id: unknown): id is string => typeof id === "string" && USER_ID.test(id) && id.trim() === id;

export async function signSession(secret: Uint8Array, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setAudience(SESSION_AUDIENCE)
    .setIssuedAt(iat)
    .setExpirationTime(iat + SESSION_SECONDS)
    .sign(secret);
}

export async function verifySession(token: string | undefined | null, secret: Uint8Array, now = Date.now()): Promise<boolean> {
  if (!token) return false;
  try {
    await jwtVerify(token, secret, { algorithms: ["HS256"], audience: SESSION_AUDIENCE, currentDate: new Date(now), requiredClaims: ["exp"] });
    return true;
  } catch {
    return false;
  }
}

export interface EmbedClaims {
  userId: string;
  /** When set, the token opens this thread only. */
  threadId: string | null;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * The longest an embed token may live: one that leaks (it travels in the frame's URL) opens
 * the user's chats until it expires, and cannot be revoked.
 */
export const EMBED_MAX_SECONDS = 24 * 3600;

/** Whether a token lives too long: counted from `iat`, and from now (a future `iat` stretches nothing). */
function outlivesMaximum(exp: number, iat: number | undefined, now: number): boolean {
  return exp - now / 1000 > EMBED_MAX_SECONDS || (iat !== undefined && exp - iat > EMBED_MAX_SECONDS);
}

/** A host site's embed token `{sub, exp, thread_id?, iat?}`: null when invalid, expired, unsigned or too long-lived. */
export async function verifyEmbedToken(token: string | undefined | null, secret: Uint8Array, now = Date.now()): Promise<EmbedClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: new Date(now), requiredClaims: ["exp", "sub"] });
    const threadId = payload.thread_id;
    if (!isValidUserId(payload.sub) || typeof payload.exp !== "number") return null;
    if (outlivesMaximum(payload.exp, payload.iat, now)) return null;
    if (threadId !== undefined && threadId !== null && parseThreadId(threadId) === null) return null;
    return { userId: payload.sub, threadId: typeof threadId === "string" ? threadId : null, expiresAt: payload.exp };
  } catch {
    return null;
  }
}

/** What a host site's backend does (and tests): an embed token for `userId`, valid `seconds`. */
export async function signEmbedToken(secret: Uint8Array, claims: { userId: string; threadId?: string; seconds: number }, now = Date.now()): Promise<string> {
  const iat = Math.floor(now / 1000);
  return new SignJWT(claims.threadId ? { thread_id: claims.threadId } : {})
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuedAt(iat)
    .setExpirationTime(iat + claims.seconds)
    .sign(secret);
}
