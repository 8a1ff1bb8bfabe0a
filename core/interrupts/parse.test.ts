import { describe, expect, it } from "vitest";
import { parseInterrupts, parseInterruptValue, readableValue } from "./parse";

const jsHitl = {
  actionRequests: [
    { name: "send_email", args: { to: "a@example.com" }, description: "Check it" },
    { name: "delete_file", args: { path: "/tmp/x" } },
  ],
  reviewConfigs: [
    { actionName: "send_email", allowedDecisions: ["approve", "edit", "reject"] },
    { actionName: "delete_file", allowedDecisions: ["reject", "approve"] },
  ],
};

describe("parseInterruptValue: LangChain's human-in-the-loop request", () => {
  it("reads the JS form: one action per request, only its allowed decisions, in a fixed order", () => {
    expect(parseInterruptValue(jsHitl)).toEqual({
      kind: "review",
      dialect: "hitl",
      actions: [
        { name: "send_email", args: { to: "a@example.com" }, description: "Check it", allowed: ["approve", "edit", "reject"] },
        { name: "delete_file", args: { path: "/tmp/x" }, allowed: ["approve", "reject"] },
      ],
    });
  });

  it("reads the Python form (snake_case) and remembers it, so the answer is written the same way", () => {
    const request = parseInterruptValue({
      action_requests: [{ name: "run_sql", args: { query: "drop table x" }, description: "Risky" }],
      review_configs: [{ action_name: "run_sql", allowed_decisions: ["approve", "reject"] }],
    });
    expect(request).toEqual({
      kind: "review",
      dialect: "hitl_snake",
      actions: [{ name: "run_sql", args: { query: "drop table x" }, description: "Risky", allowed: ["approve", "reject"] }],
    });
  });

  it("allows LangChain's default decisions for an action without a review config, and no args as none", () => {
    const request = parseInterruptValue({ actionRequests: [{ name: "t" }] });
    expect(request).toMatchObject({ kind: "review", actions: [{ name: "t", args: {}, allowed: ["approve", "edit", "reject"] }] });
  });

  it("ignores unknown decision names and keeps 'respond'", () => {
    const request = parseInterruptValue({
      actionRequests: [{ name: "t", args: {} }],
      reviewConfigs: [{ actionName: "t", allowedDecisions: ["respond", "frobnicate", 3, "approve"] }],
    });
    expect(request).toMatchObject({ actions: [{ allowed: ["approve", "respond"] }] });
  });

  it.each([
    ["an action without a name", { actionRequests: [{ args: {} }] }],
    ["arguments that are not an object", { actionRequests: [{ name: "t", args: "rm -rf" }] }],
    ["an action that is not an object", { actionRequests: ["t"] }],
    ["no actions at all", { actionRequests: [] }],
    ["nothing allowed", { actionRequests: [{ name: "t" }], reviewConfigs: [{ actionName: "t", allowedDecisions: ["frobnicate"] }] }],
    ["allowed decisions that are not a list", { actionRequests: [{ name: "t" }], reviewConfigs: [{ actionName: "t", allowedDecisions: "approve" }] }],
  ])("falls back to a plain value for %s (it could not be answered exactly)", (_, value) => {
    expect(parseInterruptValue(value)).toEqual({ kind: "value", value, text: JSON.stringify(value, null, 2) });
  });

  it("survives junk review configs", () => {
    const request = parseInterruptValue({ actionRequests: [{ name: "t" }], reviewConfigs: [null, 1, { actionName: 5 }, { actionName: "t" }] });
    // A config without a list of decisions allows nothing: the request is shown as a value.
    expect(request.kind).toBe("value");
    expect(parseInterruptValue({ actionRequests: [{ name: "t" }], reviewConfigs: "x" })).toMatchObject({ kind: "review" });
  });
});

describe("parseInterruptValue: agent-inbox requests", () => {
  const entry = (config: Record<string, unknown>) => ({ action_request: { action: "write_file", args: { path: "a.md" } }, config, description: "Write it?" });

  it("maps allow_* flags to decisions (ignore is a rejection)", () => {
    const request = parseInterruptValue([entry({ allow_accept: true, allow_edit: true, allow_respond: true, allow_ignore: true })]);
    expect(request).toEqual({
      kind: "review",
      dialect: "inbox",
      actions: [{ name: "write_file", args: { path: "a.md" }, description: "Write it?", allowed: ["approve", "edit", "reject", "respond"] }],
    });
  });

  it("takes one request given alone, not in a list", () => {
    expect(parseInterruptValue(entry({ allow_respond: true }))).toMatchObject({ kind: "review", dialect: "inbox", actions: [{ allowed: ["respond"] }] });
  });

  it("is a plain value when nothing is allowed or an entry is not a request", () => {
    expect(parseInterruptValue([entry({})]).kind).toBe("value");
    expect(parseInterruptValue([entry({ allow_accept: true }), { question: "?" }]).kind).toBe("value");
    expect(parseInterruptValue([]).kind).toBe("value");
  });
});

describe("parseInterruptValue: any other value", () => {
  it("shows a string as it is and anything else as indented JSON", () => {
    expect(parseInterruptValue("Which file?")).toEqual({ kind: "value", value: "Which file?", text: "Which file?" });
    expect(parseInterruptValue({ question: "Which?", options: [1, 2] })).toMatchObject({ kind: "value", text: '{\n  "question": "Which?",\n  "options": [\n    1,\n    2\n  ]\n}' });
    expect(parseInterruptValue(null)).toMatchObject({ kind: "value", text: "null" });
    expect(readableValue(undefined)).toBe("");
    expect(readableValue(42)).toBe("42");
  });
});

describe("parseInterrupts", () => {
  it("reads each interrupt with its id, and skips repeats and entries that are not interrupts", () => {
    const parsed = parseInterrupts([
      { id: "i1", value: "First?" },
      { id: "i1", value: "First?" },
      { when: "breakpoint" },
      "junk",
      null,
      { value: "No id" },
    ]);
    expect(parsed).toEqual([
      { id: "interrupt:i1", interruptId: "i1", request: { kind: "value", value: "First?", text: "First?" } },
      { id: "interrupt:#5", request: { kind: "value", value: "No id", text: "No id" } },
    ]);
  });

  it("names the subagent task an interrupt came from: a tools: namespace, or the value's call id", () => {
    const [byNs, byValue, neither] = parseInterrupts([
      { id: "a", value: jsHitl, ns: ["tools:call_1", "model_request:xyz"] },
      { id: "b", value: { question: "?", tool_call_id: "call_2" } },
      { id: "c", value: "?", ns: ["model:1", 7] },
    ]);
    expect(byNs?.taskId).toBe("call_1");
    expect(byValue?.taskId).toBe("call_2");
    expect(neither?.taskId).toBeUndefined();
  });

  it("reads nothing from what is not a list", () => {
    expect(parseInterrupts(undefined)).toEqual([]);
    expect(parseInterrupts({ value: "x" })).toEqual([]);
  });
});
