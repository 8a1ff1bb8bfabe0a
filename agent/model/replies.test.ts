import { describe, expect, it } from "vitest";
import { chunkLines, chunkText, slowReply } from "./replies";

describe("chunkLines", () => {
  it("gives each line with its break, and the text back whole", () => {
    const text = slowReply("slow walkthrough of tokenizers");
    const lines = chunkLines(text);
    expect(lines.join("")).toBe(text);
    expect(lines).toHaveLength(text.split("\n").length);
    expect(lines.slice(0, -1).every((line) => line.endsWith("\n"))).toBe(true);
    expect(lines.at(-1)).toContain("Point 40 about");
  });

  it("keeps a text of one line whole, and gives nothing for an empty one", () => {
    expect(chunkLines("One step.")).toEqual(["One step."]);
    expect(chunkLines("")).toEqual([]);
  });

  it("streams a slow answer in far fewer pieces than typing would", () => {
    const text = slowReply("slow walkthrough of tokenizers");
    expect(chunkLines(text).length * 10).toBeLessThan(chunkText(text).length);
  });
});
