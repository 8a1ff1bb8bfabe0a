import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CENTRE_MARGIN_PX, centreDelta, centredTop, shows } from "./centre";

const view = { top: 100, bottom: 700 };

describe("centreDelta", () => {
  it("brings a row parked at the top edge, or below the middle, to the middle", () => {
    expect(centreDelta({ top: 100, bottom: 200 }, view)).toBe(-250);
    expect(centreDelta({ top: 600, bottom: 640 }, view)).toBe(220);
    expect(centreDelta({ top: 350, bottom: 450 }, view)).toBe(0);
  });

  it("puts a row too tall to centre just below the top, off screen or not", () => {
    expect(centreDelta({ top: 400, bottom: 1400 }, view)).toBe(400 - 100 - CENTRE_MARGIN_PX);
    expect(centreDelta({ top: -900, bottom: 300 }, view)).toBe(-900 - 100 - CENTRE_MARGIN_PX);
    // Just short enough to centre, with the margin either side.
    expect(centreDelta({ top: 124, bottom: 676 }, view)).toBe(0);
  });

  it("centres any row that fits, wherever it is", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 5_000 }), fc.integer({ min: 0, max: 552 }), (top, height) => {
        const row = { top, bottom: top + height };
        const delta = centreDelta(row, view);
        expect(row.top - delta - view.top).toBeCloseTo(view.bottom - (row.bottom - delta));
      }),
    );
  });
});

describe("centredTop", () => {
  it("scrolls by the delta inside the log's range", () => {
    expect(centredTop({ row: { top: 100, bottom: 200 }, view, scrollTop: 1_000, maxScrollTop: 5_000 })).toBe(750);
    expect(centredTop({ row: { top: 600, bottom: 640 }, view, scrollTop: 1_000, maxScrollTop: 5_000 })).toBe(1_220);
  });

  it("stops at either end of the log", () => {
    expect(centredTop({ row: { top: 100, bottom: 200 }, view, scrollTop: 100, maxScrollTop: 5_000 })).toBe(0);
    expect(centredTop({ row: { top: 600, bottom: 640 }, view, scrollTop: 4_900, maxScrollTop: 5_000 })).toBe(5_000);
  });

  it("says there is nothing to do when centred, or as close as the log goes", () => {
    expect(centredTop({ row: { top: 350, bottom: 450 }, view, scrollTop: 1_000, maxScrollTop: 5_000 })).toBeUndefined();
    expect(centredTop({ row: { top: 350.6, bottom: 450.6 }, view, scrollTop: 1_000, maxScrollTop: 5_000 })).toBeUndefined();
    expect(centredTop({ row: { top: 600, bottom: 640 }, view, scrollTop: 5_000, maxScrollTop: 5_000 })).toBeUndefined();
    expect(centredTop({ row: { top: 100, bottom: 200 }, view, scrollTop: 0, maxScrollTop: 5_000 })).toBeUndefined();
    expect(centredTop({ row: { top: 100, bottom: 200 }, view, scrollTop: 0, maxScrollTop: -10 })).toBeUndefined();
  });
});

describe("shows", () => {
  it("holds for a row with any part on screen, and not for one above, below or just touching", () => {
    expect(shows({ top: 350, bottom: 450 }, view)).toBe(true);
    expect(shows({ top: 50, bottom: 101 }, view)).toBe(true);
    expect(shows({ top: -900, bottom: 1400 }, view)).toBe(true);
    expect(shows({ top: 0, bottom: 100 }, view)).toBe(false);
    expect(shows({ top: 700, bottom: 800 }, view)).toBe(false);
    expect(shows({ top: 9_000, bottom: 9_100 }, view)).toBe(false);
  });

  it("holds for every row centreDelta puts in the middle", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 5_000 }), fc.integer({ min: 1, max: 3_000 }), (top, height) => {
        const delta = centreDelta({ top, bottom: top + height }, view);
        expect(shows({ top: top - delta, bottom: top + height - delta }, view)).toBe(true);
      }),
    );
  });
});
