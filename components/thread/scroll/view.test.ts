import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { driftBack, heldTop, withTailRows } from "./view";

describe("rows kept mounted", () => {
  it("mounts the last rows too, once, in order", () => {
    expect(withTailRows([10, 11, 12], 100, 3)).toEqual([10, 11, 12, 97, 98, 99]);
    expect(withTailRows([96, 97, 98, 99], 100, 3)).toEqual([96, 97, 98, 99]);
    expect(withTailRows([98, 99], 100, 3)).toEqual([97, 98, 99]);
    expect(withTailRows([], 2, 3)).toEqual([0, 1]);
  });

});

describe("holding the reader's place", () => {
  it("scrolls to the target only when it is more than a px away", () => {
    expect(heldTop(100, 300)).toBe(300);
    expect(heldTop(100, 101)).toBeUndefined();
    expect(heldTop(100, 98)).toBe(98);
    expect(heldTop(100, undefined)).toBeUndefined();
  });
  it("scrolls a drifted toggle back by its drift, ignoring less than a px", () => {
    expect(driftBack(200, 450)).toBe(250);
    expect(driftBack(200, 120)).toBe(-80);
    expect(driftBack(200, 200.5)).toBe(0);
  });
  it("puts the toggle back where it was seen, whatever it drifted by", () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 5_000 }), fc.integer({ min: -5_000, max: 5_000 }), fc.nat(20_000), (before, now, scrollTop) => {
        // Scrolling down by d moves everything up on screen by d.
        const after = now - driftBack(before, now);
        expect(Math.abs(after - before)).toBeLessThan(1);
        const top = heldTop(scrollTop, scrollTop + (now - before));
        expect(top ?? scrollTop).toBe(Math.abs(now - before) > 1 ? scrollTop + now - before : scrollTop);
      }),
    );
  });
});
