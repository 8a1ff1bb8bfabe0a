import { describe, expect, it } from "vitest";
import { API_SECURITY_HEADERS, contentSecurityPolicy, isEmbedPath, newNonce, pageSecurityHeaders } from "./headers";

const directives = (policy: string) => new Map(policy.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

describe("contentSecurityPolicy", () => {
  it("allows own and nonce'd scripts only, no plugins, nobody framing", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "abc", frameAncestors: [], dev: false }));
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("script-src")).toBe("'self' 'nonce-abc' 'strict-dynamic'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("img-src")).toBe("'self' data: blob: http: https:");
    expect(policy.get("base-uri")).toBe("'none'");
  });

  it("names the origins that may frame, and lets next dev evaluate", () => {
    const policy = directives(contentSecurityPolicy({ nonce: "n", frameAncestors: ["https://a.example", "http://b.test:8080"], dev: true }));
    expect(policy.get("frame-ancestors")).toBe("https://a.example http://b.test:8080");
    expect(policy.get("script-src")).toContain("'unsafe-eval'");
  });
});

describe("pageSecurityHeaders", () => {
  const base = { nonce: "n", embedOrigins: ["http://host.test"], dev: false };

  it("forbids framing outside the embed routes", () => {
    for (const pathname of ["/", "/threads/abc", "/signin", "/embed", "/embed/other", "/embed/threads/a/b", "/_next/static/x.js", "/embed.js"]) {
      const headers = pageSecurityHeaders({ ...base, pathname });
      expect(headers["X-Frame-Options"]).toBe("DENY");
      expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors")).toBe("'none'");
    }
  });

  it("lets the configured origins frame the embed routes", () => {
    for (const pathname of ["/embed/new", "/embed/threads/3f2a-b_C"]) {
      const headers = pageSecurityHeaders({ ...base, pathname });
      expect(headers["X-Frame-Options"]).toBeUndefined();
      expect(directives(headers["Content-Security-Policy"]!).get("frame-ancestors")).toBe("http://host.test");
    }
    const unset = pageSecurityHeaders({ ...base, embedOrigins: [], pathname: "/embed/new" });
    expect(directives(unset["Content-Security-Policy"]!).get("frame-ancestors")).toBe("'none'");
    expect(unset["X-Frame-Options"]).toBe("DENY");
  });

  it("always sets nosniff, a referrer policy that keeps URLs in and a permissions policy", () => {
    const headers = pageSecurityHeaders({ ...base, pathname: "/" });
    expect(headers["X-Content-Type-Options"]).toBe("nosniff");
    expect(headers["Referrer-Policy"]).toBe("same-origin");
    expect(headers["Permissions-Policy"]).toMatch(/camera=\(\)/);
  });
});

it("isEmbedPath takes the two embed routes with a valid thread id", () => {
  expect(isEmbedPath("/embed/new")).toBe(true);
  expect(isEmbedPath("/embed/threads/abc")).toBe(true);
  expect(isEmbedPath("/embed/threads/a.b")).toBe(false);
  expect(isEmbedPath("/embed/newer")).toBe(false);
});

it("API headers refuse everything a page could do", () => {
  const map = new Map(API_SECURITY_HEADERS.map(({ key, value }) => [key, value]));
  expect(directives(map.get("Content-Security-Policy")!).get("default-src")).toBe("'none'");
  expect(directives(map.get("Content-Security-Policy")!).get("frame-ancestors")).toBe("'none'");
  expect(map.get("X-Content-Type-Options")).toBe("nosniff");
  expect(map.get("X-Frame-Options")).toBe("DENY");
});

it("newNonce is fresh and base64", () => {
  const a = newNonce();
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(newNonce()).not.toBe(a);
});
