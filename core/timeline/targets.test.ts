import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "./index";
import { innerTargets, itemElementId, rowItemOf, taskElementId } from "./targets";
import { TASK_TOOL } from "../tools/names";

const messages = [
  { type: "human", id: "h1", content: "research this" },
  { type: "ai", id: "a1", content: "", tool_calls: [{ id: "call_1", name: TASK_TOOL, args: { description: "Look", subagent_type: "researcher" } }] },
  { type: "tool", id: "t1", tool_call_id: "call_1", name: TASK_TOOL, content: "Task Succeeded. Result: done" },
  { type: "ai", id: "a2", content: "All done." },
];

describe("rowItemOf", () => {
  const items = buildTimelineFromMessages(messages);
  it("finds an item's row by its element id", () => {
    const last = items.at(-1)!;
    expect(rowItemOf(items, itemElementId(last.id))).toBe(last.id);
  });
  it("finds the row of the subagents item holding a task card", () => {
    const id = rowItemOf(items, taskElementId("call_1"));
    expect(items.find((item) => item.id === id)?.kind).toBe("subagents");
  });
  it("answers undefined for anything it cannot place", () => {
    expect(rowItemOf(items, "item-nope")).toBeUndefined();
    expect(rowItemOf(items, taskElementId("call_x"))).toBeUndefined();
    expect(rowItemOf(items, "elsewhere")).toBeUndefined();
  });
});

describe("innerTargets", () => {
  it("keeps the cards and leaves out the rows", () => {
    expect(innerTargets([itemElementId("human:h1"), taskElementId("c1"), itemElementId("steps:a1")])).toEqual(["task-c1"]);
  });
});
