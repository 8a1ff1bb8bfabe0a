import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bundleGlobal, isComponentName, isGraphId, MAX_ACTION_TEXT, MAX_FRAME_HEIGHT, readFrameMessage, readRenderRequest, submitAsAction } from "./protocol";

describe("readFrameMessage", () => {
  it("reads the allow-listed messages", () => {
    expect(readFrameMessage({ type: "ready" })).toEqual({ type: "ready" });
    expect(readFrameMessage({ type: "rendered", extra: 1 })).toEqual({ type: "rendered" });
    expect(readFrameMessage({ type: "height", px: 120.2 })).toEqual({ type: "height", px: 121 });
    expect(readFrameMessage({ type: "error", reason: "threw" })).toEqual({ type: "error", reason: "threw" });
    expect(readFrameMessage({ type: "action", action: { type: "send", text: "More, please", to: "x" } })).toEqual({
      type: "action",
      action: { type: "send", text: "More, please" },
    });
  });

  it("caps the height and refuses nonsense ones", () => {
    expect(readFrameMessage({ type: "height", px: 1e9 })).toEqual({ type: "height", px: MAX_FRAME_HEIGHT });
    for (const px of [-1, Number.NaN, Number.POSITIVE_INFINITY, "100", null]) expect(readFrameMessage({ type: "height", px })).toBeNull();
  });

  it("refuses actions not on the list and empty or oversized text", () => {
    expect(readFrameMessage({ type: "action", action: { type: "navigate", url: "https://evil.example" } })).toBeNull();
    expect(readFrameMessage({ type: "action", action: { type: "send", text: "   " } })).toBeNull();
    expect(readFrameMessage({ type: "action", action: { type: "send", text: "x".repeat(MAX_ACTION_TEXT + 1) } })).toBeNull();
    expect(readFrameMessage({ type: "action", action: { type: "send", text: 5 } })).toBeNull();
    expect(readFrameMessage({ type: "action" })).toBeNull();
  });

  it("refuses other messages and other values", () => {
    for (const data of [null, undefined, "ready", 1, [], [{ type: "ready" }], { type: "eval", code: "1" }, { type: "error", reason: "other" }]) {
      expect(readFrameMessage(data)).toBeNull();
    }
  });

  it("never throws, and whatever it returns is on the list", () => {
    const known = fc.record(
      {
        type: fc.constantFrom("ready", "rendered", "height", "error", "action", "other"),
        px: fc.oneof(fc.double(), fc.anything()),
        reason: fc.oneof(fc.constantFrom("load", "missing", "threw"), fc.anything()),
        action: fc.oneof(fc.record({ type: fc.constantFrom("send", "x"), text: fc.oneof(fc.string(), fc.anything()) }), fc.anything()),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.oneof(known, fc.anything()), (data) => {
        const message = readFrameMessage(data);
        if (message === null) return;
        expect(["ready", "rendered", "height", "error", "action"]).toContain(message.type);
        if (message.type === "height") expect(message.px).toBeGreaterThanOrEqual(0);
        if (message.type === "height") expect(message.px).toBeLessThanOrEqual(MAX_FRAME_HEIGHT);
        if (message.type === "action") expect(message.action.text.trim()).not.toBe("");
      }),
    );
  });
});

describe("readRenderRequest", () => {
  const request = { type: "render", graph: "langchain_agent", code: "var x = 1;", css: null, name: "card", props: { title: "Hi" } };

  it("reads a render request", () => {
    expect(readRenderRequest(request)).toEqual(request);
    expect(readRenderRequest({ ...request, css: "a{}", props: [1] })).toEqual({ ...request, css: "a{}", props: {} });
  });

  it("refuses malformed ones", () => {
    expect(readRenderRequest({ ...request, type: "height" })).toBeNull();
    expect(readRenderRequest({ ...request, graph: "../x" })).toBeNull();
    expect(readRenderRequest({ ...request, name: "" })).toBeNull();
    expect(readRenderRequest({ ...request, code: 1 })).toBeNull();
    expect(readRenderRequest({ ...request, css: 1 })).toBeNull();
    expect(readRenderRequest("render")).toBeNull();
  });

  it("never throws", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ type: fc.constant("render"), graph: fc.string(), code: fc.anything(), css: fc.anything(), name: fc.string(), props: fc.anything() })), (data) => {
        const read = readRenderRequest(data);
        if (read) expect(read.type).toBe("render");
      }),
    );
  });
});

describe("bundleGlobal", () => {
  it("is the global the LangGraph bundler names", () => {
    expect(bundleGlobal("langchain_agent")).toBe("__LGUI_langchain_agent");
    expect(bundleGlobal("my-graph.v2")).toBe("__LGUI_my_graph_v2");
  });
});

it("isGraphId and isComponentName take what the proxy and the bundler do", () => {
  expect(isGraphId("langchain_agent")).toBe(true);
  expect(isGraphId("a/b")).toBe(false);
  expect(isComponentName("weather-card")).toBe(true);
  expect(isComponentName("<script>")).toBe(false);
});

describe("submitAsAction", () => {
  it("sends the last human message's text, as components write it", () => {
    expect(submitAsAction({ messages: [{ type: "human", content: "More" }] })).toEqual({ type: "send", text: "More" });
    expect(submitAsAction({ messages: { role: "user", content: [{ type: "text", text: "A" }, "B"] } })).toEqual({ type: "send", text: "AB" });
    expect(submitAsAction({ messages: [{ type: "human", content: "first" }, { type: "ai", content: "x" }, "last"] })).toEqual({ type: "send", text: "last" });
  });

  it("asks for nothing else", () => {
    for (const values of [null, {}, { messages: [] }, { messages: [{ type: "ai", content: "x" }] }, { messages: [{ type: "human", content: " " }] }, { command: { resume: 1 } }]) {
      expect(submitAsAction(values)).toBeNull();
    }
  });

  it("never throws, and sends only text a frame's action may carry", () => {
    const part = fc.oneof(fc.string(), fc.record({ type: fc.constant("text"), text: fc.string() }), fc.anything());
    const message = fc.oneof(fc.string(), fc.record({ type: fc.constantFrom("human", "ai"), role: fc.constantFrom("user", "assistant"), content: fc.oneof(fc.string(), fc.array(part)) }, { requiredKeys: [] }), fc.anything());
    fc.assert(
      fc.property(fc.oneof(fc.record({ messages: fc.oneof(message, fc.array(message)) }), fc.anything()), (values) => {
        const action = submitAsAction(values);
        if (action) expect(readFrameMessage({ type: "action", action })).toEqual({ type: "action", action });
      }),
    );
  });
});
