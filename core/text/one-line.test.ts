import { describe, expect, it } from "vitest";
import { oneLine } from "./one-line";

describe("oneLine", () => {
  it("puts text on one line, runs of whitespace as one space, ends trimmed", () => {
    expect(oneLine("  a\n\n b\t c  ")).toBe("a b c");
    expect(oneLine("")).toBe("");
    expect(oneLine("\n")).toBe("");
  });
});
