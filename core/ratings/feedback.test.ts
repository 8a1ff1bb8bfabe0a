import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COMMENT_MAX, parseFeedback, parseRatingRequest } from "./feedback";

describe("parseFeedback", () => {
  it("reads a gateway's feedback", () => {
    expect(parseFeedback({ feedback_id: "f1", rating: 1, comment: "Clear." })).toEqual({ id: "f1", rating: 1, comment: "Clear." });
    expect(parseFeedback({ feedback_id: "f2", rating: -1, comment: null })).toEqual({ id: "f2", rating: -1, comment: "" });
  });

  it("reads null and anything that is not a rating as unrated", () => {
    for (const raw of [null, undefined, 1, "good", [], {}, { rating: 0 }, { rating: "1" }, { rating: 2 }, { rating: true }]) expect(parseFeedback(raw)).toBeNull();
  });

  it("keeps a rating whose id or comment is malformed, without them", () => {
    expect(parseFeedback({ feedback_id: 7, rating: -1, comment: { text: "x" } })).toEqual({ id: null, rating: -1, comment: "" });
  });

  it("never throws, and a result always has a valid rating", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = parseFeedback(raw);
        expect(parsed === null || parsed.rating === 1 || parsed.rating === -1).toBe(true);
      }),
    );
  });
});

describe("parseRatingRequest", () => {
  it("takes a rating with an optional comment, trimmed", () => {
    expect(parseRatingRequest({ rating: 1 })).toEqual({ rating: 1, comment: "" });
    expect(parseRatingRequest({ rating: -1, comment: "  Wrong figure. " })).toEqual({ rating: -1, comment: "Wrong figure." });
    expect(parseRatingRequest({ rating: -1, comment: null })).toEqual({ rating: -1, comment: "" });
  });

  it("refuses other ratings, comments that are not text, and overlong comments", () => {
    for (const raw of [null, [], {}, { rating: 0 }, { rating: "1" }, { rating: 1, comment: 5 }, { rating: 1, comment: "x".repeat(COMMENT_MAX + 1) }]) {
      expect(parseRatingRequest(raw)).toBeNull();
    }
    expect(parseRatingRequest({ rating: 1, comment: "x".repeat(COMMENT_MAX) })?.comment).toHaveLength(COMMENT_MAX);
  });

  it("never throws, and what it accepts is a rating and a bounded comment", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        const parsed = parseRatingRequest(raw);
        if (parsed === null) return;
        expect([1, -1]).toContain(parsed.rating);
        expect(parsed.comment.length).toBeLessThanOrEqual(COMMENT_MAX);
      }),
    );
  });
});
