import { describe, expect, it } from "vitest";
import { testI18n } from "../i18n/test-i18n";
import { interruptMarkdown, interruptTitle } from "./labels";
import { parseInterruptValue } from "./parse";

describe("interrupt labels", () => {
  const one = parseInterruptValue({ actionRequests: [{ name: "send_email", args: {} }], reviewConfigs: [{ actionName: "send_email", allowedDecisions: ["approve", "reject"] }] });
  const two = parseInterruptValue({ actionRequests: [{ name: "a" }, { name: "b" }] });
  const en = testI18n("en");
  const zh = testI18n("zh-CN");

  it("titles a review by how many actions wait, and any other value as a question", () => {
    expect(interruptTitle(one, en.t)).toBe("Approval needed");
    expect(interruptTitle(two, en.t)).toBe("Approval needed for 2 actions");
    expect(interruptTitle(parseInterruptValue("Which?"), en.t)).toBe("The agent waits for your response");
    expect(interruptTitle(two, zh.t)).toContain("2");
  });

  it("writes a quoted note for the export: the actions and their decisions, or the value in a fence", () => {
    expect(interruptMarkdown(one, en)).toBe("> **Approval needed.**\n> - `send_email` (approve, reject)");
    expect(interruptMarkdown(parseInterruptValue("Pick one\n```x```"), en)).toBe("> **The agent waits for your response.**\n>\n> ```\n> Pick one\n> '''x'''\n> ```");
  });
});
