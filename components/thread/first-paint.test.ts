import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstPaintStart } from "./first-paint";

describe("firstPaintStart", () => {
  it("takes the newest rows until they fill the budget", () => {
    expect(firstPaintStart(10, () => 100, 350)).toBe(6);
    expect(firstPaintStart(10, () => 100, 400)).toBe(6);
    expect(firstPaintStart(10, () => 100, 401)).toBe(5);
  });
  it("takes every row of a short thread, and none of an empty one", () => {
    expect(firstPaintStart(3, () => 100, 2_400)).toBe(0);
    expect(firstPaintStart(0, () => 100)).toBe(0);
  });
  it("takes at least the newest row, however tall", () => {
    expect(firstPaintStart(5, () => 10_000, 2_400)).toBe(4);
  });
  it("never takes more than the cap", () => {
    expect(firstPaintStart(1_000, () => 1, 2_400, 40)).toBe(960);
  });
  it("is a suffix within the bounds, filling the budget unless capped or exhausted", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 200 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 1, max: 60 }), (heights, budget, cap) => {
        const start = firstPaintStart(heights.length, (i) => heights[i]!, budget, cap);
        const taken = heights.length - start;
        const filled = heights.slice(start).reduce((a, b) => a + b, 0);
        expect(start).toBeGreaterThanOrEqual(0);
        expect(taken).toBeLessThanOrEqual(Math.max(cap, 0));
        if (heights.length > 0) expect(taken).toBeGreaterThanOrEqual(1);
        if (start > 0 && taken < cap) expect(filled).toBeGreaterThanOrEqual(budget);
        // Not one row more than needed: without the oldest row taken, the budget was not yet met.
        if (taken > 1) expect(filled - heights[start]!).toBeLessThan(budget);
      }),
    );
  });
});
