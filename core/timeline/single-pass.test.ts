import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { normalizeMessages } from "../messages/normalize";
import { groupTimeline } from "./group";
import { history, mutatedHistory } from "./history-arbitrary";
import { groupInOnePass } from "./single-pass";
import { ai, human, tool } from "./test-helpers";
import type { TimelineOptions } from "./types";

// The one-pass build must give exactly what the general path (normalize, then group with
// the lookahead index) gives, whenever it gives anything.

const options = fc.record({ showHidden: fc.boolean(), runLive: fc.boolean() });

function expectSameAsGeneralPath(messages: readonly unknown[], opts: TimelineOptions) {
  const fast = groupInOnePass(messages, { threadId: "T", ...opts });
  if (fast === undefined) return false;
  const normalized = normalizeMessages(messages, { threadId: "T" });
  const general = groupTimeline(normalized, { threadId: "T", ...opts });
  expect(fast.items).toEqual(general);
  expect(JSON.stringify(fast.items)).toBe(JSON.stringify(general));
  expect(fast.hasSummary).toBe(normalized.some((m) => m.type === "summary"));
  return true;
}

describe("groupInOnePass", () => {
  it("equals the general path on generated histories, and handles all of them", () => {
    fc.assert(
      fc.property(history, options, ({ messages }, opts) => {
        expect(expectSameAsGeneralPath(messages, opts)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("equals the general path on broken histories whenever it answers", () => {
    fc.assert(
      fc.property(mutatedHistory, options, ({ messages }, opts) => void expectSameAsGeneralPath(messages, opts)),
      { numRuns: 500 },
    );
  });

  it("leaves to the general path what a forward pass cannot decide", () => {
    const call = ai("a1", "", [["c1", "search"]]);
    const cases: unknown[][] = [
      // a re-sent message (shown at its first position)
      [human("h", "q"), ai("a", "v1"), ai("a", "v2")],
      // a result before its call
      [tool("t1", "c1", "r"), call],
      // a repeated call id, and a repeated result
      [call, ai("a2", "", [["c1", "search"]]), tool("t1", "c1", "r")],
      [call, tool("t1", "c1", "r"), tool("t2", "c1", "again")],
      // the clarification echo arriving before the question's result
      [ai("q", "", [["c9", "ask_clarification", { question: "which?" }]]), ai("echo", "which?"), tool("t9", "c9", "which?")],
    ];
    for (const messages of cases) expect(groupInOnePass(messages, {})).toBeUndefined();
  });

  it("pairs results that follow their calls, across steps and turns", () => {
    const messages = [human("h", "q"), ai("a1", "", [["c1", "s"], ["c2", "s"]]), tool("t2", "c2", "r2"), tool("t1", "c1", "r1"), ai("a2", "done")];
    expect(expectSameAsGeneralPath(messages, {})).toBe(true);
  });
});
