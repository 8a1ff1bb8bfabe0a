import { isDict, nonEmptyStr, safeStringify, type Dict } from "../messages/guards";
import { reviewRequest } from "./review";
import type { InterruptRequest, PendingInterrupt } from "./types";

// Interrupts as LangGraph servers list them (`[{id?, value, ns?, when?, resumable?}]`, from the
// stream's `__interrupt__` or a state's tasks), parsed tolerantly: never throws, skips what
// is not an interrupt, and never lists one interrupt twice.

/** What an interrupt asks: a review of proposed actions, or any other value as it is. */
export function parseInterruptValue(value: unknown): InterruptRequest {
  return reviewRequest(value) ?? { kind: "value", value, text: readableValue(value) };
}

/** A string as it is; anything else as indented JSON. */
export function readableValue(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === undefined) return "";
  return safeStringify(value, 2);
}

const TOOLS_SEGMENT = "tools:";

/**
 * The `task` call an interrupt was raised in: a namespace segment `tools:<call id>` (the
 * convention of deepagents and the SDK's subagent streams), or a `tool_call_id` / `task_id`
 * in the value.
 */
function taskIdOf(entry: Dict): string | undefined {
  if (Array.isArray(entry.ns)) {
    for (const segment of entry.ns) {
      if (typeof segment === "string" && segment.startsWith(TOOLS_SEGMENT)) {
        const id = nonEmptyStr(segment.slice(TOOLS_SEGMENT.length).split(":")[0]);
        if (id !== undefined) return id;
      }
    }
  }
  const value = entry.value;
  return isDict(value) ? (nonEmptyStr(value.tool_call_id) ?? nonEmptyStr(value.task_id)) : undefined;
}

/** Interrupt entries in order; entries without a `value` (bare breakpoints) are not questions. */
export function parseInterrupts(raw: unknown): PendingInterrupt[] {
  if (!Array.isArray(raw)) return [];
  const out: PendingInterrupt[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const entry: unknown = raw[i];
    if (!isDict(entry) || !("value" in entry)) continue;
    const interruptId = nonEmptyStr(entry.id) ?? nonEmptyStr(entry.interrupt_id);
    const id = interruptId === undefined ? `interrupt:#${i}` : `interrupt:${interruptId}`;
    if (seen.has(id)) continue;
    seen.add(id);
    const pending: PendingInterrupt = { id, request: parseInterruptValue(entry.value) };
    if (interruptId !== undefined) pending.interruptId = interruptId;
    const taskId = taskIdOf(entry);
    if (taskId !== undefined) pending.taskId = taskId;
    out.push(pending);
  }
  return out;
}
