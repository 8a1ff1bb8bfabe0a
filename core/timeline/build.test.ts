import { describe, expect, it } from "vitest";
import { buildTimeline, buildTimelineFromMessages } from "./build";
import { RESULT_PREVIEW_LENGTH } from "./tool-step";
import { formatArgs } from "../messages/tool-calls";
import { ai, human, kinds, stepsOf, tool, toolSteps } from "./test-helpers";
import type { AssistantItem, SubagentsItem, TimelineItem } from "./types";

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
    const items = build([human("h", "q"), { type: "function", id: "f", content: "x" }, 42, ai("a", "end")], { threadId: "T" });
    expect(items.map((i) => i.id)).toEqual(["human:h", "unsupported:f", "unsupported:derived:T:2", "assistant:a"]);
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
        ["c1", "present_files", { filepaths: ["/mnt/out/a.md", 3, "/mnt/out/b.png"] }],
        ["c2", "write_todos", { todos: [{ content: "one", status: "completed" }, { content: "two" }, { status: "x" }] }],
        ["c3", "present_files", "garbage"],
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

describe("subagents (task calls)", () => {
  const task = (id: string, description: string) => [id, "task", { description, subagent_type: "researcher", prompt: `do ${description}` }] as [string, string, unknown];

  it("makes one card per task call with its status, and the message text a step before it", () => {
    const items = build([
      human("h", "q"),
      ai("a", "Splitting the work.", [task("k1", "one"), task("k2", "two"), task("k3", "three")]),
      tool("t1", "k1", "Task Succeeded. Result: done one", { additional_kwargs: { subagent_model_name: "m", subagent_token_usage: { total_tokens: 5 } } }),
      tool("t2", "k2", "Task timed out.", { additional_kwargs: { subagent_status: "timed_out", subagent_error: "slow" } }),
    ]);
    expect(kinds(items)).toEqual(["human", "steps", "subagents"]);
    const [sub] = only(items, "subagents") as SubagentsItem[];
    expect(sub!.id).toBe("subagents:a");
    expect(sub!.tasks).toEqual([
      { toolCallId: "k1", description: "one", subagentType: "researcher", prompt: "do one", status: "completed", resultMessageId: "t1", resultText: "done one", model: "m", usage: { totalTokens: 5 } },
      { toolCallId: "k2", description: "two", subagentType: "researcher", prompt: "do two", status: "timed_out", resultMessageId: "t2", error: "slow" },
      { toolCallId: "k3", description: "three", subagentType: "researcher", prompt: "do three", status: "no_result" },
    ]);
    expect(toolSteps(items)).toEqual([]);
  });

  it("keeps a task without result in progress while its run is live", () => {
    const [sub] = only(build([human("h", "q"), ai("a", "", [task("k1", "one")])], { runLive: true }), "subagents");
    expect(sub!.tasks[0]!.status).toBe("in_progress");
  });

  it("splits a message mixing task and other calls into both items, in message order", () => {
    const taskFirst = build([ai("a", "", [task("k1", "one"), ["c1", "search"], task("k2", "two")])]);
    expect(kinds(taskFirst)).toEqual(["subagents", "steps"]);
    expect((taskFirst[0] as SubagentsItem).tasks).toHaveLength(2);
    const toolFirst = build([ai("b", "", [["c1", "search"], task("k1", "one")])]);
    expect(kinds(toolFirst)).toEqual(["steps", "subagents"]);
  });

  it("starts a new steps item after a subagents item", () => {
    const items = build([ai("a", "", [task("k1", "one")]), tool("t1", "k1", "Task failed."), ai("b", "", [["c1", "s"]]), tool("t2", "c1", "r")]);
    expect(items.map((i) => i.id)).toEqual(["subagents:a", "steps:b"]);
  });

  it("tolerates task calls with garbage args", () => {
    const [sub] = only(build([{ type: "ai", id: "a", content: "", tool_calls: [{ name: "task" }, { id: "k", name: "task", args: "not-an-object" }] }]), "subagents");
    expect(sub!.tasks.map((t) => [t.toolCallId, t.description, t.status])).toEqual([
      ["a:call:0", "", "no_result"],
      ["k", "", "no_result"],
    ]);
  });
});

