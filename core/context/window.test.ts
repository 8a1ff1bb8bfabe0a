import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessages } from "../messages/read";
import { contextTokens, joinScans, scanWindow as scanParsed } from "./window";

/** The scan of wire messages, parsed as the thread model parses them. */
const scanWindow = (messages: readonly unknown[], from?: number, to?: number) => scanParsed(readMessages(messages), from, to);

const human = (id: string, content: string) => ({ type: "human", id, content });
const ai = (id: string, content: string, input?: number) => ({
  type: "ai",
  id,
  content,
  ...(input === undefined ? {} : { usage_metadata: { input_tokens: input, output_tokens: 5, total_tokens: input + 5 } }),
});
const marker = (id: string, tokensAfter?: number, summary = "s".repeat(40)) => ({
  type: "summary_marker",
  id,
  summary,
  replaced_count: 4,
  tokens_before: 900,
  ...(tokensAfter === undefined ? {} : { tokens_after: tokensAfter }),
});

const tokens = (messages: unknown[], summaryText?: unknown) => contextTokens(scanWindow(messages), summaryText);

describe("context tokens", () => {
  it("are the input tokens of the model's last call", () => {
    const messages = [human("h1", "hi"), ai("a1", "hello", 120), human("h2", "more"), ai("a2", "sure", 340)];
    expect(tokens(messages)).toEqual({ tokens: 340, source: "usage" });
  });

  it("stay the last call's while a new question waits or an answer streams", () => {
    const messages = [human("h1", "hi"), ai("a1", "hello", 120), human("h2", "x".repeat(400)), ai("a2", "partial")];
    expect(tokens(messages)).toEqual({ tokens: 120, source: "usage" });
  });

  it("drop to a later compaction's figure, plus what came after it", () => {
    const messages = [human("h1", "hi"), ai("a1", "hello", 1200), marker("m1", 200), human("h2", "x".repeat(40))];
    expect(tokens(messages)).toEqual({ tokens: 210, source: "estimate" });
  });

  it("estimate a compaction without figures from its summary", () => {
    const messages = [ai("a1", "hello", 1200), marker("m1", undefined, "s".repeat(80)), human("h2", "x".repeat(20))];
    expect(tokens(messages)).toEqual({ tokens: 25, source: "estimate" });
  });

  it("read a legacy summary message as a compaction", () => {
    const legacy = { type: "human", id: "s", name: "summary", content: "Here is a summary of the conversation to date:\n\n" + "y".repeat(100) };
    const messages = [ai("a1", "hello", 5000), legacy, human("h2", "x".repeat(40))];
    expect(tokens(messages).tokens).toBeLessThan(100);
    expect(tokens(messages).source).toBe("estimate");
  });

  it("ignore a failed compaction", () => {
    const failed = { type: "human", id: "s", name: "summary", content: "Here is a summary of the conversation to date: Error generating summary: boom" };
    expect(tokens([ai("a1", "hello", 700), failed])).toEqual({ tokens: 700, source: "usage" });
  });

  it("estimate the text, tool calls and hidden context when no call reports usage", () => {
    const call = { type: "ai", id: "a1", content: "", tool_calls: [{ id: "c1", name: "task", args: { q: "x" } }] };
    const hidden = { type: "human", id: "d", content: "z".repeat(40), additional_kwargs: { hide_from_ui: true } };
    const messages = [human("h1", "x".repeat(40)), hidden, call, { type: "tool", id: "t1", tool_call_id: "c1", content: "r".repeat(11) }];
    // 40 + 40 + ("task" + '{"q":"x"}') + 11 = 104 characters.
    expect(tokens(messages)).toEqual({ tokens: 26, source: "estimate" });
  });

  it("count a summary kept outside the messages when no compaction is among them", () => {
    expect(tokens([human("h1", "x".repeat(40))], "s".repeat(40))).toEqual({ tokens: 20, source: "estimate" });
    expect(tokens([], undefined)).toEqual({ tokens: 0, source: "estimate" });
  });

  it("join the scans of consecutive parts as one scan of the whole", () => {
    const messages = [human("h1", "x".repeat(40)), ai("a1", "hello", 90), human("h2", "y".repeat(12)), marker("m", 30), human("h3", "z".repeat(8))];
    for (let cut = 0; cut <= messages.length; cut++) {
      const joined = joinScans(scanWindow(messages, 0, cut), scanWindow(messages, cut));
      expect(joined).toEqual(scanWindow(messages));
    }
  });

  it("never throw on generated input, and never report a negative or fractional count", () => {
    const message = fc.oneof(
      fc.record({
        type: fc.constantFrom("ai", "human", "tool", "system", "summary_marker", "summarization", "bogus"),
        id: fc.string(),
        content: fc.oneof(fc.string(), fc.array(fc.anything(), { maxLength: 3 }), fc.anything()),
        usage_metadata: fc.anything(),
        tokens_after: fc.anything(),
        summary: fc.anything(),
      }, { requiredKeys: ["type"] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), fc.anything(), (messages, summaryText) => {
        const result = tokens(messages, summaryText);
        expect(Number.isFinite(result.tokens)).toBe(true);
        expect(result.tokens).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});
