import { isDict, str } from "../messages/guards";
import { parseArgs } from "../messages/tool-calls";

// The agent's to-do list (DESIGN 3.6: the `todos` channel, `[{content, status}]`), as
// DeerFlow's and deepagents' `write_todos` keep it: the whole list is rewritten each time.

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

export const WRITE_TODOS_TOOL = "write_todos";

/**
 * The current list: the `todos` channel when the backend keeps one, else the arguments of
 * the last `write_todos` call in the messages (backends without the channel).
 */
export function currentTodos(values: unknown, messages: readonly unknown[]): TodoEntry[] {
  const channel = isDict(values) ? parseTodos(values) : undefined;
  return channel ?? lastWrittenTodos(messages, 0)?.todos ?? [];
}

interface Written {
  /** Index of the message holding the call. */
  at: number;
  todos: TodoEntry[];
}

/** The list of the last usable `write_todos` call among `messages[from..]`. */
function lastWrittenTodos(messages: readonly unknown[], from: number): Written | undefined {
  for (let i = messages.length - 1; i >= from; i--) {
    const calls = (messages[i] as { tool_calls?: unknown } | null)?.tool_calls;
    if (!Array.isArray(calls)) continue;
    for (let k = calls.length - 1; k >= 0; k--) {
      const call: unknown = calls[k];
      if (!isDict(call) || call.name !== WRITE_TODOS_TOOL) continue;
      const todos = parseTodos(parseArgs(call.args));
      if (todos !== undefined) return { at: i, todos };
    }
  }
  return undefined;
}

/**
 * `currentTodos` for a thread whose messages change a frame at a time while it streams: only
 * what changed since the previous call is read (found by identity, as the other per-frame
 * trackers do), not the whole thread each frame. The same list object comes back while the
 * list does not change.
 */
export function createTodosTracker(): (values: unknown, messages: readonly unknown[]) => readonly TodoEntry[] {
  let last: { messages: readonly unknown[]; written: Written | undefined } | undefined;
  let channel: { raw: unknown; todos: TodoEntry[] | undefined } | undefined;
  return (values, messages) => {
    const list = Array.isArray(messages) ? messages : [];
    let from = 0;
    if (last !== undefined) {
      const shared = Math.min(last.messages.length, list.length);
      let first = 0;
      while (first < shared && last.messages[first] === list[first]) first++;
      // The list found last time is still there unless it was in the part that changed.
      if ((last.written?.at ?? -1) < first) from = first;
    }
    const written = lastWrittenTodos(list, from) ?? (from > 0 ? last?.written : undefined);
    last = { messages: list, written };
    const raw = isDict(values) ? values.todos : undefined;
    if (channel === undefined || channel.raw !== raw) channel = { raw, todos: parseTodos({ todos: raw }) };
    return channel.todos ?? written?.todos ?? NO_TODOS;
  };
}

const NO_TODOS: readonly TodoEntry[] = Object.freeze([]);

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
