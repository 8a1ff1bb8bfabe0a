import { describe, expect, it } from "vitest";
import { normalizeMessages } from "./normalize";

describe("normalizeMessages", () => {
  it("keeps one message per id: the last version, at the first position", () => {
    const out = normalizeMessages([
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

  it("never merges messages without ids, and derives their ids from thread and position", () => {
    const out = normalizeMessages([{ type: "human", content: "a" }, { type: "human", content: "b" }, null], { threadId: "T" });
    expect(out.map((m) => m.id)).toEqual(["derived:T:0", "derived:T:1", "derived:T:2"]);
  });

  it("derives the same ids for a tail normalized on its own with an offset", () => {
    const messages = [{ type: "human", content: "a" }, { type: "ai", content: "b" }, { type: "tool", content: "c" }];
    const whole = normalizeMessages(messages, { threadId: "T" });
    const tail = normalizeMessages(messages.slice(1), { threadId: "T", offset: 1 });
    expect(tail).toEqual(whole.slice(1));
  });

  it("is deterministic and total on hostile entries", () => {
    const hostile = [
      Object.create(null),
      { type: "ai", get content() { throw new Error("boom"); } },
      { type: "ai", id: "ok", content: "fine" },
    ];
    const first = normalizeMessages(hostile);
    expect(first.map((m) => m.type)).toEqual(["unsupported", "unsupported", "ai"]);
    expect(first[1]).toMatchObject({ reason: "unreadable message (boom)" });
    expect(normalizeMessages(hostile)).toEqual(first);
  });

  it("handles many ids, including colliding and repeated ones, like a Map would", () => {
    const ids = Array.from({ length: 5000 }, (_, i) => `id-${i % 3777}`);
    const out = normalizeMessages(ids.map((id, i) => ({ type: "human", id, content: String(i) })));
    const expected = new Map<string, string>();
    ids.forEach((id, i) => expected.set(id, String(i)));
    expect(out.map((m) => [m.id, "text" in m ? m.text : ""])).toEqual([...expected.entries()]);
  });
});
