import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { argsPreview } from "./args-preview";

describe("argsPreview", () => {
  it("reads strings first, then other values as compact JSON, in one line", () => {
    expect(argsPreview({ note: "Buy oat milk\nand bread" })).toBe("Buy oat milk and bread");
    expect(argsPreview({ count: 3, query: "tea history", tags: ["a", "b"] })).toBe('tea history · 3 · ["a","b"]');
    expect(argsPreview("raw text")).toBe("raw text");
    expect(argsPreview({})).toBe("");
    expect(argsPreview(undefined)).toBe("");
    expect(argsPreview({ blank: "  ", none: null })).toBe("");
  });
  it("cuts long values with an ellipsis", () => {
    const preview = argsPreview({ body: "word ".repeat(40) });
    expect(preview.length).toBeLessThanOrEqual(80);
    expect(preview.endsWith("…")).toBe(true);
  });
  it("is one bounded line for any input, and never throws (property)", () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const preview = argsPreview(value);
        expect(preview.length).toBeLessThanOrEqual(80);
        expect(preview).not.toMatch(/\n/);
      }),
    );
  });
});
