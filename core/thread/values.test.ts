import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { customEventType, growsTotals, readThreadValues } from "./values";

describe("readThreadValues", () => {
  it("reads the channels the page uses, keeping the messages array", () => {
    const messages = [{ type: "human", content: "hi" }];
    const interrupts = [{ id: "i", value: "?" }];
    expect(readThreadValues({ messages, summary_text: "s", delegations: [], todos: 3, __interrupt__: interrupts, ui: [], other: 1 })).toEqual({
      messages,
      summaryText: "s",
      delegations: [],
      todos: 3,
      interrupts,
      ui: [],
    });
    expect(readThreadValues({ messages }).messages).toBe(messages);
  });

  it("gives one shared empty list for values without messages, whatever they are", () => {
    const empty = readThreadValues(undefined).messages;
    expect(empty).toEqual([]);
    for (const values of [null, {}, { messages: "x" }, [], 3]) expect(readThreadValues(values).messages).toBe(empty);
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (values) => void readThreadValues(values)));
  });
});

describe("customEventType", () => {
  it("is the event's type when it is a string", () => {
    expect(customEventType({ type: "summarization" })).toBe("summarization");
    for (const event of [null, "task_started", { type: 3 }, [], {}]) expect(customEventType(event)).toBeUndefined();
  });
});

describe("growsTotals", () => {
  it("is a delegation started or a compaction, nothing else", () => {
    expect(growsTotals({ type: "task_started", task_id: "c1" })).toBe(true);
    expect(growsTotals({ type: "summarization", summary: "s" })).toBe(true);
    for (const event of [{ type: "task_running" }, { type: "task_completed" }, { type: "other" }, null, "task_started", { type: 1 }]) expect(growsTotals(event)).toBe(false);
  });
});
