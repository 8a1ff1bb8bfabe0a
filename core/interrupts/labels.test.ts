import { describe, expect, it } from "vitest";
import { interruptMarkdown, interruptTitle } from "./labels";
import { parseInterruptValue } from "./parse";

describe("interrupt labels", () => {
  const one = parseInterruptValue({ actionRequests: [{ name: "send_email", args: {} }], reviewConfigs: [{ actionName: "send_email", allowedDecisions: ["approve", "reject"] }] });
  const two = parseInterruptValue({ actionRequests: [{ name: "a" }, { name: "b" }] });

  it("titles a review by how many actions wait, and any other value as a question", () => {
    expect(interruptTitle(one)).toBe("Approval needed");
    expect(interruptTitle(two)).toBe("Approval needed for 2 actions");
    expect(interruptTitle(parseInterruptValue("Which?"))).toBe("The agent waits for your response");
  });

  it("writes a quoted note for the export: the actions and their decisions, or the value in a fence", () => {
    expect(interruptMarkdown(one)).toBe("> **Approval needed.**\n> - `send_email` (approve, reject)");
    expect(interruptMarkdown(parseInterruptValue("Pick one\n```x```"))).toBe("> **The agent waits for your response.**\n>\n> ```\n> Pick one\n> '''x'''\n> ```");
  });
});
