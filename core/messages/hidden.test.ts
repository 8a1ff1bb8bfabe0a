import { describe, expect, it } from "vitest";
import { hiddenReason } from "./hidden";

describe("hiddenReason (docs/wire-contracts.md, 'Hidden context')", () => {
  it("hides hide_from_ui messages of any type, durable-context blocks included", () => {
    expect(hiddenReason("human", "m1", undefined, { hide_from_ui: true, durable_context_data: true })).toBe("hide_from_ui");
    expect(hiddenReason("ai", "m1", undefined, { hide_from_ui: true })).toBe("hide_from_ui");
    expect(hiddenReason("tool", "m1", undefined, { hide_from_ui: true })).toBe("hide_from_ui");
  });

  it("only a literal true hides: truthy look-alikes do not", () => {
    expect(hiddenReason("human", "m1", undefined, { hide_from_ui: "true" })).toBeUndefined();
    expect(hiddenReason("human", "m1", undefined, { hide_from_ui: 1 })).toBeUndefined();
  });

  it("hides every system message", () => {
    expect(hiddenReason("system", "m1", undefined, undefined)).toBe("system");
  });

  it.each(["summary", "loop_warning", "todo_reminder", "todo_completion_reminder"])("hides the control name %s", (name) => {
    expect(hiddenReason("human", "m1", name, {})).toBe("control_name");
  });

  it("does not hide other names", () => {
    expect(hiddenReason("human", "m1", "alice", {})).toBeUndefined();
    expect(hiddenReason("tool", "m1", "web_search", {})).toBeUndefined();
  });

  it("hides ids with the do-not-render- prefix, and only as a prefix", () => {
    expect(hiddenReason("ai", "do-not-render-123", undefined, undefined)).toBe("do_not_render");
    expect(hiddenReason("ai", "x-do-not-render-123", undefined, undefined)).toBeUndefined();
  });

  it("reports the first rule that matches, in the order docs/wire-contracts.md, 'Hidden context' lists them", () => {
    expect(hiddenReason("system", "do-not-render-1", "loop_warning", { hide_from_ui: true })).toBe("hide_from_ui");
    expect(hiddenReason("system", "do-not-render-1", "loop_warning", {})).toBe("system");
    expect(hiddenReason("human", "do-not-render-1", "loop_warning", {})).toBe("control_name");
  });

  it("shows ordinary messages", () => {
    expect(hiddenReason("human", "m1", undefined, undefined)).toBeUndefined();
  });
});
