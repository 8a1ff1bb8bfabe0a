import { readMessage } from "../messages/read";
import { describe, expect, it } from "vitest";
import { buildTimeline, buildTimelineFromMessages } from "./build";
import { RESULT_PREVIEW_LENGTH } from "./tool-step";
import { formatArgs } from "../messages/tool-calls";
import { ai, human, kinds, stepsOf, tool, toolSteps } from "./test-helpers";
import type { AssistantItem, TimelineItem } from "./types";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "../tools/names";

const build = (messages: unknown[], options: Parameters<typeof buildTimelineFromMessages>[1] = {}) => buildTimelineFromMessages(messages, options);
const only = <K extends TimelineItem["kind"]>(items: TimelineItem[], kind: K) => items.filter((i): i is Extract<TimelineItem, { kind: K }> => i.kind === kind);

describe("turns, answers and steps", () => {
  it("groups a tool loop between a question and its answer into one steps item", () => {
    const items = build([
      human("h1", "question"),
      ai("a1", "", [["c1", "search", { q: 1 }]], { additional_kwargs: { reasoning_content: "think first" } }),
      tool("t1", "c1", "r1"),
      ai("a2", "found something", [["c2", "fetch"]]),
      tool("t2", "c2", "r2"),
      ai("a3", "the answer"),
    ]);
    expect(kinds(items)).toEqual(["human", "steps", "assistant"]);
    expect(items.map((i) => i.id)).toEqual(["human:h1", "steps:a1", "assistant:a3"]);
    expect(stepsOf(items)[0]!.steps.map((s) => [s.kind, s.id])).toEqual([
      ["reasoning", "a1:reasoning"],
      ["tool", "a1:tool:0"],
      ["text", "a2:text"],
      ["tool", "a2:tool:0"],
    ]);
    expect(items[2]).toEqual({ kind: "assistant", id: "assistant:a3", messageId: "a3", text: "the answer" });
  });

  it("folds reasoning, usage and model into the answer", () => {
    const [answer] = build([
      ai("a", "<think>why</think>Because.", [], { usage_metadata: { input_tokens: 1, output_tokens: 2, total_tokens: 3 }, response_metadata: { model_name: "m" } }),
    ]) as AssistantItem[];
    expect(answer).toEqual({
      kind: "assistant",
      id: "assistant:a",
      messageId: "a",
      text: "Because.",
      reasoning: "why",
      usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
      model: "m",
    });
  });

  it("shows a reasoning-only final message as the answer once the run is over, as reasoning while live", () => {
    const messages = [human("h", "q"), ai("a", "", [], { additional_kwargs: { reasoning_content: "The whole answer." } })];
    expect(only(build(messages), "assistant")[0]).toMatchObject({ text: "The whole answer.", reasoningAsText: true });
    expect(only(build(messages, { runLive: true }), "assistant")[0]).toMatchObject({ text: "", reasoning: "The whole answer." });
  });

  it("drops ai messages with nothing to show", () => {
    expect(build([ai("a", ""), ai("b", "   "), ai("c", [{ type: "weird" }])])).toEqual([]);
  });

  it("shows human images and text", () => {
    const [item] = build([human("h", [{ type: "text", text: "see" }, { type: "image_url", image_url: { url: "https://x/y.png" } }])]);
    expect(item).toEqual({ kind: "human", id: "human:h", messageId: "h", text: "see", images: [{ url: "https://x/y.png" }], files: [] });
  });

  it("turns unknown message types and non-objects into unsupported placeholders in place", () => {
    const items = build([human("h", "q"), { type: "function", id: "f", content: "x" }, 42, ai("a", "end")]);
    expect(items.map((i) => i.id)).toEqual(["human:h", "unsupported:f", `unsupported:${readMessage(42).id}`, "assistant:a"]);
  });

  it("returns nothing for values that are not a state object, and survives broken channels", () => {
    expect(buildTimeline(null)).toEqual([]);
    expect(buildTimeline("x")).toEqual([]);
    expect(buildTimeline({ messages: "nope", summary_text: 5 })).toEqual([]);
    expect(kinds(buildTimeline({ messages: [ai("a", "x")], delegations: "not-a-list", todos: 7 }))).toEqual(["assistant"]);
  });
});

