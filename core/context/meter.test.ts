import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compactionSaving, meterReading, NEARLY_FULL, shortTokens } from "./meter";

describe("meterReading", () => {
  it("is hidden where neither figure is known", () => {
    expect(meterReading(0, "estimate", null)).toBeUndefined();
    expect(meterReading(Number.NaN, "estimate", undefined)).toBeUndefined();
  });

  it("shows tokens without a window, and a window with no tokens yet", () => {
    expect(meterReading(1200, "usage", null)).toMatchObject({ tokens: 1200, window: undefined, fill: undefined, nearlyFull: false });
    expect(meterReading(0, "estimate", 128_000)).toMatchObject({ tokens: 0, window: 128_000, fill: 0 });
  });

  it(`offers Compact now above ${NEARLY_FULL * 100}% of the window`, () => {
    expect(meterReading(800, "usage", 1000)?.nearlyFull).toBe(false);
    expect(meterReading(801, "usage", 1000)?.nearlyFull).toBe(true);
    expect(meterReading(5000, "usage", 1000)).toMatchObject({ fill: 1, nearlyFull: true });
  });

  it("never fills past the window, whatever the figures", () => {
    fc.assert(
      fc.property(fc.double(), fc.oneof(fc.double(), fc.constant(null)), (tokens, window) => {
        const reading = meterReading(tokens, "estimate", window);
        if (reading?.fill === undefined) return;
        expect(reading.fill).toBeGreaterThanOrEqual(0);
        expect(reading.fill).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe("shortTokens", () => {
  it.each([
    [0, "0"],
    [950, "950"],
    [1000, "1k"],
    [12_345, "12.3k"],
    [128_000, "128k"],
    [200_000, "200k"],
    [1_048_576, "1.05M"],
  ])("%d reads %s", (n, text) => expect(shortTokens(n)).toBe(text));
});

describe("compactionSaving", () => {
  it("says how much a compaction took out", () => {
    expect(compactionSaving(1000, 250)).toEqual({ tokens: 750, percent: 75 });
  });
  it("says nothing where the figures do not make sense", () => {
    expect(compactionSaving(undefined, 10)).toBeUndefined();
    expect(compactionSaving(100, 100)).toBeUndefined();
    expect(compactionSaving(0, 0)).toBeUndefined();
  });
});
