import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEEDBACK_ORIGINS, parseFeedbackOrigins, readFeedbackSettings } from "./feedback-settings";

describe("readFeedbackSettings", () => {
  it("is on with a feedback key on a backend read the stock way", () => {
    expect(readFeedbackSettings({ THREADLINE_FEEDBACK_KEY: " user_score ", THREADLINE_HISTORY: "state" })).toEqual({ kind: "langsmith", key: "user_score", origins: [...DEFAULT_FEEDBACK_ORIGINS] });
  });

  it("is off without a key, with a key that is not a name, or where threads have a paged transcript", () => {
    expect(readFeedbackSettings({ THREADLINE_HISTORY: "state" })).toEqual({ kind: "off" });
    expect(readFeedbackSettings({ THREADLINE_FEEDBACK_KEY: "a b", THREADLINE_HISTORY: "state" })).toEqual({ kind: "off" });
    expect(readFeedbackSettings({ THREADLINE_FEEDBACK_KEY: "user_score" })).toEqual({ kind: "off" });
    expect(readFeedbackSettings({ THREADLINE_FEEDBACK_KEY: "user_score", THREADLINE_HISTORY: "paged" })).toEqual({ kind: "off" });
  });
});

describe("parseFeedbackOrigins", () => {
  it("reads origins separated by commas or spaces, ignoring what is not an origin", () => {
    expect(parseFeedbackOrigins("https://ls.example.com, http://127.0.0.1:4000/ https://x.example/path ftp://y.example nonsense")).toEqual(["https://ls.example.com", "http://127.0.0.1:4000"]);
  });

  it("defaults to LangSmith's cloud", () => {
    expect(parseFeedbackOrigins(undefined)).toEqual([...DEFAULT_FEEDBACK_ORIGINS]);
    expect(parseFeedbackOrigins("  ")).toEqual([...DEFAULT_FEEDBACK_ORIGINS]);
  });

  it("never throws, and yields origins only", () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        for (const origin of parseFeedbackOrigins(raw)) expect(new URL(origin).origin).toBe(origin);
      }),
    );
  });
});
