import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { declaredText, EMPTY_PROFILE, firstAssistant, readAssistantProfile } from "./profile";

describe("readAssistantProfile", () => {
  it("reads starter prompts, the context window and compaction from metadata", () => {
    const profile = readAssistantProfile({
      assistant_id: "a",
      metadata: {
        context_window: 8192,
        compact_now: "run",
        starter_prompts: [
          "Plain prompt",
          { label: "Delegate", prompt: "Please delegate this" },
          { label: "Read a file", prompt: "What is in it?", files: [{ name: "notes.txt", text: "Hello, ünïcode" }] },
        ],
      },
    });
    expect(profile.contextWindow).toBe(8192);
    expect(profile.compaction).toBe("run");
    expect(profile.starterPrompts).toEqual([
      { label: "Plain prompt", prompt: "Plain prompt", files: [] },
      { label: "Delegate", prompt: "Please delegate this", files: [] },
      {
        label: "Read a file",
        prompt: "What is in it?",
        files: [{ kind: "text", name: "notes.txt", mimeType: "text/plain", size: 16, text: "Hello, ünïcode" }],
      },
    ]);
  });

  it("falls back to config.configurable, then to context", () => {
    const profile = readAssistantProfile({
      metadata: { created_by: "system" },
      config: { configurable: { context_window: "128000" } },
      context: { starter_prompts: [{ text: "From context" }] },
    });
    expect(profile.contextWindow).toBe(128000);
    expect(profile.starterPrompts.map((p) => p.prompt)).toEqual(["From context"]);
    expect(profile.compaction).toBeUndefined();
  });

  it("lets metadata win over config", () => {
    expect(readAssistantProfile({ metadata: { context_window: 1000 }, config: { configurable: { context_window: 2000 } } }).contextWindow).toBe(1000);
  });

  it("has nothing to say for an assistant without these fields", () => {
    expect(readAssistantProfile({ assistant_id: "x", graph_id: "agent", metadata: { created_by: "system" }, config: {} })).toEqual(EMPTY_PROFILE);
    expect(readAssistantProfile(undefined)).toEqual(EMPTY_PROFILE);
    expect(readAssistantProfile([])).toEqual(EMPTY_PROFILE);
  });

  it("drops malformed entries and keeps the rest", () => {
    const profile = readAssistantProfile({
      metadata: {
        context_window: -5,
        compact_now: true,
        starter_prompts: [
          "",
          42,
          { label: "No prompt" },
          { prompt: "   " },
          { prompt: "Binary file", files: [{ name: "cat.png", text: "x" }, { name: "a.md", text: 3 }, "nope"] },
          { prompt: "x".repeat(5000), label: "L".repeat(100) },
        ],
      },
    });
    expect(profile.contextWindow).toBeUndefined();
    expect(profile.compaction).toBeUndefined();
    expect(profile.starterPrompts).toHaveLength(2);
    expect(profile.starterPrompts[0]).toEqual({ label: "Binary file", prompt: "Binary file", files: [] });
    expect(profile.starterPrompts[1]?.prompt).toHaveLength(4000);
    expect(profile.starterPrompts[1]?.label.length).toBeLessThanOrEqual(60);
  });

  it("keeps at most six prompts, and only small text files", () => {
    const many = Array.from({ length: 10 }, (_, i) => `Prompt ${i}`);
    expect(readAssistantProfile({ metadata: { starter_prompts: many } }).starterPrompts).toHaveLength(6);
    const big = { prompt: "Big", files: [{ name: "big.txt", text: "x".repeat(70_000) }, { name: "data.csv", type: "text/csv", text: "a,b" }] };
    expect(readAssistantProfile({ metadata: { starter_prompts: [big] } }).starterPrompts[0]?.files.map((f) => f.name)).toEqual(["data.csv"]);
  });

  it("reads texts declared per locale in the page's locale, else its language, else English", () => {
    const metadata = {
      starter_prompts: [
        { label: { en: "Delegate research", "zh-CN": "委派研究" }, prompt: { en: "Delegate a study", "zh-CN": "委派一项研究" } },
        { label: { fr: "Bonjour", zh: "你好" }, prompt: { fr: "Bonjour", zh: "你好" } },
      ],
    };
    const pick = (locale: string) => readAssistantProfile({ metadata }, locale).starterPrompts.map((p) => [p.label, p.prompt]);
    expect(pick("zh-CN")).toEqual([["委派研究", "委派一项研究"], ["你好", "你好"]]);
    expect(pick("en")).toEqual([["Delegate research", "Delegate a study"], ["Bonjour", "Bonjour"]]);
    expect(declaredText({ "zh-TW": "", de: "Hallo" }, "zh-CN")).toBe("Hallo");
    expect(declaredText({ "ZH-cn": "中" }, "zh-CN")).toBe("中");
    expect(declaredText({}, "en")).toBeUndefined();
    expect(declaredText([], "en")).toBeUndefined();
  });

  it("reads the first assistant of a search", () => {
    expect(firstAssistant([{ assistant_id: "a" }, { assistant_id: "b" }])).toEqual({ assistant_id: "a" });
    expect(firstAssistant({ assistant_id: "a" })).toBeUndefined();
  });

  it("never throws on generated input", () => {
    const text = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom("en", "zh-CN", "zh", "fr", ""), fc.anything()));
    const prompt = fc.oneof(fc.string(), fc.record({ label: text, prompt: text, files: fc.anything() }, { requiredKeys: [] }), fc.anything());
    const fields = fc.record({ context_window: fc.anything(), starter_prompts: fc.oneof(fc.array(prompt, { maxLength: 8 }), fc.anything()), compact_now: fc.anything() }, { requiredKeys: [] });
    const assistant = fc.oneof(fc.record({ metadata: fields, config: fc.record({ configurable: fields }, { requiredKeys: [] }), context: fields }, { requiredKeys: [] }), fc.anything());
    fc.assert(
      fc.property(assistant, (raw) => {
        const profile = readAssistantProfile(raw, "zh-CN");
        expect(profile.starterPrompts.length).toBeLessThanOrEqual(6);
        for (const p of profile.starterPrompts) expect(p.prompt.trim()).not.toBe("");
        if (profile.contextWindow !== undefined) expect(profile.contextWindow).toBeGreaterThan(0);
      }),
    );
  });
});
