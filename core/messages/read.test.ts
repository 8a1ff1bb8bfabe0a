import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { digest } from "./digest";
import { isSummaryWire, messageIdOf, readMessage, readMessages } from "./read";

const legacy = { type: "human", id: "x", content: "Here is a summary of the conversation to date:\n\nfacts", additional_kwargs: { lc_source: "summarization" } };

describe("readMessages", () => {
  it("keeps one message per id: the last version, at the first position", () => {
    const out = readMessages([
      { type: "ai", id: "dup", content: "first" },
      { type: "human", id: "h", content: "between" },
      { type: "ai", id: "dup", content: "second" },
      { type: "ai", id: "dup", content: "third" },
    ]);
    expect(out.map((m) => [m.id, "text" in m ? m.text : undefined])).toEqual([
      ["dup", "third"],
      ["h", "between"],
    ]);
  });

  it("never merges messages without ids: equal ones are numbered, in order", () => {
    const yes = { type: "human", content: "yes" };
    const out = readMessages([yes, { type: "human", content: "no" }, { ...yes }, null, { ...yes }]);
    const first = readMessage(yes).id;
    expect(out.map((m) => m.id)).toEqual([first, readMessage({ type: "human", content: "no" }).id, `${first}#2`, readMessage(null).id, `${first}#3`]);
    expect(new Set(out.map((m) => m.id)).size).toBe(out.length);
  });

  it("gives a message the same id wherever it is read: ids never depend on positions", () => {
    const messages = [{ type: "human", content: "a" }, { type: "ai", content: "b" }, { type: "tool", content: "c" }];
    expect(readMessages(messages.slice(1))).toEqual(readMessages(messages).slice(1));
  });

  it("is deterministic and total on hostile entries", () => {
    const hostile = [
      Object.create(null),
      { type: "ai", get content() { throw new Error("boom"); } },
      { type: "ai", id: "ok", content: "fine" },
    ];
    const first = readMessages(hostile);
    expect(first.map((m) => m.type)).toEqual(["unsupported", "unsupported", "ai"]);
    expect(first[1]).toMatchObject({ reason: "unreadable message (boom)" });
    expect(readMessages(hostile)).toEqual(first);
    expect(readMessages("nope" as unknown as unknown[])).toEqual([]);
  });

  it("handles many ids, including colliding and repeated ones, like a Map would", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `id-${i % 3777}`);
    const out = readMessages(ids.map((id, i) => ({ type: "human", id, content: String(i) })));
    const expected = new Map<string, string>();
    ids.forEach((id, i) => expected.set(id, String(i)));
    expect(out.map((m) => [m.id, "text" in m ? m.text : ""])).toEqual([...expected.entries()]);
  });
});

describe("message identity", () => {
  it("is the wire id for messages and markers", () => {
    expect(readMessage({ type: "ai", id: "a1", content: "" }).id).toBe("a1");
    expect(readMessage({ type: "summary_marker", id: "s1", replaced_count: 1 })).toMatchObject({ id: "s1", type: "summary", source: "marker" });
    const serialized = { lc: 1, type: "constructor", id: ["langchain_core", "messages", "HumanMessage"], kwargs: { id: "h1", content: "hi" } };
    expect(readMessage(serialized).id).toBe("h1");
  });

  it("keys a legacy summary by id and content, since LangChain reuses ids for them", () => {
    const read = readMessage(legacy);
    expect(read).toMatchObject({ type: "summary", source: "legacy", id: `x#summary-${digest(legacy.content)}` });
    expect(readMessage({ ...legacy, content: `${legacy.content} more` }).id).not.toBe(read.id);
    // Read back under that id (an export, a copy), it keeps it.
    expect(readMessage({ ...legacy, id: read.id }).id).toBe(read.id);
    expect(readMessage({ type: "ai", id: "w", content: "Here is a summary of the conversation to date:" }).id).toBe("w");
  });

  it("gives id-less messages an id from their content, the same for equal content", () => {
    expect(readMessage({ type: "human", content: "yes" }).id).toBe(readMessage({ type: "human", content: "yes" }).id);
    expect(readMessage({ type: "human", content: "yes" }).id).not.toBe(readMessage({ type: "human", content: "no" }).id);
  });

  const wire = fc.oneof(
    fc.record({ type: fc.constantFrom("human", "ai", "tool", "system", "user", "chat", "summary_marker", "weird"), id: fc.option(fc.constantFrom("a", "b", ""), { nil: undefined }), role: fc.option(fc.constantFrom("user", "assistant"), { nil: undefined }), name: fc.option(fc.constantFrom("summary", "n"), { nil: undefined }), content: fc.oneof(fc.string(), fc.constantFrom(legacy.content, "You are in the middle of a conversation that has been summarized.")) }, { requiredKeys: ["type"] }),
    fc.record({ lc: fc.constant(1), type: fc.constant("constructor"), id: fc.constant(["x", "HumanMessage"]), kwargs: fc.record({ id: fc.constantFrom("k", ""), content: fc.string() }) }),
    fc.anything(),
  );

  it("messageIdOf reads the id readMessage gives, and nothing for what is not a message", () => {
    fc.assert(
      fc.property(wire, (raw) => {
        const read = readMessage(raw);
        const expected = read.type === "unsupported" && read.notMessage === true ? undefined : read.id;
        expect(messageIdOf(raw)).toBe(expected);
        expect(isSummaryWire(raw)).toBe(read.type === "summary");
      }),
    );
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
