import { HumanMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { EMAIL_TOOL } from "../email/tool";
import { NOTE_TOOL } from "../notes/tool";
import { agentProfile } from "../assistant-profile";
import { asksFor, planLeadReply } from "./script";

// The starter prompts exist in English and Chinese (agent/assistant-profile.ts): each language's
// prompt must lead to the same demo.
const tools = ["task", EMAIL_TOOL, NOTE_TOOL];
const plan = (text: string) => planLeadReply([new HumanMessage({ id: "h1", content: text })], { tools });
const prompts = (locale: string) =>
  (agentProfile().starter_prompts as { prompt: Record<string, string> }[]).map((entry) => entry.prompt[locale]!);

describe("the demo model's triggers", () => {
  it("knows a trigger as an English word or by its Chinese", () => {
    expect(asksFor("Please delegate this", "delegate")).toBe(true);
    expect(asksFor("the delegates met", "delegate")).toBe(false);
    expect(asksFor("委派一项研究", "delegate")).toBe(true);
    expect(asksFor("请审批", "approve")).toBe(true);
    expect(asksFor("压缩一下", "compaction")).toBe(true);
    expect(asksFor("你好", "compaction")).toBe(false);
  });

  it("streams a slow answer, four times as long when asked for a long one", () => {
    const slow = plan("Walk me through it, slow and point by point");
    const long = plan("Walk me through it, slow and long, point by point");
    expect(slow.pace).toBe("slow");
    expect(long.pace).toBe("slow");
    expect(long.text).toContain("Point 160 ");
    expect(slow.text).not.toContain("Point 41 ");
  });

  it.each(["en", "zh-CN"])("leads each %s starter prompt to its demo", (locale) => {
    const [delegation, compaction, approval, file] = prompts(locale);
    expect(plan(delegation!).toolCalls.map((call) => call.name)).toEqual(["task", "task", "task"]);
    expect(plan(compaction!).toolCalls[0]?.name).toBe(NOTE_TOOL);
    expect(plan(approval!).toolCalls.map((call) => call.name)).toEqual([EMAIL_TOOL]);
    expect(plan(approval!).toolCalls[0]?.args).toMatchObject({ to: "team@example.com" });
    expect(plan(file!).toolCalls).toEqual([]);
  });

  it("takes a Chinese request's topic from what follows 关于", () => {
    const [delegation, , approval] = prompts("zh-CN");
    expect(plan(delegation!).toolCalls[0]?.args).toMatchObject({ description: "Research 聊天智能体如何保持长对话" });
    expect(plan(approval!).toolCalls[0]?.args).toMatchObject({ subject: "About 季度路线图" });
  });
});
