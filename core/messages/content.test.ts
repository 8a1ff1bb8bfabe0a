import { describe, expect, it } from "vitest";
import { isSafeImageUrl, parseContent, splitThinkTags } from "./content";

describe("splitThinkTags", () => {
  it("moves a leading think block out of the text", () => {
    expect(splitThinkTags("<think>plan it</think>\n\nThe answer.")).toEqual({ text: "The answer.", reasoning: "plan it" });
  });

  it("accepts whitespace before the tag and several consecutive blocks", () => {
    expect(splitThinkTags("  \n<think>one</think> <think>two</think>Done")).toEqual({ text: "Done", reasoning: "one\n\ntwo" });
  });

  it("treats an unterminated tag (a stream cut mid-thought) as reasoning to the end", () => {
    expect(splitThinkTags("<think>still thinking about")).toEqual({ text: "", reasoning: "still thinking about" });
  });

  it("leaves a tag inside prose as literal text", () => {
    const text = "Use the <think> tag like this: <think>x</think>";
    expect(splitThinkTags(text)).toEqual({ text });
  });

  it("drops an empty think block without inventing reasoning", () => {
    expect(splitThinkTags("<think>  </think>Hi")).toEqual({ text: "Hi" });
  });
});

describe("parseContent", () => {
  it("keeps string content as is", () => {
    expect(parseContent("hello", false)).toEqual({ text: "hello", images: [], files: [] });
  });

  it("does not read think tags when asked not to (human text)", () => {
    expect(parseContent("<think>x</think>y", false).text).toBe("<think>x</think>y");
    expect(parseContent("<think>x</think>y", true)).toMatchObject({ text: "y", reasoning: "x" });
  });

  it("joins text blocks, collects thinking blocks and skips unknown or broken blocks", () => {
    const parsed = parseContent(
      [
        { type: "thinking", thinking: "hmm" },
        { type: "text", text: "Hello " },
        { type: "weird_block", x: 1 },
        { type: "text" },
        { type: "text", text: null },
        null,
        42,
        "world",
        { type: "reasoning", summary: [{ type: "summary_text", text: "step 1" }, { text: "step 2" }] },
      ],
      true,
    );
    expect(parsed).toEqual({ text: "Hello world", images: [], files: [], reasoning: "hmm\n\nstep 1\nstep 2" });
  });

  it("keeps http(s) and data:image urls from image blocks and drops the rest", () => {
    const parsed = parseContent(
      [
        { type: "image_url", image_url: { url: "https://example.org/a.png" } },
        { type: "image_url", image_url: "http://example.org/b.png" },
        { type: "image_url", image_url: { url: "javascript:alert(1)" } },
        { type: "image_url", image_url: { url: "data:text/html,<script>" } },
        { type: "image_url", image_url: { url: "/relative.png" } },
        { type: "image", url: "https://example.org/c.png", alt: "c" },
        { type: "image", data: "AAAA", mime_type: "image/jpeg" },
        { type: "image", data: "AAAA", mime_type: "text/plain" },
        { type: "image_url", image_url: 7 },
      ],
      false,
    );
    expect(parsed.images).toEqual([
      { url: "https://example.org/a.png" },
      { url: "http://example.org/b.png" },
      { url: "https://example.org/c.png", alt: "c" },
      { url: "data:image/jpeg;base64,AAAA", mimeType: "image/jpeg", size: 3 },
    ]);
    expect(parsed.text).toBe("");
  });

  it("recovers what it can from off-contract content", () => {
    expect(parseContent(17, false).text).toBe("17");
    expect(parseContent({ type: "text", text: "lone block" }, false).text).toBe("lone block");
    expect(parseContent(null, false)).toEqual({ text: "", images: [], files: [] });
    expect(parseContent(undefined, true)).toEqual({ text: "", images: [], files: [] });
  });
});

describe("isSafeImageUrl", () => {
  it.each([
    ["https://x.org/a.png", true],
    ["HTTP://X.ORG/A.PNG", true],
    ["data:image/png;base64,AA", true],
    ["data:text/html;base64,AA", false],
    ["javascript:alert(1)", false],
    ["file:///etc/passwd", false],
    ["blob:https://x.org/1", false],
    ["", false],
  ])("%s -> %s", (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });
});
