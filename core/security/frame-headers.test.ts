import { describe, expect, it } from "vitest";
import { frameDocument, framePolicy, frameSecurityHeaders, isUiFramePath, UI_FRAME_BOOTSTRAP } from "./frame-headers";
import { contentSecurityPolicy } from "./headers";

const directives = (policy: string) => new Map(policy.split(/;\s*/).map((d) => [d.split(" ")[0], d.split(" ").slice(1).join(" ")]));

describe("framePolicy", () => {
  const policy = directives(framePolicy({ nonce: "abc", embedOrigins: [] }));

  it("sandboxes the frame without its origin: no cookies, no storage, no page", () => {
    expect(policy.get("sandbox")).toBe("allow-scripts");
    expect(framePolicy({ nonce: "abc", embedOrigins: [] })).not.toContain("allow-same-origin");
  });

  it("runs its bootstrap and the handed-over bundle only, and connects nowhere", () => {
    expect(policy.get("default-src")).toBe("'none'");
    expect(policy.get("script-src")).toBe("'nonce-abc' blob:");
    expect(policy.get("connect-src")).toBe("'none'");
    expect(policy.get("frame-src")).toBe("'none'");
    expect(policy.get("form-action")).toBe("'none'");
    expect(policy.get("img-src")).toBe("data: blob:");
  });

  it("may be framed by the app, and by the sites an embedded chat lives in", () => {
    expect(policy.get("frame-ancestors")).toBe("'self'");
    expect(directives(framePolicy({ nonce: "n", embedOrigins: ["https://host.example"] })).get("frame-ancestors")).toBe("'self' https://host.example");
  });
});

it("frameSecurityHeaders serve HTML that is never cached and leaks no referrer", () => {
  const headers = frameSecurityHeaders({ nonce: "n", embedOrigins: [] });
  expect(headers["Content-Type"]).toMatch(/^text\/html/);
  expect(headers["Cache-Control"]).toBe("no-store");
  expect(headers["Referrer-Policy"]).toBe("no-referrer");
  expect(headers["X-Frame-Options"]).toBeUndefined();
});

it("frameDocument loads its bootstrap with the nonce, and nothing else", () => {
  const html = frameDocument("n0nce+/=");
  expect(html).toContain(`<script nonce="n0nce+/=" src="${UI_FRAME_BOOTSTRAP}"></script>`);
  expect(html.match(/<script/g)).toHaveLength(1);
});

it("isUiFramePath takes the frame document only", () => {
  expect(isUiFramePath("/ui-frame")).toBe(true);
  expect(isUiFramePath("/ui-frame/")).toBe(true);
  expect(isUiFramePath(UI_FRAME_BOOTSTRAP)).toBe(false);
  expect(isUiFramePath("/ui-frame-x")).toBe(false);
});

it("the page's own policy still allows no script from elsewhere, and frames only its own origin", () => {
  const page = directives(contentSecurityPolicy({ nonce: "n", frameAncestors: [], dev: false }));
  expect(page.get("script-src")).toBe("'self' 'nonce-n' 'strict-dynamic'");
  expect(page.get("frame-src")).toBe("'self'");
});
