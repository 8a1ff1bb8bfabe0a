import { describe, expect, it } from "vitest";
import { derivedMessageId, isDerivedMessageId, parseMessage } from "./parse";
import type { AiMessage, NormalizedMessage, ToolMessage } from "./types";

const parse = (raw: unknown) => parseMessage(raw);

function expectType<T extends NormalizedMessage["type"]>(m: NormalizedMessage, type: T): Extract<NormalizedMessage, { type: T }> {
  expect(m.type).toBe(type);
  return m as Extract<NormalizedMessage, { type: T }>;
}

describe("parseMessage: types and ids", () => {
  it.each([
    ["human", "human"],
    ["user", "human"],
    ["ai", "ai"],
    ["assistant", "ai"],
    ["AIMessageChunk", "ai"],
    ["tool", "tool"],
    ["system", "system"],
  ] as const)("maps type %s to %s", (wire, type) => {
    expect(parse({ type: wire, id: "m", content: "x" }).type).toBe(type);
  });

  it("falls back to an OpenAI-style role when type is missing", () => {
    expect(parse({ role: "user", content: "x" }).type).toBe("human");
    expect(parse({ type: "chat", role: "assistant", content: "x" }).type).toBe("ai");
  });

  it("accepts LangChain's serialized constructor form", () => {
    const m = parse({ lc: 1, type: "constructor", id: ["langchain_core", "messages", "HumanMessage"], kwargs: { content: "hi", id: "h1" } });
    expect(m).toMatchObject({ type: "human", id: "h1", text: "hi" });
    expect(parse({ lc: 1, type: "constructor", id: ["x", "AIMessageChunk"], kwargs: { content: "yo" } })).toMatchObject({ type: "ai", text: "yo" });
  });

  it("turns unknown types and non-objects into unsupported, never throws", () => {
    expect(parse({ type: "function", content: "x" })).toMatchObject({ type: "unsupported", reason: 'unknown message type "function"' });
    expect(parse({ type: "constructor", content: "x" }).type).toBe("unsupported");
    expect(parse({ content: "no type" })).toMatchObject({ type: "unsupported", reason: "missing type" });
    for (const junk of [null, 42, "text", [], true, undefined]) expect(parse(junk)).toMatchObject({ type: "unsupported", notMessage: true });
    // An object of an unknown type is still a message: it has an identity history merges by.
    expect(parse({ content: "no type" })).not.toHaveProperty("notMessage");
  });

  it("derives a stable id from the content when the id is missing or empty", () => {
    // From what the message says, so the same message read from the state, the transcript or
    // the stream has the same id; never from where it sits.
    const id = parse({ type: "human", content: "x" }).id;
    expect(id).toBe(derivedMessageId({ type: "human", content: "x" }));
    expect(parse({ type: "human", content: "x" }).id).toBe(id);
    expect(parse({ type: "human", content: "y" }).id).not.toBe(id);
    expect(parse({ type: "human", id: "", content: "x" }).id).toBe(derivedMessageId({ type: "human", id: "", content: "x" }));
    expect(parse({ type: "human", id: 12, content: "x" }).id).toBe(derivedMessageId({ type: "human", id: 12, content: "x" }));
    expect(parse(null).id).toBe(derivedMessageId(null));
    expect(isDerivedMessageId(id)).toBe(true);
    expect(isDerivedMessageId(parse({ type: "human", id: "h", content: "x" }).id)).toBe(false);
  });
});

