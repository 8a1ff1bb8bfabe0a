import { describe, expect, it } from "vitest";
import { safeNextPath, signInPath } from "./next-path";

describe("safeNextPath", () => {
  it("keeps paths on this site with their query", () => {
    expect(safeNextPath("/")).toBe("/");
    expect(safeNextPath("/threads/abc")).toBe("/threads/abc");
    expect(safeNextPath("/threads/abc?x=1")).toBe("/threads/abc?x=1");
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

  it("does not return to sign-in", () => {
    expect(safeNextPath("/signin?next=/x")).toBe("/");
    expect(safeNextPath("/auth/signout")).toBe("/");
  });

  it("resolves dot segments before deciding", () => {
    expect(safeNextPath("/threads/../signin")).toBe("/");
    expect(safeNextPath("/a/../threads/b")).toBe("/threads/b");
  });
});

it("signInPath carries the way back", () => {
  expect(signInPath("/")).toBe("/signin");
  expect(signInPath("/threads/a?b=1")).toBe("/signin?next=%2Fthreads%2Fa%3Fb%3D1");
  expect(signInPath("//evil.example")).toBe("/signin");
});
