import { describe, expect, it } from "vitest";
import { gapToLoad, nextPace, nextStreak, PAGE_SIZES, pageSizeFor } from "./paging";

describe("page sizes while the reader moves fast", () => {
  it("measures speed toward the start, smoothed, starting over after a pause", () => {
    let pace = nextPace(null, 10_000, 0);
    expect(pace.speed).toBe(0);
    pace = nextPace(pace, 9_000, 100); // 10,000 px/s up
    expect(pace.speed).toBe(5_000);
    pace = nextPace(pace, 8_000, 200);
    expect(pace.speed).toBe(7_500);
    pace = nextPace(pace, 8_500, 300); // 5,000 px/s down: it slows
    expect(pace.speed).toBe(1_250);
    expect(nextPace(pace, 9_500, 400).speed).toBe(-4_375);
    expect(nextPace(pace, 8_400, 2_000).speed).toBeCloseTo(58.8, 1);
    // Two events in the same millisecond say nothing new.
    expect(nextPace(pace, 0, 300).speed).toBe(pace.speed);
  });

  it("asks for larger pages the faster the reader moves, or the more often they reach the edge", () => {
    expect(pageSizeFor(0, 0)).toBe(PAGE_SIZES.normal);
    expect(pageSizeFor(-20_000, 0)).toBe(PAGE_SIZES.normal);
    expect(pageSizeFor(2_999, 1)).toBe(PAGE_SIZES.normal);
    expect(pageSizeFor(3_000, 0)).toBe(PAGE_SIZES.fast);
    expect(pageSizeFor(0, 2)).toBe(PAGE_SIZES.fast);
    expect(pageSizeFor(8_000, 0)).toBe(PAGE_SIZES.fastest);
    expect(pageSizeFor(100, 3)).toBe(PAGE_SIZES.fastest);
    expect(PAGE_SIZES.fastest).toBeLessThanOrEqual(2_000);
  });

  it("counts the pages asked for at the very edge in a row", () => {
    expect(nextStreak(0, true)).toBe(1);
    expect(nextStreak(2, true)).toBe(3);
    expect(nextStreak(3, false)).toBe(0);
  });
});

describe("the gap between the first pages and the newest", () => {
  const view = { top: 5_000, height: 800 };
  it("loads toward where the reader is going, once it is near", () => {
    // Below the view, the reader moving down: the rows after the first pages.
    expect(gapToLoad({ start: 6_500, end: 6_540 }, view, false, 800)).toBe("newer");
    expect(gapToLoad({ start: 6_700, end: 6_740 }, view, false, 800)).toBeNull();
    // Above the view, the reader moving up: the rows before the newest.
    expect(gapToLoad({ start: 3_500, end: 3_540 }, view, true, 800)).toBeNull();
    expect(gapToLoad({ start: 4_200, end: 4_240 }, view, true, 800)).toBe("older");
    // In view: loaded from the half the reader moves toward.
    expect(gapToLoad({ start: 5_600, end: 5_640 }, view, false, 800)).toBe("newer");
    expect(gapToLoad({ start: 5_100, end: 5_140 }, view, true, 800)).toBe("older");
  });

  it("loads nothing while the reader moves away from it", () => {
    expect(gapToLoad({ start: 5_100, end: 5_140 }, view, false, 800)).toBeNull();
    expect(gapToLoad({ start: 4_500, end: 4_540 }, view, false, 800)).toBeNull();
    expect(gapToLoad({ start: 5_600, end: 5_640 }, view, true, 800)).toBeNull();
    expect(gapToLoad({ start: 6_000, end: 6_040 }, view, true, 800)).toBeNull();
  });
});