describe("clarification (ask_clarification)", () => {
  const ask = ai("a", "", [["q1", "ask_clarification", { question: "Which one?", context: "Two meanings.", options: ["A", "B", 3, ""], clarification_type: "ambiguous_requirement" }]], {
    additional_kwargs: { reasoning_content: "need to ask" },
  });
  const formatted = "🤔 Two meanings.\n\nWhich one?\n\n  1. A\n  2. B";

  it("renders the question with its options, and absorbs the ai message that repeats it", () => {
    const items = build([human("h", "explain X"), ask, tool("t", "q1", formatted), ai("echo", formatted), ai("stop", "")]);
    expect(kinds(items)).toEqual(["human", "steps", "clarification"]);
    expect(only(items, "clarification")[0]).toEqual({
      kind: "clarification",
      id: "clarification:a:0",
      messageId: "a",
      toolCallId: "q1",
      question: "Which one?",
      context: "Two meanings.",
      options: ["A", "B", "3"],
      clarificationType: "ambiguous_requirement",
      answered: false,
      resultText: formatted,
    });
  });

  it("absorbs the repeat even when it comes before the question's result", () => {
    const items = build([human("h", "explain X"), ask, ai("echo", formatted), tool("t", "q1", formatted)]);
    expect(kinds(items)).toEqual(["human", "steps", "clarification"]);
  });

  it("is answered once a human message follows", () => {
    const items = build([ask, tool("t", "q1", formatted), human("h2", "A please"), ai("b", "ok")]);
    expect(only(items, "clarification")[0]!.answered).toBe(true);
  });

  it("keeps an ai message that differs from the question", () => {
    const items = build([ask, tool("t", "q1", formatted), ai("b", "Something else")]);
    expect(kinds(items)).toEqual(["steps", "clarification", "assistant"]);
  });

  it("falls back to the formatted result when the args are unusable", () => {
    const items = build([ai("a", "", [["q1", "ask_clarification", "garbage"]]), tool("t", "q1", "Which one?")]);
    expect(only(items, "clarification")[0]).toMatchObject({ question: "Which one?", options: [] });
  });
});

describe("summaries (DESIGN 3.3)", () => {
  it("renders a marker in place with its counts", () => {
    const items = build([human("h", "q"), { type: "summary_marker", id: "sm", replaced_count: 6, summary: "S", tokens_before: 10, tokens_after: 2, run_id: "r", created_at: "t" }, ai("a", "x")]);
    expect(items[1]).toEqual({ kind: "summary", id: "summary:sm", replacedCount: 6, summary: "S", failed: false, tokensBefore: 10, tokensAfter: 2, createdAt: "t", runId: "r", source: "marker" });
  });

  it("renders two markers with the same id once", () => {
    const marker = { type: "summary_marker", id: "sm", replaced_count: 6, summary: "S" };
    expect(only(build([marker, human("h", "q"), marker]), "summary")).toHaveLength(1);
  });

  it.each([
    ["name: summary", human("s", "The gist.", { name: "summary" }), "The gist."],
    ["the LangChain prefix", human("s", "Here is a summary of the conversation to date:\n\nThe gist."), "The gist."],
    ["lc_source", human("s", "Here is a summary of the conversation to date: The gist.", { additional_kwargs: { lc_source: "summarization" } }), "The gist."],
    ["the deepagents prefix", human("s", "You are in the middle of a conversation that has been summarized.\n\n<summary>The gist.</summary>"), "The gist."],
  ])("turns a legacy summary (%s) into a card, never a user bubble", (_, message, summary) => {
    const items = build([message, human("h", "next")]);
    expect(items[0]).toEqual({ kind: "summary", id: "summary:s", replacedCount: null, summary, failed: false, source: "legacy" });
    expect(only(items, "human").map((h) => h.messageId)).toEqual(["h"]);
  });

  it("marks a failed compaction", () => {
    const [card] = build([human("s", "Error generating summary: too long", { additional_kwargs: { lc_source: "summarization" } })]);
    expect(card).toMatchObject({ kind: "summary", failed: true, summary: "too long" });
  });

  it("puts summary_text on top only when no summary form is in the messages", () => {
    const alone = buildTimeline({ messages: [human("h", "q")], summary_text: " Earlier stuff. " });
    expect(alone[0]).toEqual({ kind: "summary", id: "summary_text", replacedCount: null, summary: "Earlier stuff.", failed: false, source: "summary_text" });
    const withMarker = buildTimeline({ messages: [human("h", "q"), { type: "summary_marker", id: "m", summary: "S" }], summary_text: "Earlier stuff." });
    expect(only(withMarker, "summary").map((s) => s.id)).toEqual(["summary:m"]);
    expect(kinds(buildTimeline({ messages: [human("h", "q")], summary_text: "   " }))).toEqual(["human"]);
  });
});

