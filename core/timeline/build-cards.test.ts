import { readMessage } from "../messages/read";
import { describe, expect, it } from "vitest";
import { buildTimeline, buildTimelineFromMessages } from "./build";
import { ai, human, kinds, stepsOf, tool, toolSteps } from "./test-helpers";
import type { SubagentsItem, TimelineItem } from "./types";
import { CLARIFICATION_TOOL, TASK_TOOL } from "../tools/names";

const build = (messages: unknown[], options: Parameters<typeof buildTimelineFromMessages>[1] = {}) => buildTimelineFromMessages(messages, options);
const only = <K extends TimelineItem["kind"]>(items: TimelineItem[], kind: K) => items.filter((i): i is Extract<TimelineItem, { kind: K }> => i.kind === kind);

describe("subagents (task calls)", () => {
  const task = (id: string, description: string) => [id, TASK_TOOL, { description, subagent_type: "researcher", prompt: `do ${description}` }] as [string, string, unknown];

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
    const [sub] = only(build([{ type: "ai", id: "a", content: "", tool_calls: [{ name: TASK_TOOL }, { id: "k", name: TASK_TOOL, args: "not-an-object" }] }]), "subagents");
    expect(sub!.tasks.map((t) => [t.toolCallId, t.description, t.status])).toEqual([
      ["a:call:0", "", "no_result"],
      ["k", "", "no_result"],
    ]);
  });
});

describe("clarification (ask_clarification)", () => {
  const ask = ai("a", "", [["q1", CLARIFICATION_TOOL, { question: "Which one?", context: "Two meanings.", options: ["A", "B", 3, ""], clarification_type: "ambiguous_requirement" }]], {
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
    const items = build([ai("a", "", [["q1", CLARIFICATION_TOOL, "garbage"]]), tool("t", "q1", "Which one?")]);
    expect(only(items, "clarification")[0]).toMatchObject({ question: "Which one?", options: [] });
  });
});

describe("summaries (docs/wire-contracts.md, 'Compactions')", () => {
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
    // Under its wire id and its content: LangChain reuses the id of a message it replaced.
    expect(items[0]).toEqual({ kind: "summary", id: `summary:${readMessage(message).id}`, replacedCount: null, summary, failed: false, source: "legacy" });
    expect(readMessage(message).id).toMatch(/^s#summary-/);
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

describe("hidden context (docs/wire-contracts.md, 'Hidden context')", () => {
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
