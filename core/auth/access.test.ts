import { describe, expect, it } from "vitest";
import { embedAllowed, isCrossSiteForm, workspaceAccess } from "./access";
import { readAuthSettings } from "./settings";

const SECRET = "k".repeat(32);
const password = readAuthSettings({ THREADLINE_PASSWORD: "pw", THREADLINE_SESSION_SECRET: SECRET, THREADLINE_AUTH_HEADER: "x-user" });
const headerOnly = readAuthSettings({ THREADLINE_AUTH_HEADER: "x-user" });

describe("workspaceAccess", () => {
  it("lets anonymous, password and header identities in", () => {
    for (const identity of [{ kind: "anonymous" }, { kind: "password" }, { kind: "header", userId: "alice" }] as const) {
      expect(workspaceAccess(identity, password)).toEqual({ kind: "allowed", identity });
    }
  });

  it("sends to sign-in when there is a password to sign in with", () => {
    expect(workspaceAccess(null, password)).toEqual({ kind: "sign-in" });
  });

  it("answers unauthorized when only the SSO proxy can sign people in", () => {
    expect(workspaceAccess(null, headerOnly)).toEqual({ kind: "unauthorized" });
  });

  it("does not open the workspace to an embed token", () => {
    expect(workspaceAccess({ kind: "embed", userId: "bob", threadId: null }, password)).toEqual({ kind: "sign-in" });
  });
});

describe("embedAllowed", () => {
  it("needs an identity", () => {
    expect(embedAllowed(null, "t1")).toBe(false);
    expect(embedAllowed(null, null)).toBe(false);
  });

  it("limits a thread token to its thread, and keeps it from new chats", () => {
    const limited = { kind: "embed", userId: "bob", threadId: "t1" } as const;
    expect(embedAllowed(limited, "t1")).toBe(true);
    expect(embedAllowed(limited, "t2")).toBe(false);
    expect(embedAllowed(limited, null)).toBe(false);
  });

  it("opens any thread and new chats for an open token and the other identities", () => {
    expect(embedAllowed({ kind: "embed", userId: "bob", threadId: null }, "t2")).toBe(true);
    expect(embedAllowed({ kind: "embed", userId: "bob", threadId: null }, null)).toBe(true);
    expect(embedAllowed({ kind: "anonymous" }, "t1")).toBe(true);
    expect(embedAllowed({ kind: "header", userId: "a" }, null)).toBe(true);
  });
});

describe("isCrossSiteForm", () => {
  const form = (headers: Record<string, string>, protocol = "http:") => isCrossSiteForm(new Headers({ host: "app.example.com", ...headers }), protocol);

  it("refuses forms posted from other sites, by fetch metadata", () => {
    expect(form({ "sec-fetch-site": "cross-site" })).toBe(true);
    expect(form({ "sec-fetch-site": "same-site" })).toBe(true);
    expect(form({ "sec-fetch-site": "same-origin" })).toBe(false);
    expect(form({ "sec-fetch-site": "none" })).toBe(false);
    expect(form({})).toBe(false);
  });

  it("refuses a foreign Origin whether or not the browser sends fetch metadata", () => {
    expect(form({ origin: "http://evil.example" })).toBe(true);
    expect(form({ origin: "null" })).toBe(true);
    expect(form({ origin: "https://app.example.com.evil.example" })).toBe(true);
    expect(form({ origin: "http://evil.example", "sec-fetch-site": "same-origin" })).toBe(true);
  });

  it("passes the app's own origin, also behind a TLS proxy", () => {
    expect(form({ origin: "http://app.example.com", "sec-fetch-site": "same-origin" })).toBe(false);
    expect(form({ origin: "http://app.example.com" })).toBe(false);
    expect(form({ origin: "https://chat.example.com", "x-forwarded-host": "chat.example.com", "x-forwarded-proto": "https" })).toBe(false);
    expect(form({ origin: "https://app.example.com" }, "https:")).toBe(false);
  });
});
