import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessages } from "../messages/read";
import { WRITE_TODOS_TOOL } from "../tools/names";
import { currentTodos as currentOf, parseTodos, todoProgress } from "./todos";

/** The list as the thread model reads it: over the parsed messages. */
const currentTodos = (values: unknown, messages: readonly unknown[]) => currentOf(values, readMessages(messages));

const writeTodos = (id: string, todos: unknown, asJson = false) => ({
  type: "ai",
  id,
  content: "",
  tool_calls: [{ id: `call-${id}`, name: WRITE_TODOS_TOOL, args: asJson ? JSON.stringify({ todos }) : { todos } }],
});

describe("parseTodos", () => {
  it("keeps entries with text, strings as pending ones, and the status as sent", () => {
    expect(parseTodos({ todos: [{ content: "a", status: "completed" }, "b", { content: "c" }, { status: "done" }, 42, null, { content: "d", status: 7 }] })).toEqual([
      { content: "a", status: "completed" },
      { content: "b", status: "pending" },
      { content: "c", status: "pending" },
      { content: "d", status: "pending" },
    ]);
  });

  it("is undefined for anything without a todos list", () => {
    for (const args of [undefined, null, "todos", [], {}, { todos: "a" }]) expect(parseTodos(args)).toBeUndefined();
  });
});

describe("currentTodos", () => {
  const older = [{ content: "plan", status: "in_progress" }];
  const newer = [
    { content: "plan", status: "completed" },
    { content: "build", status: "in_progress" },
  ];

  it("reads the todos channel when the backend keeps one, even an empty one", () => {
    expect(currentTodos({ todos: newer }, [writeTodos("a1", older)])).toEqual(newer);
    expect(currentTodos({ todos: [] }, [writeTodos("a1", older)])).toEqual([]);
  });

  it("else takes the last write_todos call, in a JSON string too", () => {
    expect(currentTodos({ messages: [] }, [writeTodos("a1", older), { type: "tool", id: "t1", content: "ok" }, writeTodos("a2", newer)])).toEqual(newer);
    expect(currentTodos(undefined, [writeTodos("a1", older), writeTodos("a2", newer, true)])).toEqual(newer);
  });

  it("skips calls whose arguments are unusable, and is empty when there is no list", () => {
    const broken = { type: "ai", id: "a2", tool_calls: [{ name: WRITE_TODOS_TOOL, args: "{not json" }, { name: WRITE_TODOS_TOOL, args: { todos: "x" } }] };
    expect(currentTodos({}, [writeTodos("a1", older), broken])).toEqual(older);
    expect(currentTodos({}, [{ type: "human", content: "hi" }, null, 3, { tool_calls: "x" }])).toEqual([]);
    expect(currentTodos(null, [])).toEqual([]);
  });

  it("reads OpenAI-format calls, and skips calls the model could not form", () => {
    const openAi = { type: "ai", id: "a2", content: "", additional_kwargs: { tool_calls: [{ id: "c2", function: { name: WRITE_TODOS_TOOL, arguments: JSON.stringify({ todos: newer }) } }] } };
    expect(currentTodos({}, [writeTodos("a1", older), openAi])).toEqual(newer);
    const invalid = { type: "ai", id: "a3", content: "", invalid_tool_calls: [{ id: "c3", name: WRITE_TODOS_TOOL, args: { todos: newer } }] };
    expect(currentTodos({}, [writeTodos("a1", older), invalid])).toEqual(older);
  });

  it("never throws, whatever the state and messages", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 5 }), (values, messages) => {
        expect(Array.isArray(currentTodos(values, messages))).toBe(true);
      }),
    );
  });
});

describe("todoProgress", () => {
  it("counts completed entries and names the one in progress", () => {
    const todos = [
      { content: "a", status: "completed" },
      { content: "b", status: "pending" },
      { content: "c", status: "in_progress" },
    ];
    expect(todoProgress(todos)).toEqual({ done: 1, total: 3, current: todos[2] });
  });

  it("falls back to the first entry not done, and to none when all are", () => {
    const todos = [
      { content: "a", status: "completed" },
      { content: "b", status: "blocked" },
    ];
    expect(todoProgress(todos)).toEqual({ done: 1, total: 2, current: todos[1] });
    expect(todoProgress([{ content: "a", status: "completed" }])).toEqual({ done: 1, total: 1 });
    expect(todoProgress([])).toEqual({ done: 0, total: 0 });
  });
});
