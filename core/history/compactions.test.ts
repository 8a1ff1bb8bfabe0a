import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactionCount, condensedRanges } from "./condensed";
import { createCompactionTracker } from "./compactions";
import { ai, editAt, human, marker, streamLast, type Wire } from "./test-helpers";

describe("createCompactionTracker", () => {
  it("keeps its results while only ordinary messages change after the last compaction", () => {
    const tracker = createCompactionTracker();
    const base = [human("m1"), ai("m2"), marker("s1", 2), human("m3")];
    const ranges = tracker.condensedRanges(base);
    expect(tracker.compactionCount(base)).toBe(1);
    for (const text of ["Hel", "Hello"]) {
      const messages = [...base, ai("live", text)];
      expect(tracker.condensedRanges(messages)).toBe(ranges);
      expect(tracker.compactionCount(messages)).toBe(1);
    }
    const compacted = [...base, ai("live", "Hello"), marker("s2", 2)];
    expect(tracker.condensedRanges(compacted)).toEqual(condensedRanges(compacted));
    expect(tracker.compactionCount(compacted)).toBe(2);
  });

  type Op = { op: "add"; kind: number } | { op: "stream" } | { op: "remove"; at: number } | { op: "edit"; at: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("add" as const), kind: fc.nat(5) }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant("stream" as const) }), weight: 4 },
    { arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("edit" as const), at: fc.nat() }), weight: 1 },
  );

  it("always equals condensedRanges and compactionCount", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 50 }), (ops) => {
        let n = 0;
        const make = (kind: number): Wire => {
          const id = `m${n++}`;
          if (kind === 0) return marker(id, 1 + (n % 3));
          if (kind === 1) return marker(id, 2, { summary: "Error generating summary: boom" });
          if (kind === 2) return human(id, `Here is a summary of the conversation to date: ${id}`);
          return kind === 3 ? human(id) : ai(id);
        };
        let messages: Wire[] = [];
        const tracker = createCompactionTracker();
        for (const step of ops) {
          if (step.op === "add") messages = [...messages, make(step.kind)];
          else if (step.op === "stream") messages = streamLast(messages);
          else if (step.op === "remove" && messages.length > 0) messages = messages.filter((_, i) => i !== step.at % messages.length);
          else if (step.op === "edit" && messages.length > 0) messages = editAt(messages, step.at);
          expect(tracker.condensedRanges(messages)).toEqual(condensedRanges(messages));
          expect(tracker.compactionCount(messages)).toBe(compactionCount(messages));
        }
      }),
      { numRuns: 300 },
    );
  });
});
