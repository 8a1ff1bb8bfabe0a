import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { anchoredTop, gapAnchors, reanchored, restoredScrollTop, rowsOnScreen, seenFrom, startOfIn, survivingRow } from "./anchor";

describe("anchors while pages load", () => {
  it("remembers the rows in the viewport with their offsets", () => {
    const rows = [
      { key: "a", start: 0, end: 100 },
      { key: "b", start: 100, end: 300 },
      { key: "c", start: 300, end: 400 },
    ];
    expect(rowsOnScreen(rows, 150, 200)).toEqual([{ key: "b", offset: -50 }, { key: "c", offset: 150 }]);
  });

  it("finds the rows in view among all rows as a scan would", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 300 })), { maxLength: 60 }), fc.integer({ min: -100, max: 5_000 }), fc.integer({ min: 0, max: 900 }), (shapes, top, height) => {
        // Rows in order, each after a gap, as the virtualizer lays them out.
        let at = 0;
        const rows = shapes.map(([gap, size], i) => {
          const start = at + gap;
          at = start + size;
          return { key: i, start, end: start + size };
        });
        const scan = rows.filter((row) => row.end > top && row.start < top + height).map((row) => ({ key: String(row.key), offset: row.start - top }));
        expect(rowsOnScreen(rows, top, height)).toEqual(scan);
      }),
    );
  });

  it("names the first remembered row still in the log", () => {
    const starts = new Map([["b", 2100]]);
    expect(survivingRow([{ key: "gone", offset: 0 }, { key: "b", offset: -50 }], (key) => starts.get(key))).toEqual({ key: "b", offset: -50 });
    expect(survivingRow([{ key: "gone", offset: 0 }], (key) => starts.get(key))).toBeUndefined();
  });

  it("puts the first remembered row that survived back in place", () => {
    const starts = new Map([["b", 2100], ["c", 2300]]);
    const startOf = (key: string) => starts.get(key);
    expect(restoredScrollTop([{ key: "gone", offset: 0 }, { key: "b", offset: -50 }], startOf, 150)).toBe(2150);
    expect(restoredScrollTop([{ key: "b", offset: -50 }], startOf, 2150)).toBeUndefined();
    // Within a px is in place: setting scrollTop again would only fight the browser's rounding.
    expect(restoredScrollTop([{ key: "b", offset: -50 }], startOf, 2149)).toBeUndefined();
    expect(restoredScrollTop([{ key: "b", offset: -50 }], startOf, 2148)).toBe(2150);
    expect(restoredScrollTop([{ key: "gone", offset: 0 }], startOf, 150)).toBeUndefined();
  });

  it("keeps the rows on the side being read in place, nearest first", () => {
    const rows = [{ key: "a", start: 4_900 }, { key: "b", start: 5_300 }, { key: "gap", start: 5_500 }, { key: "c", start: 5_540 }];
    const at = (index: number) => rows[index];
    expect(gapAnchors(at, 2, "newer").map((row) => row.key)).toEqual(["b", "a"]);
    expect(gapAnchors(at, 2, "older").map((row) => row.key)).toEqual(["c"]);
    expect(gapAnchors(at, 2, "newer", 1).map((row) => row.key)).toEqual(["b"]);
    expect(gapAnchors(at, 3, "older")).toEqual([]);
  });

  it("puts the remembered rows back from where they start, and takes them again as the reader moves", () => {
    const starts = new Map([["a", 1000], ["b", 1400]]);
    const startOf = startOfIn([{ key: "a" }, { key: "b" }], (index) => [1000, 1400][index]);
    expect(startOf("b")).toBe(1400);
    expect(startOf("gone")).toBeUndefined();
    const seen = seenFrom([{ key: "a", start: 1000 }, { key: "b", start: 1400 }], 900);
    expect(seen).toEqual([{ key: "a", offset: 100 }, { key: "b", offset: 500 }]);
    expect(anchoredTop(seen, (key) => starts.get(key))).toBe(900);
    expect(anchoredTop([{ key: "gone", offset: 0 }, ...seen], (key) => (key === "b" ? 1600 : undefined))).toBe(1100);
    expect(anchoredTop([{ key: "gone", offset: 0 }], startOf)).toBeUndefined();
    expect(reanchored([{ key: "gone", offset: 7 }, ...seen], startOf, 1200)).toEqual([{ key: "gone", offset: 7 }, { key: "a", offset: -200 }, { key: "b", offset: 200 }]);
  });

  // Rows laid out in order from sizes, as the virtualizer places them.
  const layout = (sizes: readonly number[], from = 0) => {
    let at = from;
    return sizes.map((size, i) => {
      const start = at;
      at += size;
      return { key: `r${i}`, start, end: at };
    });
  };
  const startsOf = (rows: readonly { key: string; start: number }[]) => (key: string) => rows.find((row) => row.key === key)?.start;

  it("keeps the row being read where it was, whatever was prepended above it", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 1, maxLength: 40 }), fc.array(fc.integer({ min: 1, max: 400 }), { maxLength: 40 }), fc.nat(8_000), fc.integer({ min: 1, max: 1_200 }), (sizes, added, top, height) => {
        const before = layout(sizes);
        const total = before.at(-1)!.end;
        const scrollTop = Math.min(top, total - 1);
        const seen = rowsOnScreen(before, scrollTop, height);
        // The same rows, pushed down by the prepended ones.
        const shift = added.reduce((sum, size) => sum + size, 0);
        const after = layout(sizes, shift);
        const restored = anchoredTop(seen, startsOf(after));
        expect(restored).toBe(scrollTop + shift);
        const row = survivingRow(seen, startsOf(after))!;
        expect(startsOf(after)(row.key)! - restored!).toBe(row.offset);
        expect(restoredScrollTop(seen, startsOf(after), scrollTop)).toBe(shift > 1 ? scrollTop + shift : undefined);
      }),
    );
  });

  it("holds a gap's anchor where the reader left it, however the rows below it change", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 400 }), { minLength: 3, maxLength: 30 }), fc.nat(2_000), fc.nat(500), fc.integer({ min: 1, max: 600 }), (sizes, scrollTop, moved, filled) => {
        const rows = layout(sizes);
        const gapIndex = rows.length - 1;
        const held = seenFrom(gapAnchors((i) => rows[i], gapIndex, "newer"), scrollTop);
        // The reader scrolls, then the gap's row grows into the rows that filled it.
        const now = reanchored(held, startsOf(rows), scrollTop + moved);
        const grown = layout([...sizes.slice(0, -1), filled]);
        expect(anchoredTop(now, startsOf(grown))).toBe(scrollTop + moved);
      }),
    );
  });
});
