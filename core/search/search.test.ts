import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isMessageId, parseSearchAnswer, parseSearchResult, snippetParts } from "./answer";
import { MAX_QUERY_LENGTH, MAX_RESULTS, resultsLimit, searchQuery } from "./query";
import { parseSearchRequest } from "./request";
import { snippetOf } from "./snippet";

const hit = { thread_id: "t-1", title: "Apples", kind: "message", message_id: "m-1", seq: 3, snippet: "about apples", match_start: 6, match_length: 6, at: "2026-01-01T00:00:00Z" };

describe("searchQuery", () => {
  it("is null for empty and whitespace text", () => {
    expect(searchQuery("")).toBeNull();
    expect(searchQuery("  \t\n ")).toBeNull();
  });
  it("trims and caps the text, keeping pattern characters as they are", () => {
    expect(searchQuery("  a.*b  ")).toBe("a.*b");
    expect(searchQuery("x".repeat(MAX_QUERY_LENGTH + 5))).toHaveLength(MAX_QUERY_LENGTH);
  });
  it("clamps the results limit", () => {
    expect(resultsLimit(undefined)).toBe(20);
    expect(resultsLimit(0)).toBe(1);
    expect(resultsLimit(1e9)).toBe(MAX_RESULTS);
    expect(resultsLimit(2.5)).toBe(20);
  });
});

describe("snippetOf", () => {
  it("finds text literally, without case", () => {
    expect(snippetOf("Is a.*b here?", "a.*b")).toEqual({ text: "Is a.*b here?", start: 3, length: 4 });
    expect(snippetOf("axxb", "a.*b")).toBeNull();
    expect(snippetOf("100% sure", "%")?.start).toBe(3);
    expect(snippetOf('say "hi"', '"hi"')?.start).toBe(4);
    expect(snippetOf("我们讨论苹果和香蕉", "苹果")).toEqual({ text: "我们讨论苹果和香蕉", start: 4, length: 2 });
    expect(snippetOf("APPLES", "apples")?.text).toBe("APPLES");
  });
  it("cuts long text around the match and keeps it on one line", () => {
    const text = `${"a ".repeat(100)}needle\n${"b ".repeat(100)}`;
    const snippet = snippetOf(text, "needle")!;
    expect(snippet.text.startsWith("…")).toBe(true);
    expect(snippet.text.endsWith("…")).toBe(true);
    expect(snippet.text.slice(snippet.start, snippet.start + snippet.length)).toBe("needle");
    expect(snippet.text).not.toContain("\n");
  });
  it("marks exactly the match, whatever the text", () => {
    const text = fc.string({ unit: "binary-ascii" });
    fc.assert(
      fc.property(text, fc.string({ unit: "binary-ascii", minLength: 1 }), text, (before, needle, after) => {
        const query = needle.toLowerCase();
        const snippet = snippetOf(before + needle + after, query);
        if (snippet === null) return false;
        const marked = snippet.text.slice(snippet.start, snippet.start + snippet.length);
        return marked.toLowerCase() === query.replace(/\s/g, " ");
      }),
    );
  });
});

describe("parseSearchAnswer", () => {
  it("reads results and splits the snippet around the match", () => {
    const [result] = parseSearchAnswer({ results: [hit] });
    expect(result).toMatchObject({ threadId: "t-1", title: "Apples", messageId: "m-1", match: { start: 6, length: 6 } });
    expect(snippetParts(result!)).toEqual({ before: "about ", match: "apples", after: "" });
  });
  it("skips malformed results and drops what is not an id", () => {
    expect(parseSearchAnswer({ results: [{ ...hit, thread_id: "../x" }, { ...hit, snippet: 3 }, 7, null] })).toEqual([]);
    expect(parseSearchResult({ ...hit, message_id: "<script>" })?.messageId).toBeNull();
    expect(parseSearchResult({ ...hit, match_start: 10 })?.match).toBeNull();
    expect(isMessageId("anon:abc#2")).toBe(true);
  });
  it("never throws, whatever arrives", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const results = parseSearchAnswer(raw);
        const wrapped = parseSearchAnswer({ results: [raw] });
        return Array.isArray(results) && wrapped.every((r) => r.match === null || r.match.start + r.match.length <= r.snippet.length);
      }),
    );
  });
});

describe("parseSearchRequest", () => {
  it("reads the query, limit, owner and ids", () => {
    expect(parseSearchRequest({ query: " hi ", limit: 5, owner: "alice", ids: ["t-1", "../x"] })).toEqual({ query: "hi", limit: 5, owner: "alice", ids: ["t-1"] });
    expect(parseSearchRequest({ query: "hi" })).toEqual({ query: "hi", limit: 20, owner: undefined, ids: undefined });
  });
  it("refuses empty queries and owners that confine to no one", () => {
    expect(parseSearchRequest({ query: "  " })).toBeNull();
    expect(parseSearchRequest({ query: "hi", owner: "" })).toBeNull();
    expect(parseSearchRequest({ query: "hi", owner: 3 })).toBeNull();
    expect(parseSearchRequest("hi")).toBeNull();
  });
  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (raw) => parseSearchRequest(raw) === null || typeof parseSearchRequest(raw)?.query === "string"));
  });
});
