import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeNextPath, signInPath, sitePath } from "./next-path";

const BASE = "http://threadline.invalid";

/** What a browser, or a server that decodes once more, makes of a redirect target: stays here. */
function staysOnSite(path: string): boolean {
  let form = path;
  for (let round = 0; round < 6; round++) {
    // Browsers drop tabs and newlines and read a backslash as a slash.
    const browser = form.replace(/[\t\n\r]/g, "").replace(/\\/g, "/");
    if (!browser.startsWith("/") || browser.startsWith("//")) return false;
    const url = new URL(browser, BASE);
    if (url.origin !== BASE || url.pathname.startsWith("//")) return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(form);
    } catch {
      return true; // nobody decodes it further
    }
    if (decoded === form) return true;
    form = decoded;
  }
  return false;
}

describe("safeNextPath", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeNextPath("/")).toBe("/");
    expect(safeNextPath("/threads/abc")).toBe("/threads/abc");
    expect(safeNextPath("/threads/abc?x=1")).toBe("/threads/abc?x=1");
    expect(safeNextPath("/threads/abc?next=//elsewhere")).toBe("/threads/abc?next=//elsewhere");
    expect(safeNextPath("/files/a%20b")).toBe("/files/a%20b");
  });

  it("turns anything that could leave the site into /", () => {
    for (const raw of [
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "/\t/evil.example",
      "/\n/evil.example",
      "evil.example",
      "",
      undefined,
      null,
      ["/threads/a"],
      `/${"a".repeat(3000)}`,
    ]) {
      expect(safeNextPath(raw)).toBe("/");
    }
  });

  it("checks the target after normalisation: dot segments, encodings, whitespace", () => {
    for (const raw of [
      "/.//evil.example/x",
      "/././/evil.example",
      "/a/..//evil.example",
      "/%2e%2e//evil.example",
      "/%2E//evil.example",
      "/./\\evil.example",
      "/%2F%2Fevil.example",
      "/%2f/evil.example",
      "/%5C%5Cevil.example",
      "/%5c/evil.example",
      "/%2F%5Cevil.example",
      "/\\%2Fevil.example",
      "/.%2F/evil.example",
      "/%252F%252Fevil.example",
      "/%255C%255Cevil.example",
      "/%25252F%25252Fevil.example",
      "/%09/evil.example",
      "/%0A/evil.example",
      "/\r/evil.example",
      " //evil.example",
      "/%E0%A4%A",
    ]) {
      expect(safeNextPath(raw), raw).toBe("/");
    }
  });

  it("does not return to sign-in", () => {
    expect(safeNextPath("/signin?next=/x")).toBe("/");
    expect(safeNextPath("/auth/signout")).toBe("/");
  });

  it("resolves dot segments before deciding", () => {
    expect(safeNextPath("/threads/../signin")).toBe("/");
    expect(safeNextPath("/a/../threads/b")).toBe("/threads/b");
  });

  // Strings built from the pieces redirects are smuggled with, and any string at all.
  const piece = fc.constantFrom("/", "\\", ".", "..", "%2F", "%2f", "%5C", "%5c", "%25", "%2e", "%252F", "%255C", "\t", "\n", "evil.example", "a", ":", "?", "#", "@", "http:", " ");
  const smuggled = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(""));

  it("answers / or a path that stays on this site, for any string", () => {
    fc.assert(
      fc.property(fc.oneof(smuggled, smuggled.map((s) => `/${s}`), fc.string(), fc.webUrl()), (raw) => {
        const next = safeNextPath(raw);
        return next === "/" || (next.startsWith("/") && !next.startsWith("//") && staysOnSite(next));
      }),
      { numRuns: 5000 },
    );
  });
});

describe("sitePath", () => {
  it("keeps the sign-in page, unlike safeNextPath", () => {
    expect(sitePath("/signin?error=wrong")).toBe("/signin?error=wrong");
  });

  it("answers null for a target leaving the site", () => {
    expect(sitePath("/.//evil.example/x")).toBeNull();
    expect(sitePath("https://evil.example")).toBeNull();
  });
});

it("signInPath carries the way back", () => {
  expect(signInPath("/")).toBe("/signin");
  expect(signInPath("/threads/a?b=1")).toBe("/signin?next=%2Fthreads%2Fa%3Fb%3D1");
  expect(signInPath("//evil.example")).toBe("/signin");
  expect(signInPath("/.//evil.example")).toBe("/signin");
});
