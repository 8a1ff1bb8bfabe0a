import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isAtEnd, restoredScrollTop, rowsOnScreen, showsIn, survivingRow, withTailRows } from "./log-scroll";

describe("log scroll decisions", () => {
  it("is at the end within the edge, whatever the sizes", () => {
    expect(isAtEnd({ scrollTop: 952, scrollHeight: 1800, clientHeight: 800 }, 48)).toBe(true);
    expect(isAtEnd({ scrollTop: 900, scrollHeight: 1800, clientHeight: 800 }, 48)).toBe(false);
  });

  it("mounts the last rows too, once, in order", () => {
    expect(withTailRows([10, 11, 12], 100, 3)).toEqual([10, 11, 12, 97, 98, 99]);
    expect(withTailRows([96, 97, 98, 99], 100, 3)).toEqual([96, 97, 98, 99]);
    expect(withTailRows([98, 99], 100, 3)).toEqual([97, 98, 99]);
    expect(withTailRows([], 2, 3)).toEqual([0, 1]);
  });

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
    expect(restoredScrollTop([{ key: "gone", offset: 0 }], startOf, 150)).toBeUndefined();
  });
});

describe("showsIn", () => {
  const view = { top: 100, bottom: 900 };
  it("sees a row on screen, and one partly on screen by enough of it", () => {
    expect(showsIn({ top: 200, bottom: 300 }, view, 40)).toBe(true);
    expect(showsIn({ top: 850, bottom: 2000 }, view, 40)).toBe(true);
    expect(showsIn({ top: -500, bottom: 150 }, view, 40)).toBe(true);
  });
  it("does not count a sliver, a row just off screen, or one mounted above or below", () => {
    expect(showsIn({ top: 880, bottom: 2000 }, view, 40)).toBe(false);
    expect(showsIn({ top: 900, bottom: 1000 }, view, 40)).toBe(false);
    expect(showsIn({ top: -300, bottom: 100 }, view, 40)).toBe(false);
  });
  it("takes a row shorter than the minimum when all of it shows", () => {
    expect(showsIn({ top: 500, bottom: 520 }, view, 40)).toBe(true);
    expect(showsIn({ top: 890, bottom: 910 }, view, 40)).toBe(false);
  });
  it("is true exactly when the overlap is positive and at least min(min, height)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -2000, max: 2000 }), fc.integer({ min: 1, max: 1500 }), fc.integer({ min: 1, max: 100 }), (top, height, min) => {
        const row = { top, bottom: top + height };
        const overlap = Math.max(0, Math.min(row.bottom, view.bottom) - Math.max(row.top, view.top));
        expect(showsIn(row, view, min)).toBe(overlap > 0 && overlap >= Math.min(min, height));
      }),
    );
  });
});
