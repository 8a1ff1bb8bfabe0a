import { describe, expect, it } from "vitest";
import { classify, digest, messageKey, withMergeId } from "./keys";
import { sameValue } from "./same-value";

const legacy = { type: "human", id: "x", content: "Here is a summary of the conversation to date:\n\nfacts", additional_kwargs: { lc_source: "summarization" } };

describe("message keys", () => {
  it("is the wire id for messages and markers, and undefined for non-messages", () => {
    expect(messageKey({ type: "ai", id: "a1", content: "" })).toBe("a1");
    expect(classify({ type: "summary_marker", id: "s1", replaced_count: 1 })).toEqual({ key: "s1", id: "s1", kind: "marker" });
    expect(classify({ type: "summarization", id: "s1" })?.kind).toBe("marker");
    for (const raw of [null, undefined, 1, "m", [], [{ id: "a" }]]) expect(messageKey(raw)).toBeUndefined();
  });

  it("reads the id of LangChain's serialized constructor form", () => {
    const serialized = { lc: 1, type: "constructor", id: ["langchain_core", "messages", "HumanMessage"], kwargs: { id: "h1", content: "hi" } };
    expect(classify(serialized)).toEqual({ key: "h1", id: "h1", kind: "message" });
  });

  it("keys a legacy summary by id and content, since LangChain reuses ids for them", () => {
    const c = classify(legacy);
    expect(c?.kind).toBe("legacy");
    expect(c?.key).toBe(`x#summary-${digest(legacy.content)}`);
    expect(messageKey({ ...legacy, content: `${legacy.content} more` })).not.toBe(c?.key);
    expect(classify({ type: "human", id: "y", name: "summary", content: "anything" })?.kind).toBe("legacy");
    // Every summary form (docs/wire-contracts.md, "Compactions") in a human message, and
    // nothing else.
    expect(classify({ type: "human", id: "z", content: "You are in the middle of a conversation that has been summarized." })?.kind).toBe("legacy");
    expect(classify({ type: "ai", id: "w", content: "Here is a summary of the conversation to date:" })?.kind).toBe("message");
  });

  it("gives id-less messages a content key, the same for equal content", () => {
    expect(messageKey({ type: "human", content: "yes" })).toBe(messageKey({ type: "human", content: "yes" }));
    expect(messageKey({ type: "human", content: "yes" })).not.toBe(messageKey({ type: "human", content: "no" }));
    expect(messageKey({ type: "human", content: "yes" })).toMatch(/^anon:/);
  });

  it("renames a legacy summary to its key once, and the renamed one keeps that key", () => {
    const renamed = withMergeId(legacy) as Record<string, unknown>;
    expect(renamed.id).toBe(messageKey(legacy));
    expect(messageKey(renamed)).toBe(renamed.id);
    expect(withMergeId(legacy)).toBe(renamed);
    expect(withMergeId(renamed)).toBe(renamed);
    const plain = { type: "human", id: "h", content: "hi" };
    expect(withMergeId(plain)).toBe(plain);
  });

  it("digests deterministically, whatever the value", () => {
    expect(digest({ a: [1, "x"] })).toBe(digest({ a: [1, "x"] }));
    expect(digest("a")).not.toBe(digest("b"));
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(() => digest(cyclic)).not.toThrow();
    expect(() => digest(10n)).not.toThrow();
  });
});

describe("sameValue", () => {
  it("compares JSON values structurally", () => {
    expect(sameValue({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue("1", 1)).toBe(false);
  });

  it("answers 'different' instead of recursing forever", () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(sameValue(a, b)).toBe(false);
    const nest = () => {
      let deep: unknown = 0;
      for (let i = 0; i < 100_000; i++) deep = [deep];
      return deep;
    };
    expect(sameValue(nest(), nest())).toBe(false);
  });
});

describe("hostile input", () => {
  it("treats a message whose fields throw as having no identity", () => {
    const hostile = new Proxy({}, { get: () => { throw new Error("boom"); } });
    expect(messageKey(hostile)).toBeUndefined();
  });
});
