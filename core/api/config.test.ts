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
    expect(readRuntimeConfig({})).toEqual({ assistantId: "agent", historyMode: "auto", apiPath: "/api/langgraph", imageOrigins: [], contextWindow: null, compact: "auto" });
  });
  it("reads the context window and how to compact, for the context meter", () => {
    const config = readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "128_000", THREADLINE_COMPACT: " OFF " });
    expect(config.contextWindow).toBe(128000);
    expect(config.compact).toBe("off");
    expect(readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "0", THREADLINE_COMPACT: "sometimes" })).toMatchObject({ contextWindow: null, compact: "auto" });
    expect(readRuntimeConfig({ THREADLINE_CONTEXT_WINDOW: "lots" }).contextWindow).toBeNull();
  });
  it("reads the origins whose images load without a click", () => {
    expect(readRuntimeConfig({ THREADLINE_IMAGE_ORIGINS: "https://cdn.example.com/x https://i.example" }).imageOrigins).toEqual(["https://cdn.example.com", "https://i.example"]);
  });
  it("reads the assistant id and history mode from the environment", () => {
    const config = readRuntimeConfig({ NEXT_PUBLIC_ASSISTANT_ID: "lead_agent", THREADLINE_HISTORY: "state" });
    expect(config.assistantId).toBe("lead_agent");
    expect(config.historyMode).toBe("state");
  });
  it("ignores a blank assistant id", () => {
    expect(readRuntimeConfig({ NEXT_PUBLIC_ASSISTANT_ID: "  " }).assistantId).toBe("agent");
  });
});
