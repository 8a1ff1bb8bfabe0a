import { describe, expect, it } from "vitest";
import { parseInterrupts, parseInterruptValue } from "./parse";
import { responseValue, resumeFor, resumeValue } from "./resume";
import type { Decision } from "./types";

const decisions: Decision[] = [
  { kind: "approve" },
  { kind: "edit", args: { to: "b@example.com" } },
  { kind: "reject", message: "Not now" },
];
const actions = [
  { name: "a", args: {} },
  { name: "send_email", args: { to: "a@example.com" } },
  { name: "c", args: {} },
];

describe("resumeValue", () => {
  it("answers LangChain JS with one decisions list, edits as editedAction", () => {
    const request = parseInterruptValue({ actionRequests: actions });
    expect(resumeValue(request, { kind: "decisions", decisions })).toEqual({
      decisions: [{ type: "approve" }, { type: "edit", editedAction: { name: "send_email", args: { to: "b@example.com" } } }, { type: "reject", message: "Not now" }],
    });
  });

  it("answers LangChain Python in its own spelling (edited_action)", () => {
    const request = parseInterruptValue({ action_requests: actions, review_configs: [] });
    expect(resumeValue(request, { kind: "decisions", decisions })).toEqual({
      decisions: [{ type: "approve" }, { type: "edit", edited_action: { name: "send_email", args: { to: "b@example.com" } } }, { type: "reject", message: "Not now" }],
    });
  });

  it("leaves out an empty rejection message (LangChain then writes its own) and sends a response", () => {
    const request = parseInterruptValue({ actionRequests: [actions[0], actions[1]] });
    const answer = resumeValue(request, { kind: "decisions", decisions: [{ kind: "reject", message: "  " }, { kind: "respond", message: "Use the draft" }] });
    expect(answer).toEqual({ decisions: [{ type: "reject" }, { type: "respond", message: "Use the draft" }] });
  });

  it("answers agent-inbox with a list of responses", () => {
    const entry = { action_request: { action: "write_file", args: {} }, config: { allow_accept: true, allow_edit: true, allow_ignore: true, allow_respond: true } };
    const request = parseInterruptValue([entry, entry, entry, entry, entry]);
    const answer = resumeValue(request, {
      kind: "decisions",
      decisions: [{ kind: "approve" }, { kind: "edit", args: { path: "b" } }, { kind: "reject", message: "" }, { kind: "reject", message: "why" }, { kind: "respond", message: "Do X" }],
    });
    expect(answer).toEqual([
      { type: "accept", args: null },
      { type: "edit", args: { action: "write_file", args: { path: "b" } } },
      { type: "ignore", args: null },
      { type: "ignore", args: "why" },
      { type: "response", args: "Do X" },
    ]);
  });

  it("sends a value as it is", () => {
    expect(resumeValue(parseInterruptValue("Which?"), { kind: "value", value: { pick: 2 } })).toEqual({ pick: 2 });
  });
});

describe("resumeFor", () => {
  const [first, second] = parseInterrupts([
    { id: "i1", value: "A?" },
    { id: "i2", value: "B?" },
  ]);

  it("is the value alone while one interrupt waits", () => {
    expect(resumeFor([first!], first!, { kind: "value", value: "yes" })).toBe("yes");
  });

  it("names the interrupt answered while several wait", () => {
    expect(resumeFor([first!, second!], second!, { kind: "value", value: "yes" })).toEqual({ i2: "yes" });
  });
});

describe("responseValue", () => {
  it("is JSON when the text parses, else the text", () => {
    expect(responseValue('{"pick": 2}')).toEqual({ pick: 2 });
    expect(responseValue("42")).toBe(42);
    expect(responseValue("yes please")).toBe("yes please");
    expect(responseValue("{broken")).toBe("{broken");
  });
});
