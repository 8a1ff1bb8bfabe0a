import { describe, expect, it } from "vitest";
import { asMessageId } from "../ids";
import { DEEPAGENTS_PREFIX, SUMMARY_PREFIX, detectLegacySummary, parseSummaryMarker } from "./summary";

describe("detectLegacySummary (docs/wire-contracts.md, 'Compactions')", () => {
  it("recognizes LangChain's prefix and keeps only the text after it", () => {
    expect(detectLegacySummary(`${SUMMARY_PREFIX}\n\n  The gist.  `, undefined, undefined)).toEqual({ summary: "The gist.", failed: false });
  });

  it("recognizes name: summary even without a known prefix", () => {
    expect(detectLegacySummary("Plain summary text", "summary", {})).toEqual({ summary: "Plain summary text", failed: false });
  });

  it("recognizes lc_source: summarization", () => {
    expect(detectLegacySummary(`${SUMMARY_PREFIX} short`, undefined, { lc_source: "summarization" })).toEqual({ summary: "short", failed: false });
    expect(detectLegacySummary("no prefix at all", undefined, { lc_source: "summarization" })?.summary).toBe("no prefix at all");
  });

  it("takes the <summary> body of the deepagents form, not the sentence about saved history", () => {
    const text = `${DEEPAGENTS_PREFIX}. The full conversation history has been saved to /h.md.\n\n<summary>\nThe body.\n</summary>`;
    expect(detectLegacySummary(text, undefined, undefined)).toEqual({ summary: "The body.", failed: false });
  });

  it("falls back to the text after the deepagents prefix when there is no <summary> tag", () => {
    expect(detectLegacySummary(`${DEEPAGENTS_PREFIX}. Rest of it.`, undefined, undefined)?.summary).toBe("Rest of it.");
  });

  it("marks a failed compaction, bare or after the prefix", () => {
    expect(detectLegacySummary("Error generating summary: context length exceeded", undefined, { lc_source: "summarization" })).toEqual({
      summary: "context length exceeded",
      failed: true,
    });
    expect(detectLegacySummary(`${SUMMARY_PREFIX}\n\nError generating summary: boom`, undefined, undefined)).toEqual({ summary: "boom", failed: true });
  });

  it("does not treat an ordinary message (or one merely mentioning an error) as a summary", () => {
    expect(detectLegacySummary("Hello there", undefined, {})).toBeUndefined();
    expect(detectLegacySummary("Error generating summary: pasted by a user", undefined, {})).toBeUndefined();
    expect(detectLegacySummary(`Quote: ${SUMMARY_PREFIX}`, undefined, {})).toBeUndefined();
  });

  it("tolerates leading whitespace before the prefix", () => {
    expect(detectLegacySummary(`\n  ${SUMMARY_PREFIX} x`, undefined, undefined)?.summary).toBe("x");
  });
});

describe("parseSummaryMarker", () => {
  const id = asMessageId("m1");

  it("reads every field of a well-formed marker", () => {
    expect(
      parseSummaryMarker(
        { type: "summary_marker", replaced_count: 6, summary: " S ", run_id: "r1", created_at: "2026-01-01T00:00:00Z", tokens_before: 100, tokens_after: 10 },
        id,
      ),
    ).toEqual({
      type: "summary",
      id,
      source: "marker",
      summary: "S",
      failed: false,
      replacedCount: 6,
      runId: "r1",
      createdAt: "2026-01-01T00:00:00Z",
      tokensBefore: 100,
      tokensAfter: 10,
    });
  });

  it("keeps the string ids a marker names as condensed, and none when it names none", () => {
    expect(parseSummaryMarker({ condensed_ids: ["a", 1, "", null, "b"] }, id).condensedIds).toEqual(["a", "b"]);
    expect(parseSummaryMarker({ condensed_ids: [] }, id).condensedIds).toEqual([]);
    expect(parseSummaryMarker({ condensed_ids: "a" }, id).condensedIds).toBeUndefined();
  });

  it("accepts a numeric string count and rejects negative or fractional ones", () => {
    expect(parseSummaryMarker({ replaced_count: "7" }, id).replacedCount).toBe(7);
    expect(parseSummaryMarker({ replaced_count: -3 }, id).replacedCount).toBeNull();
    expect(parseSummaryMarker({ replaced_count: 2.5 }, id).replacedCount).toBeNull();
    expect(parseSummaryMarker({}, id).replacedCount).toBeNull();
  });

  it("shows a scalar summary and turns anything else into an empty one", () => {
    expect(parseSummaryMarker({ summary: 12 }, id).summary).toBe("12");
    expect(parseSummaryMarker({ summary: null }, id).summary).toBe("");
    expect(parseSummaryMarker({ summary: { x: 1 } }, id).summary).toBe("");
  });

  it("ignores wrongly typed optional fields", () => {
    const m = parseSummaryMarker({ summary: "s", tokens_before: "100", created_at: 5, run_id: "" }, id);
    expect(m).not.toHaveProperty("tokensBefore");
    expect(m).not.toHaveProperty("createdAt");
    expect(m).not.toHaveProperty("runId");
  });

  it("marks a marker carrying the error text as failed", () => {
    expect(parseSummaryMarker({ summary: "Error generating summary: x" }, id)).toMatchObject({ failed: true, summary: "x" });
  });
});