describe("parseMessage: ai messages", () => {
  it("folds reasoning_content, thinking blocks and think tags into reasoning", () => {
    const m = expectType(parse({ type: "ai", id: "a", content: "<think>tag</think>Answer", additional_kwargs: { reasoning_content: "kw" } }), "ai");
    expect(m.text).toBe("Answer");
    expect(m.reasoning).toBe("kw\n\ntag");
    const blocks = expectType(parse({ type: "ai", id: "b", content: [{ type: "thinking", thinking: "blk" }, { type: "text", text: "T" }] }), "ai");
    expect(blocks).toMatchObject({ text: "T", reasoning: "blk" });
  });

  it("ignores blank or non-string reasoning_content", () => {
    expect(expectType(parse({ type: "ai", id: "a", content: "x", additional_kwargs: { reasoning_content: "  " } }), "ai").reasoning).toBeUndefined();
    expect(expectType(parse({ type: "ai", id: "a", content: "x", additional_kwargs: { reasoning_content: 5 } }), "ai").reasoning).toBeUndefined();
  });

  it("reads tool calls with object, JSON-string and garbage args", () => {
    const m = expectType(
      parse({
        type: "ai",
        id: "a",
        content: "",
        tool_calls: [
          { id: "c1", name: "search", args: { q: "x" } },
          { id: "c2", name: "search", args: '{"q": "y"}' },
          { id: "c3", name: "search", args: "not json" },
          { id: "c4", name: "search", args: '{"q": "cut' },
          { name: "no_id" },
          "junk",
          null,
        ],
      }),
      "ai",
    );
    expect(m.toolCalls.map((c) => [c.id, c.name, c.args])).toEqual([
      ["c1", "search", { q: "x" }],
      ["c2", "search", { q: "y" }],
      ["c3", "search", "not json"],
      ["c4", "search", '{"q": "cut'],
      ["a:call:4", "no_id", undefined],
    ]);
  });

  it("reads OpenAI-format calls, also when they sit only in additional_kwargs", () => {
    const call = { id: "c1", type: "function", function: { name: "search", arguments: '{"q":1}' } };
    const direct = expectType(parse({ type: "ai", id: "a", content: "", tool_calls: [call] }), "ai");
    const legacy = expectType(parse({ type: "ai", id: "b", content: "", additional_kwargs: { tool_calls: [call] } }), "ai");
    for (const m of [direct, legacy]) expect(m.toolCalls).toEqual([expect.objectContaining({ id: "c1", name: "search", args: { q: 1 } })]);
  });

  it("keeps invalid_tool_calls, flagged", () => {
    const m = expectType(parse({ type: "ai", id: "a", content: "", invalid_tool_calls: [{ id: "bad", name: "search", args: "{oops", error: "x" }] }), "ai");
    expect(m.toolCalls).toEqual([expect.objectContaining({ id: "bad", invalid: true, args: "{oops" })]);
  });

  it("survives a non-array tool_calls and non-string content", () => {
    const m = expectType(parse({ type: "ai", content: 17, tool_calls: "nope" }), "ai");
    expect(m).toMatchObject({ text: "17", toolCalls: [] });
  });

  it("reads usage and model on answers", () => {
    const m: AiMessage = expectType(
      parse({ type: "ai", id: "a", content: "x", usage_metadata: { input_tokens: 3, output_tokens: 4, total_tokens: 7 }, response_metadata: { model_name: "m1" } }),
      "ai",
    );
    expect(m.usage).toEqual({ inputTokens: 3, outputTokens: 4, totalTokens: 7 });
    expect(m.model).toBe("m1");
    expect(expectType(parse({ type: "ai", id: "a", content: "x", usage_metadata: { input_tokens: "three" }, response_metadata: null }), "ai").usage).toBeUndefined();
  });

  it("stamps calls with the run and time the backend gives, in its own field first", () => {
    const calls = [{ id: "c", name: "task", args: {} }];
    const own = expectType(parse({ type: "ai", id: "a", content: "", tool_calls: calls, run_id: "r0", additional_kwargs: { run_id: "r1" } }), "ai");
    expect(own.runId).toBe("r0");
    const stamped = expectType(parse({ type: "ai", id: "a", content: "", tool_calls: calls, response_metadata: { run_id: "r2", created_at: " 2026-01-01 " } }), "ai");
    expect(stamped).toMatchObject({ runId: "r2", createdAt: "2026-01-01" });
    const answer = expectType(parse({ type: "ai", id: "a", content: "done", additional_kwargs: { run_id: "r1" } }), "ai");
    expect(answer.runId).toBeUndefined();
  });
});

describe("parseMessage: tool, human and system messages", () => {
  it("reads tool_call_id, name and status", () => {
    const m: ToolMessage = expectType(parse({ type: "tool", id: "t", tool_call_id: "c1", name: "search", status: "error", content: "boom" }), "tool");
    expect(m).toMatchObject({ toolCallId: "c1", name: "search", status: "error", text: "boom" });
    expect(expectType(parse({ type: "tool", id: "t", content: "x", status: "weird" }), "tool").status).toBe("success");
  });

  it("keeps structured tool output visible as JSON", () => {
    expect(expectType(parse({ type: "tool", content: { not: "a string" } }), "tool").text).toBe('{\n  "not": "a string"\n}');
  });

  it("tolerates name: null (DeerFlow) and reads images of human messages", () => {
    const m = expectType(
      parse({ type: "human", id: "h", name: null, content: [{ type: "text", text: "look" }, { type: "image_url", image_url: { url: "https://x/y.png" } }] }),
      "human",
    );
    expect(m).toMatchObject({ text: "look", images: [{ url: "https://x/y.png" }], hidden: undefined });
  });

  it("turns legacy summary forms into summary messages, even with the hidden control name", () => {
    expect(parse({ type: "human", id: "s", name: "summary", content: "Here is a summary of the conversation to date:\n\nS" })).toMatchObject({
      type: "summary",
      source: "legacy",
      summary: "S",
      replacedCount: null,
    });
  });

  it("marks hidden messages with their reason", () => {
    expect(parse({ type: "system", id: "s", content: "sys" })).toMatchObject({ type: "system", hidden: "system", text: "sys" });
    expect(parse({ type: "human", id: "h", content: "x", additional_kwargs: { hide_from_ui: true } }).hidden).toBe("hide_from_ui");
    expect(parse({ type: "human", id: "h", name: "todo_reminder", content: "x" }).hidden).toBe("control_name");
    expect(parse({ type: "tool", id: "do-not-render-1", content: "x" }).hidden).toBe("do_not_render");
  });

  it("parses summary markers and the live summarization event", () => {
    expect(parse({ type: "summary_marker", id: "m", replaced_count: 3, summary: "S" })).toMatchObject({ type: "summary", source: "marker", replacedCount: 3 });
    expect(parse({ type: "summarization", summary: "S" })).toMatchObject({ type: "summary", id: derivedMessageId({ type: "summarization", summary: "S" }) });
  });
});
