import { describe, expect, it } from "vitest";
import { nextForwardParam, parseForwardPage } from "./forward";
import type { ForwardPage } from "./types";

const row = (seq: number) => ({ seq, run_id: "r", content: { type: "human", id: `m${seq}`, content: "x" }, metadata: {}, created_at: "" });

describe("parseForwardPage", () => {
  it("reads a forward page, dropping rows not after the cursor and sorting the rest", () => {
    const page = parseForwardPage({ data: [row(5), row(3), row(2), "junk", row(4)], has_more: true, next_after_seq: 5 }, 2);
    expect(page?.data.map((r) => r.seq)).toEqual([3, 4, 5]);
    expect(page).toMatchObject({ has_more: true, next_after_seq: 5 });
  });

  it("is null for an answer that ignored after_seq (a newest page) or is no page at all", () => {
    expect(parseForwardPage({ data: [row(9), row(10)], has_more: true, next_before_seq: 9 }, 0)).toBeNull();
    expect(parseForwardPage({ detail: "Not found" }, 0)).toBeNull();
    expect(parseForwardPage(null, 0)).toBeNull();
    expect(parseForwardPage("[]", 0)).toBeNull();
  });

  it("reads a malformed cursor as none", () => {
    expect(parseForwardPage({ data: [row(1)], has_more: "yes", next_after_seq: "1" }, 0)).toMatchObject({ has_more: false, next_after_seq: null });
  });
});

describe("nextForwardParam", () => {
  const page = (seqs: number[], has_more: boolean, next_after_seq: number | null = null): ForwardPage =>
    parseForwardPage({ data: seqs.map(row), has_more, next_after_seq }, 0)!;

  it("follows next_after_seq, else the last row", () => {
    expect(nextForwardParam([page([1, 2], true, 2)])).toBe(2);
    expect(nextForwardParam([page([1, 2], true)])).toBe(2);
    expect(nextForwardParam([page([1, 2], true, 2), page([3, 4], true, 4)])).toBe(4);
  });

  it("ends at the last page, and where the cursor stops moving forward", () => {
    expect(nextForwardParam([])).toBeUndefined();
    expect(nextForwardParam([page([1, 2], false)])).toBeUndefined();
    expect(nextForwardParam([page([], true)])).toBeUndefined();
    expect(nextForwardParam([page([1, 2], true, 2), page([1, 2], true, 2)])).toBeUndefined();
    expect(nextForwardParam([page([1, 2], true, 2), page([], true, 1)])).toBeUndefined();
  });
});
