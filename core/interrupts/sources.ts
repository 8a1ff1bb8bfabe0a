import { isDict } from "../messages/guards";

// Where a stored state says what a paused run waits for (the stream says it in
// `values.__interrupt__`, read with the other channels in core/thread/values.ts). Returns the
// raw interrupt entries, which parse.ts reads; never throws, whatever it is given.

/**
 * A stored state's (`threads.getState`) interrupts: those of its tasks, else its own
 * `interrupts` (a list, or lists by task id as on a thread record), which newer servers send
 * beside the tasks and older ones instead of them.
 */
export function stateInterrupts(state: unknown): unknown[] {
  if (!isDict(state)) return [];
  const out: unknown[] = [];
  if (Array.isArray(state.tasks)) {
    for (const task of state.tasks) if (isDict(task) && Array.isArray(task.interrupts)) out.push(...task.interrupts);
  }
  if (out.length > 0) return out;
  const own = state.interrupts;
  if (Array.isArray(own)) return [...own];
  if (isDict(own)) for (const list of Object.values(own)) if (Array.isArray(list)) out.push(...list);
  return out;
}

/** A task a stored state is paused in, with the interrupts it raised. */
export interface PausedTask {
  /** The node it runs (`tasks[].name`). */
  readonly node: string | undefined;
  /** Its place among the `Send`s of its step (`path: ["__pregel_push", index, ...]`): one per tool call where tools are sent one by one. */
  readonly pushIndex: number | undefined;
  readonly interrupts: readonly unknown[];
}

/** The state's tasks that raised interrupts, in order; never throws. */
export function pausedTasks(state: unknown): PausedTask[] {
  if (!isDict(state) || !Array.isArray(state.tasks)) return [];
  const out: PausedTask[] = [];
  for (const task of state.tasks) {
    if (!isDict(task) || !Array.isArray(task.interrupts) || task.interrupts.length === 0) continue;
    const path = Array.isArray(task.path) ? task.path : [];
    const index = path[0] === "__pregel_push" ? path[1] : undefined;
    out.push({
      node: typeof task.name === "string" ? task.name : undefined,
      pushIndex: typeof index === "number" && Number.isInteger(index) && index >= 0 ? index : undefined,
      interrupts: task.interrupts,
    });
  }
  return out;
}
