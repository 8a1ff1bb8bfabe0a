import { describe, expect, it } from "vitest";
import { stateInterrupts } from "./sources";

describe("stateInterrupts", () => {
  it("collects the interrupts of every task", () => {
    const state = { tasks: [{ id: "t1", interrupts: [{ id: "a", value: 1 }] }, { id: "t2", interrupts: [] }, { id: "t3", interrupts: [{ id: "b", value: 2 }] }] };
    expect(stateInterrupts(state)).toEqual([{ id: "a", value: 1 }, { id: "b", value: 2 }]);
  });

  it("falls back to the state's own interrupts: a list, or lists by task id", () => {
    expect(stateInterrupts({ tasks: [], interrupts: [{ id: "a", value: 1 }] })).toEqual([{ id: "a", value: 1 }]);
    expect(stateInterrupts({ interrupts: { t1: [{ id: "a", value: 1 }], t2: "junk" } })).toEqual([{ id: "a", value: 1 }]);
  });

  it("prefers the tasks when both are sent (they list the same interrupts)", () => {
    expect(stateInterrupts({ tasks: [{ interrupts: [{ id: "a", value: 1 }] }], interrupts: [{ id: "a", value: 1 }] })).toHaveLength(1);
  });

  it("reads nothing from malformed states", () => {
    for (const state of [null, "x", [], { tasks: "x" }, { tasks: [null, { interrupts: "x" }] }, { interrupts: 3 }]) expect(stateInterrupts(state)).toEqual([]);
  });
});
