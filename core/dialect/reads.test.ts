import { describe, expect, it } from "vitest";
import { backendPaths, transcriptPageQuery, withQuery } from "./reads";

describe("backend reads", () => {
  it("spell each path once, ids encoded", () => {
    expect(backendPaths.transcriptPage("t 1/x")).toBe("/threads/t%201%2Fx/messages/page");
    expect(backendPaths.schemas("my graph")).toBe("/assistants/my%20graph/schemas");
    expect(backendPaths.compact("t")).toBe("/threads/t/compact");
  });
  it("ask for a page backward, forward or the newest", () => {
    expect(withQuery("/p", transcriptPageQuery({ limit: 100 }))).toBe("/p?limit=100");
    expect(withQuery("/p", transcriptPageQuery({ beforeSeq: 120, limit: 50 }))).toBe("/p?before_seq=120&limit=50");
    expect(withQuery("/p", transcriptPageQuery({ afterSeq: 0, limit: 1 }))).toBe("/p?after_seq=0&limit=1");
    expect(withQuery("/p", transcriptPageQuery({ beforeSeq: null }))).toBe("/p");
  });
});
