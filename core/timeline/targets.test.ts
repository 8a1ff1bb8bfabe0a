import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "./index";
import { innerTargets, itemElementId, rowIndexOf, taskElementId } from "./targets";

const messages = [
  { type: "human", id: "h1", content: "research this" },
  { type: "ai", id: "a1", content: "", tool_calls: [{ id: "call_1", name: "task", args: { description: "Look", subagent_type: "researcher" } }] },
  { type: "tool", id: "t1", tool_call_id: "call_1", name: "task", content: "Task Succeeded. Result: done" },
  { type: "ai", id: "a2", content: "All done." },
];

describe("rowIndexOf", () => {
  const items = buildTimelineFromMessages(messages);
  it("finds an item's row by its element id", () => {
    const last = items.at(-1)!;
    expect(rowIndexOf(items, itemElementId(last.id))).toBe(items.length - 1);
  });
  it("finds the row of the subagents item holding a task card", () => {
    const index = rowIndexOf(items, taskElementId("call_1"));
    expect(items[index]?.kind).toBe("subagents");
  });
  it("answers -1 for anything it cannot place", () => {
    expect(rowIndexOf(items, "item-nope")).toBe(-1);
    expect(rowIndexOf(items, taskElementId("call_x"))).toBe(-1);
    expect(rowIndexOf(items, "elsewhere")).toBe(-1);
  });
});

describe("innerTargets", () => {
  it("keeps the cards and leaves out the rows", () => {
    expect(innerTargets([itemElementId("human:h1"), taskElementId("c1"), itemElementId("steps:a1")])).toEqual(["task-c1"]);
  });
});