describe("hidden context (DESIGN 3.2)", () => {
  const messages = [
    human("h1", "visible question"),
    ai("a1", "", [["c1", "s"]]),
    human("d1", "DURABLE-SECRET", { additional_kwargs: { hide_from_ui: true, durable_context_data: true } }),
    tool("t1", "c1", "r1"),
    { type: "system", id: "s1", content: "SYSTEM-SECRET" },
    human("n1", "REMINDER-SECRET", { name: "todo_reminder" }),
    ai("do-not-render-x", "DNR-SECRET"),
    ai("a2", "", [["c2", "s"]]),
    tool("t2", "c2", "r2"),
    ai("a3", "answer"),
  ];

  it("removes hidden messages before grouping: they split nothing and leave no text", () => {
    const items = build(messages, { runLive: true });
    expect(kinds(items)).toEqual(["human", "steps", "assistant"]);
    expect(stepsOf(items)[0]!.steps).toHaveLength(2);
    const json = JSON.stringify(items);
    for (const secret of ["DURABLE-SECRET", "SYSTEM-SECRET", "REMINDER-SECRET", "DNR-SECRET"]) expect(json).not.toContain(secret);
  });

  it("does not let a hidden human message start a turn", () => {
    const items = build([human("h", "q"), ai("a", "", [["c1", "s"]]), human("d", "ctx", { additional_kwargs: { hide_from_ui: true } })], { runLive: true });
    expect(toolSteps(items)[0]!.state).toBe("pending");
  });

  it("does not pair a hidden result with its call", () => {
    const steps = toolSteps(build([ai("a", "", [["c1", "s"]]), tool("do-not-render-t", "c1", "cancelled")]));
    expect(steps.map((s) => s.state)).toEqual(["no_result"]);
  });

  it("shows hidden messages in place, labelled, when asked", () => {
    const items = build(messages, { showHidden: true });
    expect(only(items, "hidden").map((h) => [h.id, h.role, h.reason, h.text])).toEqual([
      ["hidden:d1", "human", "hide_from_ui", "DURABLE-SECRET"],
      ["hidden:s1", "system", "system", "SYSTEM-SECRET"],
      ["hidden:n1", "human", "control_name", "REMINDER-SECRET"],
      ["hidden:do-not-render-x", "ai", "do_not_render", "DNR-SECRET"],
    ]);
    // t1 is rendered with its call, so nothing comes between the hidden blocks; a2 must open
    // a new steps item because a hidden block now sits before it.
    expect(items.map((i) => i.id)).toEqual([
      "human:h1",
      "steps:a1",
      "hidden:d1",
      "hidden:s1",
      "hidden:n1",
      "hidden:do-not-render-x",
      "steps:a2",
      "assistant:a3",
    ]);
  });
});

describe("ids", () => {
  it("are unique and derived from message ids only", () => {
    const items = build([
      human("h", "q"),
      ai("a", "t", [["k", "task"], ["c", "s"], ["q", "ask_clarification", { question: "?" }], ["q2", "ask_clarification", { question: "??" }]]),
      tool("x", "nope", "orphan"),
    ]);
    const ids = items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(["human:h", "steps:a", "subagents:a", "clarification:a:2", "clarification:a:3", "steps:x"]);
  });
});
