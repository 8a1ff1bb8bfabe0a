import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { toolDisplay } from "./tool-displays";

describe("toolDisplay", () => {
  it("looks the display up by tool name and reads it from the arguments", () => {
    expect(toolDisplay("present_files", { filepaths: ["/out/a.md", "", 3, "/out/b.png"] })).toEqual({ display: "files", files: ["/out/a.md", "/out/b.png"] });
    expect(toolDisplay("present_files", { paths: ["x"] })).toEqual({ display: "files", files: ["x"] });
    expect(toolDisplay("write_todos", { todos: ["a"] })).toEqual({ display: "todos", todos: [{ content: "a", status: "pending" }] });
  });

  it("is generic for other tools, for names on Object.prototype, and for unusable arguments", () => {
    for (const [name, args] of [["search", { filepaths: ["x"] }], ["constructor", {}], ["present_files", "x"], ["write_todos", { todos: 1 }]] as const) {
      expect(toolDisplay(name, args)).toEqual({ display: "generic" });
    }
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.constantFrom("present_files", "write_todos", "other"), fc.anything(), (name, args) => void toolDisplay(name, args)));
  });
});