describe("tool steps", () => {
  it("pairs results with calls by id, whatever the order of the results", () => {
    const items = build([
      ai("a", "", [["c1", "s"], ["c2", "s"], ["c3", "s"]]),
      tool("t3", "c3", "three"),
      tool("t1", "c1", "one"),
      tool("t2", "c2", "two"),
    ]);
    expect(toolSteps(items).map((s) => [s.toolCallId, s.result?.text, s.state])).toEqual([
      ["c1", "one", "done"],
      ["c2", "two", "done"],
      ["c3", "three", "done"],
    ]);
    expect(kinds(items)).toEqual(["steps"]);
  });

  it("pairs a result even when it comes before its call", () => {
    const steps = toolSteps(build([tool("t1", "c1", "early"), ai("a", "", [["c1", "s"]])]));
    expect(steps.map((s) => [s.toolCallId, s.result?.text, s.orphan])).toEqual([["c1", "early", undefined]]);
  });

  it("marks error results", () => {
    expect(toolSteps(build([ai("a", "", [["c1", "s"]]), tool("t", "c1", "bad", { status: "error" })]))[0]).toMatchObject({
      state: "error",
      result: { status: "error", text: "bad" },
    });
  });

  it("is pending only in the last turn of a live run, and no_result otherwise", () => {
    const messages = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), human("h2", "q2"), ai("a2", "", [["c2", "s"]])];
    expect(toolSteps(build(messages, { runLive: true })).map((s) => s.state)).toEqual(["no_result", "pending"]);
    expect(toolSteps(build(messages)).map((s) => s.state)).toEqual(["no_result", "no_result"]);
  });

  it("shows results without a matching call as orphan steps", () => {
    const items = build([human("h", "q"), tool("t1", "ghost", "orphan text"), { type: "tool", id: "t2", content: "no call id" }]);
    expect(toolSteps(items).map((s) => [s.id, s.name, s.orphan, s.result?.text])).toEqual([
      ["t1:result", "unknown", true, "orphan text"],
      ["t2:result", "unknown", true, "no call id"],
    ]);
  });

  it("gives a repeated call id no result and shows a repeated result on its own", () => {
    const items = build([ai("a", "", [["c1", "s"], ["c1", "s"]]), tool("t1", "c1", "first"), tool("t2", "c1", "second")]);
    expect(toolSteps(items).map((s) => [s.id, s.result?.text ?? null, s.orphan ?? false])).toEqual([
      ["a:tool:0", "first", false],
      ["a:tool:1", null, false],
      ["t2:result", "second", true],
    ]);
  });

  it("keeps long results whole and flags them for folding", () => {
    const long = "x".repeat(RESULT_PREVIEW_LENGTH + 1);
    const [short, folded] = toolSteps(build([ai("a", "", [["c1", "s"], ["c2", "s"]]), tool("t1", "c1", "short"), tool("t2", "c2", long)]));
    expect(short!.result).toEqual({ text: "short", status: "success", messageId: "t1" });
    expect(folded!.result).toEqual({ text: long, status: "success", messageId: "t2", truncated: true, previewLength: RESULT_PREVIEW_LENGTH });
  });

  it("keeps arguments as sent, shown as pretty JSON or as the raw text", () => {
    const [obj, raw] = toolSteps(build([ai("a", "", [["c1", "s", { q: "x" }], ["c2", "s", "not json"]])]));
    expect(obj!.args).toEqual({ q: "x" });
    expect(formatArgs(obj!.args)).toBe('{\n  "q": "x"\n}');
    expect(formatArgs(raw!.args)).toBe("not json");
  });

  it("survives arguments too deep or too odd to serialize", () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i++) deep = { d: deep };
    const [nested, big] = toolSteps(build([ai("a", "", [["c1", "s", deep], ["c2", "s", { n: 10n }]])]));
    expect(typeof formatArgs(nested!.args)).toBe("string");
    expect(formatArgs(big!.args)).toBe("[object Object]");
  });

  it("gives present_files its files and write_todos its todos, and falls back on bad args", () => {
    const items = build([
      ai("a", "", [
        ["c1", PRESENT_FILES_TOOL, { filepaths: ["/mnt/out/a.md", 3, "/mnt/out/b.png"] }],
        ["c2", WRITE_TODOS_TOOL, { todos: [{ content: "one", status: "completed" }, { content: "two" }, { status: "x" }] }],
        ["c3", PRESENT_FILES_TOOL, "garbage"],
      ]),
    ]);
    const [files, todos, generic] = toolSteps(items);
    expect(files).toMatchObject({ display: "files", files: ["/mnt/out/a.md", "/mnt/out/b.png"] });
    expect(todos).toMatchObject({ display: "todos", todos: [{ content: "one", status: "completed" }, { content: "two", status: "pending" }] });
    expect(generic!.display).toBe("generic");
    expect(generic).not.toHaveProperty("files");
  });

  it("shows invalid tool calls as failed steps", () => {
    const [step] = toolSteps(build([ai("a", "", [], { invalid_tool_calls: [{ id: "bad", name: "s", args: "{oops" }] })]));
    expect(step).toMatchObject({ state: "error", invalid: true, args: "{oops" });
  });
});

describe("ids", () => {
  it("are unique and derived from message ids only", () => {
    const items = build([
      human("h", "q"),
      ai("a", "t", [["k", TASK_TOOL], ["c", "s"], ["q", CLARIFICATION_TOOL, { question: "?" }], ["q2", CLARIFICATION_TOOL, { question: "??" }]]),
      tool("x", "nope", "orphan"),
    ]);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(["human:h", "steps:a", "subagents:a", "clarification:a:2", "clarification:a:3", "steps:x"]);
  });
});
