import { describe, expect, it } from "vitest";
import { maxSeq, nextRefreshCursor } from "./transcript-refresh";

const page = (seqs: number[], hasMore: boolean) => ({
  data: seqs.map((seq) => ({ seq })),
  has_more: hasMore,
  next_before_seq: hasMore ? (seqs[0] ?? null) : null,
});

describe("maxSeq", () => {
  it("is the newest row over all pages, null when empty", () => {
    expect(maxSeq([page([5, 6], true), page([1, 2], false)])).toBe(6);
    expect(maxSeq([page([], false)])).toBeNull();
  });
});

describe("nextRefreshCursor", () => {
  it("stops when the fresh page overlaps or touches what is loaded", () => {
    expect(nextRefreshCursor([page([98, 99, 100], true)], 99)).toBeNull();
    expect(nextRefreshCursor([page([101, 102], true)], 100)).toBeNull();
  });
  it("asks for an earlier page while a gap remains", () => {
    expect(nextRefreshCursor([page([201, 202, 203], true)], 100)).toBe(201);
  });
  it("stops when nothing earlier exists or nothing was loaded", () => {
    expect(nextRefreshCursor([page([201, 202], false)], 100)).toBeNull();
    expect(nextRefreshCursor([page([1, 2], true)], null)).toBeNull();
    expect(nextRefreshCursor([], 5)).toBeNull();
  });
  it("never follows a cursor that does not move back", () => {
    const stuck = { data: [{ seq: 300 }], has_more: true, next_before_seq: 301 };
    expect(nextRefreshCursor([stuck], 100)).toBeNull();
  });
});
