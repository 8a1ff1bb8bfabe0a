import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseTranscriptPage } from "../history/transcript";
import type { TranscriptPage } from "../history/types";
import { ratedAnswers, ratingTargets, runFeedback, withRunFeedback } from "./targets";

const human = (seq: number, run: string) => ({ seq, run_id: run, content: { type: "human", id: `h${seq}`, content: "q" } });
const ai = (seq: number, run: string, feedback?: unknown) => ({
  seq,
  run_id: run,
  content: { type: "ai", id: `a${seq}`, content: "a" },
  ...(feedback === undefined ? {} : { feedback }),
});
const page = (rows: unknown[]): TranscriptPage => parseTranscriptPage({ data: rows, has_more: false, next_before_seq: null })!;

describe("ratingTargets", () => {
  it("names the answer carrying each run's feedback, rated or not", () => {
    const rows = page([human(1, "r1"), ai(2, "r1", { feedback_id: "f", rating: 1, comment: "ok" }), human(3, "r2"), ai(4, "r2", null)]).data;
    expect([...ratingTargets(rows)]).toEqual([
      ["a2", { runId: "r1", feedback: { id: "f", rating: 1, comment: "ok" } }],
      ["a4", { runId: "r2", feedback: null }],
    ]);
  });

  it("has none where rows carry no feedback field (the backend keeps no ratings)", () => {
    expect(ratingTargets(page([human(1, "r1"), ai(2, "r1")]).data).size).toBe(0);
  });

  it("keeps the newest row of a run: a page cut inside the run marked an earlier answer", () => {
    const rows = page([human(1, "r1"), ai(2, "r1", null), ai(3, "r1", null)]).data;
    expect([...ratingTargets(rows).keys()]).toEqual(["a3"]);
  });

  it("gives an export the rated answers only", () => {
    const rows = page([ai(2, "r1", { feedback_id: "f", rating: -1, comment: "" }), ai(4, "r2", null)]).data;
    expect([...ratedAnswers(ratingTargets(rows))]).toEqual([["a2", { id: "f", rating: -1, comment: "" }]]);
    expect(ratedAnswers(undefined).size).toBe(0);
  });

  it("leaves out rows without a run", () => {
    expect(ratingTargets(page([{ ...ai(2, "x", null), run_id: null }]).data).size).toBe(0);
  });

  it("never throws on any rows, and names one answer per run at most", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ seq: fc.integer({ min: 1, max: 50 }), run: fc.constantFrom("r1", "r2"), feedback: fc.anything() })), (specs) => {
        const rows = page(specs.map((s) => ai(s.seq, s.run, s.feedback))).data;
        const runs = [...ratingTargets(rows).values()].map((t) => t.runId);
        expect(new Set(runs).size).toBe(runs.length);
      }),
    );
  });
});

describe("withRunFeedback", () => {
  it("sets one run's feedback and keeps the pages it does not touch", () => {
    const first = page([human(1, "r1"), ai(2, "r1", null)]);
    const second = page([human(3, "r2"), ai(4, "r2", null)]);
    const next = withRunFeedback([first, second], "r2", { id: null, rating: -1, comment: "" });
    expect(next[0]).toBe(first);
    expect(runFeedback(next, "r2")).toEqual({ id: null, rating: -1, comment: "" });
    expect(runFeedback(next, "r1")).toBeNull();
    // Rows that carried no field are not given one.
    expect(next[1]?.data[0]?.feedback).toBeUndefined();
    expect(runFeedback(withRunFeedback(next, "r2", null), "r2")).toBeNull();
  });

  it("reads a run no row carries as undefined", () => {
    expect(runFeedback([page([ai(2, "r1")])], "r1")).toBeUndefined();
  });
});
