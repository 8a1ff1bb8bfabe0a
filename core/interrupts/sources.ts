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
