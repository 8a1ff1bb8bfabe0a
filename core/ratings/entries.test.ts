import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseFeedbackEntries, targetFeedback, withTargetFeedback } from "./entries";

const answer = {
  entries: [
    { run_id: "r1", message_id: "m1", feedback: { feedback_id: "r1", rating: 1, comment: null } },
    { run_id: "r2", message_id: "m2", feedback: null },
  ],
};

describe("parseFeedbackEntries", () => {
  it("reads the targets by message id", () => {
    const targets = parseFeedbackEntries(answer);
    expect(targets.get("m1")).toEqual({ runId: "r1", feedback: { id: "r1", rating: 1, comment: "" } });
    expect(targets.get("m2")).toEqual({ runId: "r2", feedback: null });
  });

  it("leaves out malformed entries; the first for a message wins", () => {
    const targets = parseFeedbackEntries({ entries: [{ run_id: "r1" }, { run_id: "", message_id: "m" }, { run_id: 3, message_id: "m" }, null, { run_id: "a", message_id: "m" }, { run_id: "b", message_id: "m" }] });
    expect([...targets]).toEqual([["m", { runId: "a", feedback: null }]]);
    for (const raw of [null, [], {}, { entries: {} }, "x"]) expect(parseFeedbackEntries(raw).size).toBe(0);
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.dictionary(fc.constantFrom("run_id", "message_id", "feedback"), fc.anything())), (raw, entries) => {
        parseFeedbackEntries(raw);
        parseFeedbackEntries({ entries });
      }),
    );
  });
});

describe("a run's feedback among the targets", () => {
  const targets = parseFeedbackEntries(answer);
  it("is read by run", () => {
    expect(targetFeedback(targets, "r1")?.rating).toBe(1);
    expect(targetFeedback(targets, "r2")).toBeNull();
    expect(targetFeedback(targets, "r9")).toBeUndefined();
    expect(targetFeedback(undefined, "r1")).toBeUndefined();
  });

  it("is set on that run's target only; other runs leave the map as it was", () => {
    const next = withTargetFeedback(targets, "r2", { id: null, rating: -1, comment: "No." });
    expect(next.get("m2")).toEqual({ runId: "r2", feedback: { id: null, rating: -1, comment: "No." } });
    expect(next.get("m1")).toBe(targets.get("m1"));
    expect(withTargetFeedback(targets, "r9", null)).toBe(targets);
  });
});
