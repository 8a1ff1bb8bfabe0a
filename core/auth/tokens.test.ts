import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { isValidUserId, signEmbedToken, signSession, verifyEmbedToken, verifySession, SESSION_SECONDS } from "./tokens";

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
});

it("isValidUserId takes printable ids without surrounding spaces", () => {
  expect(isValidUserId("alice@example.com")).toBe(true);
  expect(isValidUserId("Zoë Li")).toBe(true);
  for (const bad of ["", " a", "a ", "a\tb", "x".repeat(257), 7, null]) expect(isValidUserId(bad)).toBe(false);
});
