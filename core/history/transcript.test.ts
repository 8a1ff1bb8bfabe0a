import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { readMessage } from "../messages/read";
import { mergePages, nextPageParam, pageTotals, parseTotals, parseTranscriptPage, rowMessages } from "./transcript";
import type { TranscriptPage } from "./types";

const row = (seq: number, content: unknown = { type: "human", id: `m${seq}`, content: `t${seq}` }) => ({
  seq,
  run_id: "r1",
  content,
  metadata: { caller: "agent" },
  created_at: "2026-11-20T09:00:00Z",
});
const page = (seqs: number[], has_more: boolean, next_before_seq: number | null = null): TranscriptPage => {
  const parsed = parseTranscriptPage({ data: seqs.map((s) => row(s)), has_more, next_before_seq });
  if (parsed === null) throw new Error("test page did not parse");
  return parsed;
};
const seqs = (p: { data: readonly { seq: number }[] } | readonly { seq: number }[]) => ("data" in p ? p.data : p).map((r) => r.seq);

describe("parseTranscriptPage", () => {
  it("reads a well-formed page as is", () => {
    const raw = { data: [row(1), row(2)], has_more: true, next_before_seq: 1 };
    const parsed = parseTranscriptPage(raw);
    // Each row's content is read once, here, into its message.
    expect(parsed).toEqual({ ...raw, data: raw.data.map(({ content, ...rest }) => ({ ...rest, message: readMessage(content) })) });
    expect(parsed?.data[0]?.message).toMatchObject({ type: "human", id: "m1", text: "t1" });
  });

  it("returns null for anything that is not a page", () => {
    for (const raw of [null, undefined, 3, "x", [], {}, { data: {} }, { data: "rows" }]) {
      expect(parseTranscriptPage(raw)).toBeNull();
    }
  });

  it("skips rows without an integer seq or an object content", () => {
    const parsed = parseTranscriptPage({
      data: [row(1), { ...row(2), seq: "2" }, { ...row(3), seq: 3.5 }, { ...row(4), seq: Number.NaN }, row(5, "text"), row(6, null), row(7, [1]), null, 7, row(8)],
      has_more: false,
      next_before_seq: null,
    });
    expect(parsed && seqs(parsed)).toEqual([1, 8]);
  });

  it("gives id-less content an id derived from its seq", () => {
    const parsed = parseTranscriptPage({ data: [row(41, { type: "tool", content: "x" }), row(42, { type: "human", id: "", content: "y" })] });
    expect(parsed?.data.map((r) => r.message.id)).toEqual(["seq-41", "seq-42"]);
    // Sliding pages do not change it.
    const again = parseTranscriptPage({ data: [row(40), row(41, { type: "tool", content: "x" })] });
    expect(again?.data[1]?.message.id).toBe("seq-41");
  });

  it("defaults broken page fields and row fields", () => {
    const parsed = parseTranscriptPage({ data: [{ seq: 1, content: { id: "a" }, run_id: 5, metadata: [], created_at: 0 }], has_more: "yes", next_before_seq: "3" });
    expect(parsed).toEqual({ data: [{ seq: 1, message: readMessage({ id: "a" }), run_id: null, metadata: {}, created_at: "" }], has_more: false, next_before_seq: null });
    expect(parsed?.data[0]?.message.id).toBe("a");
  });
});

