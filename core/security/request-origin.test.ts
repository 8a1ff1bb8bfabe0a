import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isOwnOrigin, siteOf } from "./request-origin";

const verdict = (headers: Record<string, string>, protocol = "http:") => {
  const result = siteOf(new Headers(headers), protocol);
  return result.kind === "pass" ? "pass" : result.reason;
};

describe("siteOf", () => {
  it("refuses a foreign Origin without fetch metadata (older Safari)", () => {
    expect(verdict({ host: "app.example.com", origin: "http://evil.example" })).toBe("foreign-origin");
  });

  it("refuses cross-site fetch metadata even with our own Origin", () => {
    expect(verdict({ host: "app.example.com", origin: "http://app.example.com", "sec-fetch-site": "cross-site" })).toBe("cross-site");
  });

  it("passes our own origin, and requests that name none", () => {
    expect(verdict({ host: "app.example.com", origin: "http://app.example.com" })).toBe("pass");
    expect(verdict({ host: "app.example.com" })).toBe("pass");
    expect(verdict({ host: "app.example.com", "sec-fetch-site": "none" })).toBe("pass");
  });
});

describe("isOwnOrigin", () => {
  const own = (origin: string, headers: Record<string, string>, protocol = "http:") => isOwnOrigin(origin, new Headers(headers), protocol);

  it("matches scheme, host and port as addressed, default ports left out", () => {
    expect(own("http://localhost:3000", { host: "localhost:3000" })).toBe(true);
    expect(own("https://app.example.com", { host: "app.example.com:443" }, "https:")).toBe(true);
    expect(own("http://localhost:3001", { host: "localhost:3000" })).toBe(false);
    expect(own("http://app.example.com", { host: "app.example.com", "x-forwarded-proto": "https" })).toBe(false);
  });

  it("matches the public host a proxy names", () => {
    expect(own("https://chat.example.com", { host: "10.0.0.5:3000", "x-forwarded-host": "chat.example.com", "x-forwarded-proto": "https" })).toBe(true);
  });

  it("never matches an origin with a path, the opaque origin, or garbage", () => {
    for (const origin of ["http://localhost:3000/path", "null", "garbage", ""]) expect(own(origin, { host: "localhost:3000" })).toBe(false);
  });

  it("matches no origin of another host", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        fc.pre(new URL(origin).host !== "app.example.com");
        return !own(origin, { host: "app.example.com" });
      }),
    );
  });
});
