import { asToolCallId } from "../ids";
import { dict, isDict, nonEmptyStr, safeStringify, str } from "./guards";
import type { ToolCall } from "./types";

// `tool_calls` on ai messages: LangChain's `{id, name, args}`, OpenAI's
// `{id, function: {name, arguments}}`, args as an object, a JSON string or garbage.

/**
 * @param messageId used to derive an id for a call that has none, so it stays addressable
 *   and stable across rebuilds.
 */
export function parseToolCalls(toolCalls: unknown, invalidCalls: unknown, messageId: string): ToolCall[] {
  const out: ToolCall[] = [];
  readCalls(out, toolCalls, messageId, false);
  readCalls(out, invalidCalls, messageId, true);
  return out;
}

function readCalls(out: ToolCall[], list: unknown, messageId: string, invalid: boolean): void {
  if (!Array.isArray(list)) return;
  for (let k = 0; k < list.length; k++) {
    const call = readCall(list[k], messageId, k, invalid);
    if (call !== undefined) out.push(call);
  }
}

function readCall(raw: unknown, messageId: string, k: number, invalid: boolean): ToolCall | undefined {
  if (!isDict(raw)) return undefined;
  let name = raw.name;
  let args = raw.args;
  // OpenAI format, read only when the LangChain fields are missing.
  if (typeof name !== "string" || name === "" || args === undefined) {
    const fn = dict(raw.function);
    if (typeof name !== "string" || name === "") name = nonEmptyStr(fn?.name) ?? "unknown";
    if (args === undefined) args = fn?.arguments;
  }
  const wireId = raw.id;
  const id = typeof wireId === "string" && wireId !== "" ? wireId : `${messageId}:${invalid ? "invalid" : "call"}:${k}`;
  return { id: asToolCallId(id), name: name as string, args: parseArgs(args), invalid: invalid ? true : undefined };
}

/**
 * Tool arguments as the model wrote them; never throws, never loses the raw text. Strings
 * that look like a JSON object or array are parsed; anything else is kept as is (a bare
 * word stays a string, partial JSON from a stream stays verbatim).
 */
export function parseArgs(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const head = value.trimStart().charCodeAt(0);
  if (head !== 123 /* { */ && head !== 91 /* [ */) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** Arguments as shown to the user: pretty JSON, or the raw string when they were not JSON. */
export function formatArgs(args: unknown): string {
  return typeof args === "string" ? args : safeStringify(args, 2);
}

export const readToolCallId = (value: unknown) => {
  const id = str(value);
  return id !== undefined && id !== "" ? asToolCallId(id) : undefined;
};
