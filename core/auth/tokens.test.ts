import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { EMBED_MAX_SECONDS, isValidUserId, signEmbedToken, signSession, verifyEmbedToken, verifySession, SESSION_SECONDS } from "./tokens";

const secret = new TextEncoder().encode("k".repeat(32));
const other = new TextEncoder().encode("o".repeat(32));
const now = Date.UTC(2026, 10, 24);

describe("session tokens", () => {
  it("verify with their key until they expire", async () => {
    const token = await signSession(secret, now);
    expect(await verifySession(token, secret, now)).toBe(true);
    expect(await verifySession(token, secret, now + (SESSION_SECONDS - 1) * 1000)).toBe(true);
    expect(await verifySession(token, secret, now + (SESSION_SECONDS + 1) * 1000)).toBe(false);
    expect(await verifySession(token, other, now)).toBe(false);
  });

  it("refuse anything else", async () => {
    expect(await verifySession(null, secret, now)).toBe(false);
    expect(await verifySession("not a jwt", secret, now)).toBe(false);
    // An embed token signed with the same key is not a session.
    const embed = await signEmbedToken(secret, { userId: "u", seconds: 60 }, now);
    expect(await verifySession(embed, secret, now)).toBe(false);
  });
});

describe("embed tokens", () => {
  it("carry the user and the thread they are limited to", async () => {
    const token = await signEmbedToken(secret, { userId: "user-7", threadId: "t_1", seconds: 60 }, now);
    expect(await verifyEmbedToken(token, secret, now)).toEqual({ userId: "user-7", threadId: "t_1", expiresAt: now / 1000 + 60 });
    const open = await signEmbedToken(secret, { userId: "user-7", seconds: 60 }, now);
    expect((await verifyEmbedToken(open, secret, now))?.threadId).toBeNull();
  });

  it("are refused when expired, signed with another key, unsigned or malformed", async () => {
    const token = await signEmbedToken(secret, { userId: "u", seconds: 60 }, now);
    expect(await verifyEmbedToken(token, secret, now + 61_000)).toBeNull();
    expect(await verifyEmbedToken(token, other, now)).toBeNull();
    const [head, body] = token.split(".");
    const none = `${Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url")}.${body}.`;
    expect(await verifyEmbedToken(none, secret, now)).toBeNull();
    expect(await verifyEmbedToken(`${head}.${body}.AAAA`, secret, now)).toBeNull();
    expect(await verifyEmbedToken("", secret, now)).toBeNull();
  });

  it("need an expiry, a plausible subject and a thread id of the right shape", async () => {
    const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(secret);
    const exp = now / 1000 + 60;
    expect(await verifyEmbedToken(await sign({ sub: "u" }), secret, now)).toBeNull();
    expect(await verifyEmbedToken(await sign({ exp }), secret, now)).toBeNull();
    expect(await verifyEmbedToken(await sign({ sub: "a\nb", exp }), secret, now)).toBeNull();
    expect(await verifyEmbedToken(await sign({ sub: "u", exp, thread_id: "../x" }), secret, now)).toBeNull();
    expect(await verifyEmbedToken(await sign({ sub: "u", exp, thread_id: 5 }), secret, now)).toBeNull();
  });

  it("live at most 24 hours", async () => {
    expect(EMBED_MAX_SECONDS).toBe(24 * 3600);
    const day = await signEmbedToken(secret, { userId: "u", seconds: EMBED_MAX_SECONDS }, now);
    expect(await verifyEmbedToken(day, secret, now)).not.toBeNull();
    const longer = await signEmbedToken(secret, { userId: "u", seconds: EMBED_MAX_SECONDS + 1 }, now);
    expect(await verifyEmbedToken(longer, secret, now)).toBeNull();
    // Still refused later on, when less than a day is left of it.
    expect(await verifyEmbedToken(longer, secret, now + 12 * 3600_000)).toBeNull();
    const year = await signEmbedToken(secret, { userId: "u", seconds: 365 * 24 * 3600 }, now);
    expect(await verifyEmbedToken(year, secret, now)).toBeNull();
  });

  it("without iat, may not expire more than 24 hours from now; a future iat does not stretch that", async () => {
    const sign = (claims: Record<string, unknown>) => new SignJWT(claims).setProtectedHeader({ alg: "HS256" }).sign(secret);
    const t = now / 1000;
    expect(await verifyEmbedToken(await sign({ sub: "u", exp: t + EMBED_MAX_SECONDS }), secret, now)).not.toBeNull();
    expect(await verifyEmbedToken(await sign({ sub: "u", exp: t + EMBED_MAX_SECONDS + 60 }), secret, now)).toBeNull();
    // Issued "in ten years" for an hour: it would open chats for ten years.
    const future = t + 10 * 365 * 24 * 3600;
    expect(await verifyEmbedToken(await sign({ sub: "u", iat: future, exp: future + 3600 }), secret, now)).toBeNull();
    expect(await verifyEmbedToken(await sign({ sub: "u", iat: "yesterday", exp: t + 60 }), secret, now)).toBeNull();
  });
});

it("isValidUserId takes printable ids without surrounding spaces", () => {
  expect(isValidUserId("alice@example.com")).toBe(true);
  expect(isValidUserId("Zoë Li")).toBe(true);
  for (const bad of ["", " a", "a ", "a\tb", "x".repeat(257), 7, null]) expect(isValidUserId(bad)).toBe(false);
});
