import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { inLineage, jumpOf, lineageRanges } from "./lineage";

/** The definition: follow each row's predecessor from the head. */
function naiveLineage(jumps: ReadonlyMap<number, number>, head: number): number[] {
  const seqs: number[] = [];
  for (let seq = head; seq >= 1; seq = jumps.get(seq) ?? seq - 1) seqs.push(seq);
  return seqs.reverse();
}

const expand = (ranges: readonly (readonly [number, number])[]) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i));

describe("lineageRanges", () => {
  it("is every row of a thread that never forked", () => {
    expect(lineageRanges(new Map(), 5)).toEqual([[1, 5]]);
    expect(lineageRanges(new Map(), 0)).toEqual([]);
  });

  it("follows a branch back to where it left its parent", () => {
    // 1..4, then a regenerated answer (5, 6) after row 3, then the first branch continued (7 after 4).
    const jumps = new Map([
      [5, 3],
      [7, 4],
    ]);
    expect(lineageRanges(jumps, 6)).toEqual([
      [1, 3],
      [5, 6],
    ]);
    expect(lineageRanges(jumps, 8)).toEqual([
      [1, 4],
      [7, 8],
    ]);
    expect(lineageRanges(jumps, 4)).toEqual([[1, 4]]);
  });

  it("lets a branch start the thread anew (an edit of the first message)", () => {
    expect(lineageRanges(new Map([[4, 0]]), 5)).toEqual([[4, 5]]);
  });

  it("equals the predecessor walk for any jumps and head", () => {
    const jumpsArb = fc
      .array(fc.tuple(fc.integer({ min: 2, max: 60 }), fc.integer({ min: 0, max: 59 })), { maxLength: 12 })
      .map((pairs) => new Map(pairs.filter(([seq, after]) => after < seq)));
    fc.assert(
      fc.property(jumpsArb, fc.integer({ min: 0, max: 60 }), (jumps, head) => {
        const ranges = lineageRanges(jumps, head);
        expect(expand(ranges)).toEqual(naiveLineage(jumps, head));
        const members = new Set(naiveLineage(jumps, head));
        for (let seq = 0; seq <= 61; seq++) expect(inLineage(ranges, seq)).toBe(members.has(seq));
      }),
    );
  });
});

describe("jumpOf", () => {
  it("reads only jumps that point back", () => {
    expect(jumpOf(5, { after_seq: 3 })).toBe(3);
    expect(jumpOf(5, { after_seq: 0 })).toBe(0);
    for (const metadata of [{ after_seq: 5 }, { after_seq: 9 }, { after_seq: -1 }, { after_seq: "3" }, { after_seq: 1.5 }, {}, null, "x"]) {
      expect(jumpOf(5, metadata)).toBeUndefined();
    }
  });
});
