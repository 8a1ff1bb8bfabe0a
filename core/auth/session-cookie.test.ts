import { expect, it } from "vitest";
import { clearedSessionCookie, isHttpsRequest, sessionCookie } from "./session-cookie";
import { SESSION_SECONDS } from "./tokens";

const parts = (cookie: string) => cookie.split("; ");

it("sessionCookie is HttpOnly, SameSite=Lax, site-wide, and Secure on https", () => {
  const plain = parts(sessionCookie("tok", false));
  expect(plain[0]).toBe("threadline_session=tok");
  expect(plain).toEqual(expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", `Max-Age=${SESSION_SECONDS}`]));
  expect(plain).not.toContain("Secure");
  expect(parts(sessionCookie("tok", true))).toContain("Secure");
});

it("clearedSessionCookie empties and expires the same cookie", () => {
  const cleared = parts(clearedSessionCookie(true));
  expect(cleared[0]).toBe("threadline_session=");
  expect(cleared).toEqual(expect.arrayContaining(["Max-Age=0", "Path=/", "HttpOnly", "SameSite=Lax", "Secure"]));
});

it("isHttpsRequest trusts the URL and a TLS-ending proxy's header", () => {
  expect(isHttpsRequest("https://a.example/x", new Headers())).toBe(true);
  expect(isHttpsRequest("http://a.example/x", new Headers())).toBe(false);
  expect(isHttpsRequest("http://a.example/x", new Headers({ "x-forwarded-proto": "https, http" }))).toBe(true);
  expect(isHttpsRequest("http://a.example/x", new Headers({ "x-forwarded-proto": "http" }))).toBe(false);
});
