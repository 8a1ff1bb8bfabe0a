import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as names from "./names";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "./names";
import { toolDisplay, toolEntry } from "./registry";

describe("tool names", () => {
  it("are spelled as the agents send them", () => {
    expect({ ...names }).toEqual({ TASK_TOOL: "task", CLARIFICATION_TOOL: "ask_clarification", WRITE_TODOS_TOOL: "write_todos", PRESENT_FILES_TOOL: "present_files" });
  });
});

describe("toolEntry", () => {
  it("has an entry for every named tool", () => {
    for (const name of Object.values(names)) expect(toolEntry(name), name).toBeDefined();
  });

  it("says how each tool enters the timeline", () => {
    expect(toolEntry(TASK_TOOL)).toEqual({ kind: "subagent" });
    expect(toolEntry(CLARIFICATION_TOOL)).toEqual({ kind: "clarification" });
    expect(toolEntry(PRESENT_FILES_TOOL)?.kind).toBe("step");
    expect(toolEntry(WRITE_TODOS_TOOL)?.kind).toBe("step");
  });

  it("has none for other tools, names on Object.prototype included", () => {
    for (const name of ["search", "read_file", "constructor", "__proto__", "toString", ""]) expect(toolEntry(name)).toBeUndefined();
  });
});

describe("toolDisplay", () => {
  it("looks the display up by tool name and reads it from the arguments", () => {
    expect(toolDisplay(PRESENT_FILES_TOOL, { filepaths: ["/out/a.md", "", 3, "/out/b.png"] })).toEqual({ display: "files", files: ["/out/a.md", "/out/b.png"] });
    expect(toolDisplay(PRESENT_FILES_TOOL, { paths: ["x"] })).toEqual({ display: "files", files: ["x"] });
    expect(toolDisplay(WRITE_TODOS_TOOL, { todos: ["a"] })).toEqual({ display: "todos", todos: [{ content: "a", status: "pending" }] });
  });

  it("is generic for other tools, for names on Object.prototype, for tools that are not steps, and for unusable arguments", () => {
    const cases: [string, unknown][] = [
      ["search", { filepaths: ["x"] }],
      ["constructor", {}],
      [TASK_TOOL, { filepaths: ["x"] }],
      [CLARIFICATION_TOOL, { todos: ["a"] }],
      [PRESENT_FILES_TOOL, "x"],
      [WRITE_TODOS_TOOL, { todos: 1 }],
    ];
    for (const [name, args] of cases) expect(toolDisplay(name, args)).toEqual({ display: "generic" });
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.constantFrom(...Object.values(names), "other"), fc.anything(), (name, args) => void toolDisplay(name, args)));
  });
});
