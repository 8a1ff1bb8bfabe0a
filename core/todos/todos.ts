import { isDict, str } from "../messages/guards";
import type { NormalizedMessage } from "../messages/types";
import { WRITE_TODOS_TOOL } from "../tools/names";

// The agent's to-do list (docs/wire-contracts.md, "Other state channels": the `todos` channel,
// `[{content, status}]`), as DeerFlow's and deepagents' `write_todos` keep it: the whole list
// is rewritten each time.

export interface TodoEntry {
  content: string;
  /** `pending`, `in_progress` or `completed` as sent; anything else is shown as pending. */
  status: string;
}

/** A `write_todos` argument object (`{todos: [...]}`) -> its entries; undefined if unusable. */
export function parseTodos(args: unknown): TodoEntry[] | undefined {
  if (!isDict(args) || !Array.isArray(args.todos)) return undefined;
  const todos: TodoEntry[] = [];
  for (const t of args.todos) {
    if (typeof t === "string") todos.push({ content: t, status: "pending" });
    else if (isDict(t) && typeof t.content === "string") todos.push({ content: t.content, status: str(t.status) ?? "pending" });
  }
  return todos;
}

/**
 * The current list: the `todos` channel when the backend keeps one, else the arguments of
 * the last `write_todos` call in the messages (backends without the channel).
 */
export function currentTodos(values: unknown, messages: readonly NormalizedMessage[]): TodoEntry[] {
  const channel = isDict(values) ? parseTodos(values) : undefined;
  return channel ?? lastWrittenTodos(messages) ?? [];
}

/** The list of the last usable `write_todos` call among the messages, if any. */
export function lastWrittenTodos(messages: readonly NormalizedMessage[]): TodoEntry[] | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i]!;
    if (message.type !== "ai") continue;
    const calls = message.toolCalls;
    for (let k = calls.length - 1; k >= 0; k--) {
      const call = calls[k]!;
      // An invalid call never ran: the list it names was never written.
      if (call.name !== WRITE_TODOS_TOOL || call.invalid === true) continue;
      const todos = parseTodos(call.args);
      if (todos !== undefined) return todos;
    }
  }
  return undefined;
}

export interface TodoProgress {
  done: number;
  total: number;
  /** What the agent is on: the first entry in progress, else the first not done. */
  current?: TodoEntry;
}

export function todoProgress(todos: readonly TodoEntry[]): TodoProgress {
  let done = 0;
  let inProgress: TodoEntry | undefined;
  let next: TodoEntry | undefined;
  for (const todo of todos) {
    if (todo.status === "completed") done++;
    else if (todo.status === "in_progress") inProgress ??= todo;
    else next ??= todo;
  }
  const current = inProgress ?? next;
  return current === undefined ? { done, total: todos.length } : { done, total: todos.length, current };
}
