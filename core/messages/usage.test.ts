import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessage } from "./read";
import { readUsage } from "./usage";

/** The usage of an AI message, read as the parse reads it. */
function usageOf(raw: unknown) {
  const message = readMessage(raw);
  return message.type === "ai" ? message.usage : undefined;
}


describe("AI message usage", () => {
  it("reads LangChain's usage_metadata", () => {
    expect(usageOf({ type: "ai", usage_metadata: { input_tokens: 1200, output_tokens: 80, total_tokens: 1280 } })).toEqual({
      inputTokens: 1200,
      outputTokens: 80,
      totalTokens: 1280,
    });
  });

  it("prefers usage_metadata over the provider's own figures", () => {
    const message = {
      usage_metadata: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
      response_metadata: { usage: { prompt_tokens: 99, completion_tokens: 1, total_tokens: 100 } },
    };
    expect(usageOf({ type: "ai", ...message })?.inputTokens).toBe(10);
  });

  it("reads OpenAI's usage and token_usage, and LangChain JS's tokenUsage", () => {
    expect(usageOf({ type: "ai", response_metadata: { usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 } } })).toEqual({
      inputTokens: 300,
      outputTokens: 20,
      totalTokens: 320,
    });
    expect(usageOf({ type: "ai", response_metadata: { token_usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 } } })?.inputTokens).toBe(7);
    expect(usageOf({ type: "ai", response_metadata: { tokenUsage: { promptTokens: 5, completionTokens: 1, totalTokens: 6 } } })?.inputTokens).toBe(5);
  });

  it("counts Anthropic's cached prompt tokens as input", () => {
    const usage = { input_tokens: 50, cache_creation_input_tokens: 1000, cache_read_input_tokens: 2000, output_tokens: 40 };
    expect(usageOf({ type: "ai", response_metadata: { usage } })).toEqual({ inputTokens: 3050, outputTokens: 40 });
  });

  it("reads Gemini's usage_metadata in response_metadata", () => {
    expect(usageOf({ type: "ai", response_metadata: { usage_metadata: { prompt_token_count: 900, candidates_token_count: 50, total_token_count: 950 } } })?.inputTokens).toBe(900);
  });

  it("derives the input from the total and the output when only those are given", () => {
    expect(usageOf({ type: "ai", usage_metadata: { output_tokens: 30, total_tokens: 130 } })?.inputTokens).toBe(100);
    expect(usageOf({ type: "ai", usage_metadata: { total_tokens: 130 } })).toEqual({ totalTokens: 130 });
  });

  it("reads numeric strings and the serialized constructor form", () => {
    expect(usageOf({ type: "ai", usage_metadata: { input_tokens: "42" } })?.inputTokens).toBe(42);
    expect(usageOf({ lc: 1, type: "constructor", id: ["AIMessage"], kwargs: { usage_metadata: { input_tokens: 8 } } })?.inputTokens).toBe(8);
  });

  it("treats malformed figures as absent", () => {
    expect(usageOf({ type: "ai", usage_metadata: { input_tokens: -1 } })).toBeUndefined();
    expect(usageOf({ type: "ai", usage_metadata: { input_tokens: 1.5 } })).toBeUndefined();
    expect(usageOf({ type: "ai", usage_metadata: { input_tokens: Number.NaN } })).toBeUndefined();
    expect(usageOf({ type: "ai", usage_metadata: "lots" })).toBeUndefined();
    expect(usageOf({ type: "ai", response_metadata: { usage: [1, 2] } })).toBeUndefined();
    expect(usageOf(null)).toBeUndefined();
    expect(usageOf("ai")).toBeUndefined();
  });

  it("survives a throwing getter", () => {
    const hostile = Object.defineProperty({ type: "ai" }, "usage_metadata", {
      get() {
        throw new Error("boom");
      },
    });
    expect(usageOf(hostile)).toBeUndefined();
  });

  it("never throws, and any input it reports is a non-negative integer", () => {
    const figure = fc.oneof(fc.integer({ min: -5, max: 1e7 }), fc.double(), fc.string(), fc.constant(null));
    const usageLike = fc.dictionary(
      fc.constantFrom("input_tokens", "output_tokens", "total_tokens", "prompt_tokens", "completion_tokens", "cache_read_input_tokens", "promptTokenCount"),
      figure,
    );
    const message = fc.oneof(
      fc.record({ usage_metadata: fc.oneof(usageLike, fc.anything()), response_metadata: fc.oneof(fc.record({ usage: usageLike, token_usage: usageLike }, { requiredKeys: [] }), fc.anything()) }, { requiredKeys: [] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(message, (raw) => {
        const usage = usageOf(typeof raw === "object" && raw !== null ? { type: "ai", ...raw } : raw);
        if (usage?.inputTokens !== undefined) {
          expect(Number.isInteger(usage.inputTokens)).toBe(true);
          expect(usage.inputTokens).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

describe("readUsage", () => {
  it("reads a bare usage object, whatever figures it has", () => {
    expect(readUsage({ input_tokens: 3, output_tokens: 4, total_tokens: 7 })).toEqual({ inputTokens: 3, outputTokens: 4, totalTokens: 7 });
    expect(readUsage({ total_tokens: 9 })).toEqual({ totalTokens: 9 });
    expect(readUsage({ other: 1 })).toBeUndefined();
    expect(readUsage([1])).toBeUndefined();
  });
});
