import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readUsage } from "./usage";

describe("readUsage", () => {
  it("reads LangChain's usage_metadata", () => {
    expect(readUsage({ type: "ai", usage_metadata: { input_tokens: 1200, output_tokens: 80, total_tokens: 1280 } })).toEqual({
      input: 1200,
      output: 80,
      total: 1280,
    });
  });

  it("prefers usage_metadata over the provider's own figures", () => {
    const message = {
      usage_metadata: { input_tokens: 10, output_tokens: 2, total_tokens: 12 },
      response_metadata: { usage: { prompt_tokens: 99, completion_tokens: 1, total_tokens: 100 } },
    };
    expect(readUsage(message)?.input).toBe(10);
  });

  it("reads OpenAI's usage and token_usage, and LangChain JS's tokenUsage", () => {
    expect(readUsage({ response_metadata: { usage: { prompt_tokens: 300, completion_tokens: 20, total_tokens: 320 } } })).toEqual({
      input: 300,
      output: 20,
      total: 320,
    });
    expect(readUsage({ response_metadata: { token_usage: { prompt_tokens: 7, completion_tokens: 3, total_tokens: 10 } } })?.input).toBe(7);
    expect(readUsage({ response_metadata: { tokenUsage: { promptTokens: 5, completionTokens: 1, totalTokens: 6 } } })?.input).toBe(5);
  });

  it("counts Anthropic's cached prompt tokens as input", () => {
    const usage = { input_tokens: 50, cache_creation_input_tokens: 1000, cache_read_input_tokens: 2000, output_tokens: 40 };
    expect(readUsage({ response_metadata: { usage } })).toEqual({ input: 3050, output: 40 });
  });

  it("reads Gemini's usage_metadata in response_metadata", () => {
    expect(readUsage({ response_metadata: { usage_metadata: { prompt_token_count: 900, candidates_token_count: 50, total_token_count: 950 } } })?.input).toBe(900);
  });

  it("derives the input from the total and the output when only those are given", () => {
    expect(readUsage({ usage_metadata: { output_tokens: 30, total_tokens: 130 } })?.input).toBe(100);
    expect(readUsage({ usage_metadata: { total_tokens: 130 } })).toBeUndefined();
  });

  it("reads numeric strings and the serialized constructor form", () => {
    expect(readUsage({ usage_metadata: { input_tokens: "42" } })?.input).toBe(42);
    expect(readUsage({ lc: 1, type: "constructor", id: ["AIMessage"], kwargs: { usage_metadata: { input_tokens: 8 } } })?.input).toBe(8);
  });

  it("treats malformed figures as absent", () => {
    expect(readUsage({ usage_metadata: { input_tokens: -1 } })).toBeUndefined();
    expect(readUsage({ usage_metadata: { input_tokens: 1.5 } })).toBeUndefined();
    expect(readUsage({ usage_metadata: { input_tokens: Number.NaN } })).toBeUndefined();
    expect(readUsage({ usage_metadata: "lots" })).toBeUndefined();
    expect(readUsage({ response_metadata: { usage: [1, 2] } })).toBeUndefined();
    expect(readUsage(null)).toBeUndefined();
    expect(readUsage("ai")).toBeUndefined();
  });

  it("survives a throwing getter", () => {
    const hostile = Object.defineProperty({}, "usage_metadata", {
      get() {
        throw new Error("boom");
      },
    });
    expect(readUsage(hostile)).toBeUndefined();
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
        const usage = readUsage(raw);
        if (usage !== undefined) {
          expect(Number.isInteger(usage.input)).toBe(true);
          expect(usage.input).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
