import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "../timeline/build";
import { locateMessages, messageIdsOf, summaryKey } from "./locate";

const messages = [
  { type: "human", id: "h1", content: "question" },
  { type: "ai", id: "a1", content: "", additional_kwargs: { reasoning_content: "thinking" }, tool_calls: [{ id: "c1", name: "search", args: {} }] },
  { type: "tool", id: "t1", tool_call_id: "c1", name: "search", content: "found" },
  { type: "ai", id: "a2", content: "", tool_calls: [{ id: "k1", name: "task", args: { description: "d", subagent_type: "coder" } }] },
  { type: "tool", id: "t2", tool_call_id: "k1", name: "task", content: "Task Succeeded. Result: ok" },
  { type: "summary_marker", id: "m1", replaced_count: 2, summary: "s" },
  { type: "ai", id: "a3", content: "answer" },
  { type: "system", id: "s1", content: "hidden" },
];

describe("locateMessages", () => {
  it("finds every message of a real timeline in the item that shows it", () => {
    const items = buildTimelineFromMessages(messages, { showHidden: true });
    const where = locateMessages(items);
    const kindOf = (messageId: string) => items.find((i) => i.id === where.get(messageId))?.kind;
    expect(kindOf("h1")).toBe("human");
    expect(kindOf("a1")).toBe("steps");
    expect(kindOf("t1")).toBe("steps");
    expect(kindOf("a2")).toBe("subagents");
    expect(kindOf("t2")).toBe("subagents");
    expect(kindOf("m1")).toBe("summary");
    expect(kindOf("a3")).toBe("assistant");
    expect(kindOf("s1")).toBe("hidden");
  });

  it("knows nothing of hidden messages that are not shown", () => {
    const where = locateMessages(buildTimelineFromMessages(messages));
    expect(where.has("s1")).toBe(false);
  });
});

describe("summaryKey", () => {
  it("is the marker's id, and null for the summary_text card", () => {
    const items = buildTimelineFromMessages([{ type: "human", id: "h", content: "x" }], { summaryText: "earlier" });
    const card = items.find((i) => i.kind === "summary");
    expect(card && card.kind === "summary" ? summaryKey(card) : "missing").toBeNull();
    const marker = buildTimelineFromMessages(messages).find((i) => i.kind === "summary");
    expect(marker && marker.kind === "summary" ? summaryKey(marker) : null).toBe("m1");
    expect(marker ? messageIdsOf(marker) : []).toEqual(["m1"]);
  });
});
