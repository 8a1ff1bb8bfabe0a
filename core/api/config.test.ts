import { describe, expect, it } from "vitest";
import { parseHistoryMode, readRuntimeConfig } from "./config";

describe("parseHistoryMode", () => {
  it("accepts the documented modes in any case", () => {
    expect(parseHistoryMode("paged")).toBe("paged");
    expect(parseHistoryMode(" STATE ")).toBe("state");
    expect(parseHistoryMode("auto")).toBe("auto");
  });
  it("falls back to auto for anything else", () => {
    expect(parseHistoryMode(undefined)).toBe("auto");
    expect(parseHistoryMode("")).toBe("auto");
    expect(parseHistoryMode("pagedd")).toBe("auto");
  });
});

describe("readRuntimeConfig", () => {
  it("defaults to the embedded agent", () => {
    expect(readRuntimeConfig({})).toEqual({ assistantId: "agent", apiPath: "/api/langgraph", imageOrigins: [], contextWindow: null, langsmithRatings: false });
  });
  it("reads the context window, for the context meter", () => {
    expect(readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "128_000" }).contextWindow).toBe(128000);
    expect(readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "0" }).contextWindow).toBeNull();
    expect(readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "lots" }).contextWindow).toBeNull();
  });
  it("reads the origins whose images load without a click", () => {
    expect(readRuntimeConfig({ THREADLINE_IMAGE_ORIGINS: "https://cdn.example.com/x https://i.example" }).imageOrigins).toEqual(["https://cdn.example.com", "https://i.example"]);
  });
  it("reads the assistant id from the environment", () => {
    expect(readRuntimeConfig({ NEXT_PUBLIC_ASSISTANT_ID: "lead_agent" }).assistantId).toBe("lead_agent");
  });
  it("ignores a blank assistant id", () => {
    expect(readRuntimeConfig({ NEXT_PUBLIC_ASSISTANT_ID: "  " }).assistantId).toBe("agent");
  });
});
