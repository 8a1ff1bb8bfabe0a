import { describe, expect, it } from "vitest";
import { testI18n } from "../i18n/test-i18n";
import { stepsLabel, summaryLabel } from "./labels";
import type { Step } from "./types";

// The card and fold lines the page shows and the export writes: ICU plurals in English, the
// count in Chinese, numbers in the locale's digits grouping.

const en = testI18n("en").t;
const zh = testI18n("zh-CN").t;
const tool = (id: string) => ({ kind: "tool", id, name: "search", state: "done" }) as unknown as Step;
const reasoning: Step = { kind: "reasoning", id: "r", text: "…" };

describe("summaryLabel", () => {
  it("counts condensed messages with the plural each language needs", () => {
    expect(summaryLabel({ failed: false, replacedCount: 1 }, en)).toBe("1 message condensed");
    expect(summaryLabel({ failed: false, replacedCount: 12 }, en)).toBe("12 messages condensed");
    expect(summaryLabel({ failed: false, replacedCount: 1234 }, en)).toBe("1,234 messages condensed");
    expect(summaryLabel({ failed: false, replacedCount: 1 }, zh)).toBe("已压缩 1 条消息");
    expect(summaryLabel({ failed: false, replacedCount: 12 }, zh)).toBe("已压缩 12 条消息");
  });
  it("says when the count is unknown or the compaction failed", () => {
    expect(summaryLabel({ failed: false, replacedCount: null }, en)).toBe("Earlier messages condensed");
    expect(summaryLabel({ failed: true, replacedCount: 3 }, en)).toBe("Compaction failed");
    expect(summaryLabel({ failed: false, replacedCount: null }, zh)).toBe("较早的消息已压缩");
    expect(summaryLabel({ failed: true, replacedCount: 3 }, zh)).toBe("压缩失败");
  });
});

describe("stepsLabel", () => {
  it("counts tools, not reasoning", () => {
    expect(stepsLabel([reasoning], en)).toBe("Reasoning");
    expect(stepsLabel([reasoning, tool("a")], en)).toBe("Ran 1 tool");
    expect(stepsLabel([tool("a"), tool("b")], en)).toBe("Ran 2 tools");
    expect(stepsLabel([tool("a"), tool("b")], zh)).toMatch(/2/);
    expect(stepsLabel([reasoning], zh)).toMatch(/\p{Script=Han}/u);
  });
});
