import { describe, expect, it } from "vitest";
import { bearerToken, identify, ownerOf, threadLimitOf } from "./identity";
import { passwordMatches } from "./password";
import { readAuthSettings } from "./settings";
import { signEmbedToken, signSession } from "./tokens";

const SECRET = "k".repeat(32);
const key = new TextEncoder().encode(SECRET);
const all = readAuthSettings({
  THREADLINE_PASSWORD: "pw",
  THREADLINE_SESSION_SECRET: SECRET,
  THREADLINE_AUTH_HEADER: "x-forwarded-user",
  THREADLINE_EMBED_SECRET: SECRET,
});
const none = { headers: new Headers(), session: null, embedToken: null };

describe("identify", () => {
  it("is anonymous when no sign-in mode is on", async () => {
    expect(await identify(none, readAuthSettings({}))).toEqual({ kind: "anonymous" });
  });

  it("is nobody without credentials when a mode is on", async () => {
    expect(await identify(none, all)).toBeNull();
  });

  it("reads the SSO header only when configured", async () => {
    const headers = new Headers({ "x-forwarded-user": "alice" });
    expect(await identify({ ...none, headers }, all)).toEqual({ kind: "header", userId: "alice" });
    const passwordOnly = readAuthSettings({ THREADLINE_PASSWORD: "pw", THREADLINE_SESSION_SECRET: SECRET });
    expect(await identify({ ...none, headers }, passwordOnly)).toBeNull();
    expect(await identify({ ...none, headers: new Headers({ "x-forwarded-user": " " }) }, all)).toBeNull();
  });

  it("accepts a valid session cookie", async () => {
    expect(await identify({ ...none, session: await signSession(key) }, all)).toEqual({ kind: "password" });
    expect(await identify({ ...none, session: "forged" }, all)).toBeNull();
  });

  it("lets a sent embed token decide alone", async () => {
    const token = await signEmbedToken(key, { userId: "bob", threadId: "t1", seconds: 60 });
    const identity = await identify({ ...none, embedToken: token }, all);
    expect(identity).toEqual({ kind: "embed", userId: "bob", threadId: "t1" });
    expect(ownerOf(identity!)).toBe("bob");
    expect(threadLimitOf(identity!)).toBe("t1");
    const expired = await signEmbedToken(key, { userId: "bob", seconds: -1 });
    const session = await signSession(key);
    expect(await identify({ headers: new Headers({ "x-forwarded-user": "alice" }), session, embedToken: expired }, all)).toBeNull();
  });
});

it("ownerOf: only named users own threads", () => {
  expect(ownerOf({ kind: "anonymous" })).toBeNull();
  expect(ownerOf({ kind: "password" })).toBeNull();
  expect(ownerOf({ kind: "header", userId: "a" })).toBe("a");
});

it("bearerToken reads an Authorization: Bearer header", () => {
  expect(bearerToken(new Headers({ authorization: "Bearer abc.def" }))).toBe("abc.def");
  expect(bearerToken(new Headers({ authorization: "Basic abc" }))).toBeNull();
  expect(bearerToken(new Headers())).toBeNull();
});

it("passwordMatches compares exactly", async () => {
  expect(await passwordMatches("pw", "pw")).toBe(true);
  expect(await passwordMatches("pw ", "pw")).toBe(false);
  expect(await passwordMatches(undefined, "pw")).toBe(false);
  expect(await passwordMatches("x".repeat(2000), "pw")).toBe(false);
});