describe("page totals", () => {
  it("reads the whole thread's counts a newest page carries", () => {
    const parsed = parseTranscriptPage({ data: [row(1)], has_more: true, next_before_seq: 1, totals: { compactions: 4, delegations: 143, future: 1 } });
    expect(parsed?.totals).toEqual({ compactions: 4, delegations: 143 });
    expect(parseTranscriptPage({ data: [row(1)], has_more: false, next_before_seq: null, totals: { compactions: 0, delegations: 0 } })?.totals).toEqual({ compactions: 0, delegations: 0 });
  });

  it("leaves out each value that is not a count, and totals with none", () => {
    expect(parseTotals({ compactions: -1, delegations: 3 })).toEqual({ delegations: 3 });
    expect(parseTotals({ compactions: 2, delegations: 2.5 })).toEqual({ compactions: 2 });
    expect(parseTotals({ compactions: "2", delegations: Number.POSITIVE_INFINITY })).toBeUndefined();
    expect(parseTotals({ compactions: Number.NaN, delegations: 2 ** 60 })).toBeUndefined();
    for (const raw of [undefined, null, 4, "4", [4, 5], {}]) expect(parseTotals(raw)).toBeUndefined();
    // A page without them is the page it always was.
    expect(parseTranscriptPage({ data: [], has_more: false, next_before_seq: null, totals: "many" })).toEqual({ data: [], has_more: false, next_before_seq: null });
  });

  it("never throws, and gives only whole, non-negative counts", () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ compactions: fc.anything(), delegations: fc.anything() }, { requiredKeys: [] }), (junk, record) => {
        for (const raw of [junk, record]) {
          const totals = parseTotals(raw);
          for (const value of Object.values(totals ?? {})) expect(Number.isSafeInteger(value) && value >= 0).toBe(true);
        }
        parseTranscriptPage({ data: [], totals: junk });
      }),
    );
  });

  it("come from the most recently read newest page: the first of the loaded pages that has them", () => {
    const older = page([1, 2], false);
    const newest = { ...page([3, 4], true, 3), totals: { compactions: 2, delegations: 7 } };
    const refreshed = { ...page([5], true, 5), totals: { compactions: 3, delegations: 8 } };
    expect(pageTotals([newest, older])).toBe(newest.totals);
    expect(pageTotals([refreshed, newest, older])).toBe(refreshed.totals);
    expect(pageTotals([older])).toBeUndefined();
    expect(pageTotals([])).toBeUndefined();
  });
});

describe("mergePages", () => {
  it("returns every row once, in seq order, whatever order pages were loaded in", () => {
    const newest = page([7, 8, 9], true, 7);
    const middle = page([4, 5, 6], true, 4);
    const oldest = page([1, 2, 3], false);
    expect(seqs(mergePages([newest, middle, oldest]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(seqs(mergePages([oldest, newest, middle]))).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("drops duplicate rows from overlapping pages (a refetch after new rows were appended)", () => {
    const refetched = page([8, 9, 10], true, 8);
    const older = page([6, 7, 8], true, 6);
    const merged = mergePages([refetched, older, page([6, 7], false)]);
    expect(seqs(merged)).toEqual([6, 7, 8, 9, 10]);
    expect(rowMessages(merged).map((m) => m.id)).toEqual(["m6", "m7", "m8", "m9", "m10"]);
  });

  it("is empty without pages", () => {
    expect(mergePages([])).toEqual([]);
  });
});

describe("nextPageParam", () => {
  it("follows next_before_seq while has_more", () => {
    expect(nextPageParam([page([7, 8, 9], true, 7)])).toBe(7);
    expect(nextPageParam([page([7, 8, 9], true, 7), page([4, 5, 6], true, 4)])).toBe(4);
    expect(nextPageParam([page([7, 8, 9], true, 7), page([4, 5, 6], false, null)])).toBeUndefined();
  });

  it("has nothing before the first page or after a last page", () => {
    expect(nextPageParam([])).toBeUndefined();
    expect(nextPageParam([page([1, 2], false, null)])).toBeUndefined();
    expect(nextPageParam([page([], false, null)])).toBeUndefined();
  });

  it("falls back to the oldest seq loaded when the server gives no cursor", () => {
    expect(nextPageParam([page([7, 8, 9], true, null)])).toBe(7);
    expect(nextPageParam([page([], true, null)])).toBeUndefined();
  });

  it("stops when the server repeats a page forever", () => {
    const same = page([7, 8, 9], true, 7);
    expect(nextPageParam([same, same])).toBeUndefined();
    expect(nextPageParam([same, page([7, 8, 9], true, 7)])).toBeUndefined();
  });

  it("stops when the cursor does not move back or a page brings nothing older", () => {
    expect(nextPageParam([page([7, 8, 9], true, 7), page([4, 5, 6], true, 9)])).toBeUndefined();
    expect(nextPageParam([page([7, 8, 9], true, 7), page([], true, 3)])).toBeUndefined();
    expect(nextPageParam([page([7, 8, 9], true, 7), page([8, 9], true, 5)])).toBeUndefined();
  });
});

describe("a row's feedback", () => {
  it("is read where present (null when unrated or unreadable) and absent where the row has none", () => {
    const parsed = parseTranscriptPage({ data: [{ ...row(1), feedback: { feedback_id: "f", rating: -1, comment: "no" } }, { ...row(2), feedback: null }, { ...row(3), feedback: "x" }, row(4)] });
    expect(parsed?.data.map((r) => r.feedback)).toEqual([{ id: "f", rating: -1, comment: "no" }, null, null, undefined]);
    expect(parsed?.data[3]).not.toHaveProperty("feedback");
  });
});
