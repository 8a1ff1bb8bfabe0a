import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { pausedTasks, stateInterrupts } from "./sources";

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

describe("pausedTasks", () => {
  it("reads the node and the push index of each task that raised interrupts (fixtures/deepagents)", () => {
    const inSubagent = pausedTasks(recordedThread("subagent-interrupt").state);
    expect(inSubagent).toEqual([{ node: "tools", pushIndex: 0, interrupts: [expect.objectContaining({ id: "ab43b10bc08e675e69b8b638397ba0ad" })] }]);
    expect(pausedTasks(recordedThread("api-interrupt").state)).toEqual([
      { node: "HumanInTheLoopMiddleware.after_model", pushIndex: undefined, interrupts: [expect.objectContaining({ id: "e14812246b657d54e39a4c6be1b51277" })] },
    ]);
    expect(pausedTasks(recordedThread("main-final").state)).toEqual([]);
  });

  it("never throws, and lists only tasks with interrupts, with a push index only when the path gives one (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.record({ name: fc.anything(), path: fc.anything(), interrupts: fc.oneof(fc.anything(), fc.array(fc.anything())) })), (junk, tasks) => {
        expect(pausedTasks(junk)).toEqual(Array.isArray((junk as { tasks?: unknown } | null)?.tasks) ? expect.any(Array) : []);
        for (const task of pausedTasks({ tasks })) {
          expect(task.interrupts.length).toBeGreaterThan(0);
          if (task.pushIndex !== undefined) expect(Number.isInteger(task.pushIndex) && task.pushIndex >= 0).toBe(true);
        }
      }),
    );
  });
});
