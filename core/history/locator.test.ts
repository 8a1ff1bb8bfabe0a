import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createTimelineBuilder } from "../timeline";
import { locateMessages } from "./locate";
import { createMessageLocator, type MessageLocations } from "./locator";
import { ai, editAt, human, streamLast, tool, type Wire } from "./test-helpers";

function expectSameLocations(actual: MessageLocations, expected: Map<string, string>, probes: readonly string[]) {
  for (const [id, item] of expected) expect(actual.get(id)).toBe(item);
  for (const id of probes) expect(actual.get(id)).toBe(expected.get(id));
}

describe("createMessageLocator", () => {
  it("answers as locateMessages, and gives the same object for the same items", () => {
    const builder = createTimelineBuilder();
    const locator = createMessageLocator();
    const call = ai("a1", "", { tool_calls: [{ id: "c1", name: "search", args: {} }] });
    const items = builder.build([human("h1"), call, tool("t1", "c1"), ai("a2"), human("h2"), ai("live", "Hel")], { threadId: "T" });
    const where = locator.locate(items);
    expectSameLocations(where, locateMessages(items), ["h1", "a1", "t1", "a2", "h2", "live", "nope"]);
    expect(locator.locate(items)).toBe(where);
  });

  type Op = { op: "add"; kind: number } | { op: "stream" } | { op: "edit"; at: number } | { op: "drop" };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("add" as const), kind: fc.nat(3) }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant("stream" as const) }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant("edit" as const), at: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("drop" as const) }), weight: 1 },
  );

  it("always answers as locateMessages over the timeline builder's output", () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        let n = 0;
        let messages: Wire[] = [];
        const make = (kind: number): Wire => {
          const id = `m${n++}`;
          if (kind === 0) return human(id);
          if (kind === 1) return ai(id, "", { tool_calls: [{ id: `c${id}`, name: "search", args: {} }] });
          if (kind === 2) return tool(id, `cm${n - 2}`);
          return ai(id);
        };
        const builder = createTimelineBuilder();
        const locator = createMessageLocator();
        for (const step of ops) {
          if (step.op === "add") messages = [...messages, make(step.kind)];
          else if (step.op === "stream") messages = streamLast(messages);
          else if (step.op === "edit" && messages.length > 0) messages = editAt(messages, step.at);
          else if (step.op === "drop") messages = messages.slice(0, -1);
          const items = builder.build(messages, { threadId: "T", runLive: true });
          expectSameLocations(locator.locate(items), locateMessages(items), messages.map((m) => String(m.id)));
        }
      }),
      { numRuns: 200 },
    );
  });
});
