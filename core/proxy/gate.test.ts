import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gate, isLocalHost } from "./gate";

const verdict = (headers: Record<string, string>, { anonymous = false, protocol = "http:" } = {}) =>
  gate({ headers: new Headers(headers), protocol, anonymous }).kind === "pass" ? "pass" : (gate({ headers: new Headers(headers), protocol, anonymous }) as { reason: string }).reason;

describe("gate: origin", () => {
  it("passes requests from the app's own pages, and those without an Origin", () => {
    expect(verdict({ host: "app.example.com", origin: "http://app.example.com" })).toBe("pass");
    expect(verdict({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000", "sec-fetch-site": "same-origin" })).toBe("pass");
    expect(verdict({ host: "app.example.com:443", origin: "https://app.example.com" }, { protocol: "https:" })).toBe("pass");
    expect(verdict({ host: "app.example.com" })).toBe("pass");
  });

  it("passes the public origin a TLS proxy names, or leaves unsaid", () => {
    const headers = { host: "10.0.0.5:3000", "x-forwarded-host": "chat.example.com", "x-forwarded-proto": "https", origin: "https://chat.example.com" };
    expect(verdict(headers)).toBe("pass");
    expect(verdict({ host: "chat.example.com", origin: "https://chat.example.com" })).toBe("pass");
  });

  it("refuses another origin, scheme or port, and the opaque origin", () => {
    expect(verdict({ host: "app.example.com", origin: "http://evil.example" })).toBe("foreign-origin");
    expect(verdict({ host: "app.example.com", origin: "http://app.example.com" }, { protocol: "https:" })).toBe("foreign-origin");
    expect(verdict({ host: "app.example.com", "x-forwarded-proto": "https", origin: "http://app.example.com" })).toBe("foreign-origin");
    expect(verdict({ host: "localhost:3000", origin: "http://localhost:3001" })).toBe("foreign-origin");
    expect(verdict({ host: "localhost:3000", origin: "null" })).toBe("foreign-origin");
    expect(verdict({ host: "localhost:3000", origin: "http://localhost:3000/path" })).toBe("foreign-origin");
    expect(verdict({ host: "localhost:3000", origin: "garbage" })).toBe("foreign-origin");
  });

  it("refuses any origin that is not the host's", () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        fc.pre(origin !== "http://app.example.com");
        return verdict({ host: "app.example.com", origin }) === "foreign-origin";
      }),
    );
  });
});

describe("gate: fetch metadata", () => {
  it("refuses cross-site and same-site requests, passes same-origin and typed URLs", () => {
    expect(verdict({ host: "a.example", "sec-fetch-site": "cross-site" })).toBe("cross-site");
    expect(verdict({ host: "a.example", "sec-fetch-site": "same-site" })).toBe("cross-site");
    expect(verdict({ host: "a.example", "sec-fetch-site": "none" })).toBe("pass");
    expect(verdict({ host: "a.example", "sec-fetch-site": "same-origin" })).toBe("pass");
  });
});

describe("gate: DNS rebinding without sign-in", () => {
  it("answers only requests addressed to the local machine by IP or localhost", () => {
    expect(verdict({ host: "localhost:3000" }, { anonymous: true })).toBe("pass");
    expect(verdict({ host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" }, { anonymous: true })).toBe("pass");
    expect(verdict({ host: "rebind.evil.example:3000", origin: "http://rebind.evil.example:3000" }, { anonymous: true })).toBe("not-local-host");
    expect(verdict({ host: "rebind.evil.example:3000", "x-forwarded-host": "localhost:3000" }, { anonymous: true })).toBe("not-local-host");
    expect(verdict({}, { anonymous: true })).toBe("not-local-host");
  });

  it("does not apply with sign-in on", () => {
    expect(verdict({ host: "chat.example.com" }, { anonymous: false })).toBe("pass");
  });
});

it("isLocalHost: localhost, *.localhost and IP literals", () => {
  for (const host of ["localhost", "LOCALHOST:80", "app.localhost:3000", "127.0.0.1", "10.1.2.3:8080", "[::1]:3000", "0x7f.1"]) expect(isLocalHost(host)).toBe(true);
  for (const host of ["example.com", "localhost.example.com", "127.0.0.1.nip.io", "", "a b", "x@localhost.evil"]) expect(isLocalHost(host)).toBe(false);
  expect(isLocalHost(null)).toBe(false);
});
