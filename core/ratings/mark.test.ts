import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { TranscriptRow } from "../wire";
import { withFeedback } from "./mark";

describe("withFeedback", () => {
  const row = (seq: number, run: string | null, content: Record<string, unknown>): TranscriptRow =>
    ({ seq, run_id: run, content: { id: `m${seq}`, ...content }, metadata: {}, created_at: "" }) as TranscriptRow;

  it("marks the last answer of each run, not tool calls, and leaves the rows it does not mark as they were", () => {
    const input = [
      row(1, "r1", { type: "human", content: "q" }),
      row(2, "r1", { type: "ai", content: "first" }),
      row(3, "r1", { type: "ai", content: "", tool_calls: [{ id: "c", name: "x", args: {} }] }),
      row(4, "r1", { type: "tool", content: "done" }),
      row(5, "r1", { type: "ai", content: "answer" }),
      row(6, null, { type: "ai", content: "no run" }),
    ];
    const out = withFeedback(input, (run) => (run === "r1" ? { feedback_id: "f", rating: 1, comment: null } : null));
    expect(out.map((r) => r.feedback)).toEqual([undefined, undefined, undefined, undefined, { feedback_id: "f", rating: 1, comment: null }, undefined]);
    expect(out[0]).toBe(input[0]);
    expect(input[4]).not.toHaveProperty("feedback");
  });
});

it("never throws on rows of any shape, and marks one row per run at most", () => {
  fc.assert(
    fc.property(fc.array(fc.record({ run_id: fc.oneof(fc.constantFrom("r1", "r2"), fc.anything()), content: fc.anything() })), (rows) => {
      const marked = withFeedback(rows, () => null).filter((row) => "feedback" in row);
      expect(new Set(marked.map((row) => row.run_id)).size).toBe(marked.length);
    }),
  );
});
