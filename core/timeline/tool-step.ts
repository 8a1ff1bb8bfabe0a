import { asToolCallId, type ToolCallId } from "../ids";
import { isDict, str } from "../messages/guards";
import { formatArgs } from "../messages/tool-calls";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { TodoEntry, ToolDisplay, ToolResult, ToolState, ToolStep } from "./types";

// One tool call (with its paired result, if any) as a step of a steps item.

/** Results longer than this are folded in the UI; the full text is always kept. */
export const RESULT_PREVIEW_LENGTH = 2000;

export function toolResult(message: ToolMessage): ToolResult {
  const result: ToolResult = { text: message.text, status: message.status, messageId: message.id };
  if (message.text.length > RESULT_PREVIEW_LENGTH) {
    result.truncated = true;
    result.previewLength = RESULT_PREVIEW_LENGTH;
  }
  return result;
}

/**
 * A tool step whose `argsText` is computed on first read. Serializing the arguments of
 * every call of a 100k-message thread costs more than the whole rest of the build, and only
 * the few steps on screen are ever read. A class, because a prototype getter is cheap to
 * instantiate (an object-literal getter costs a closure and a slow literal per step).
 * `toJSON` keeps the text in serialized output; object spread does not copy a prototype
 * getter, so read `argsText` rather than spreading a step.
 */
class ToolStepRecord {
  readonly kind = "tool";
  display: ToolDisplay = "generic";
  // Declared only: set when they apply, so absent fields are not own keys at all.
  declare result?: ToolResult;
  declare orphan?: true;
  declare invalid?: true;
  declare files?: string[];
  declare todos?: TodoEntry[];
  #argsText: string | undefined;

  constructor(
    readonly id: string,
    readonly toolCallId: ToolCallId,
    readonly name: string,
    readonly args: unknown,
    readonly state: ToolState,
  ) {}

  get argsText(): string {
    return (this.#argsText ??= formatArgs(this.args));
  }

  toJSON(): object {
    return { ...this, argsText: this.argsText };
  }
}

/**
 * @param live the call belongs to the last turn of a running thread: a missing result is
 *   still expected ("pending") rather than lost ("no_result").
 */
export function toolStep(call: ToolCall, result: ToolMessage | undefined, id: string, live: boolean): ToolStep {
  const state: ToolState =
    result !== undefined
      ? result.status === "error"
        ? "error"
        : "done"
      : call.invalid
        ? "error"
        : live
          ? "pending"
          : "no_result";
  const step = new ToolStepRecord(id, call.id, call.name, call.args, state);
  setDisplay(step, call.name, call.args);
  if (result !== undefined) step.result = toolResult(result);
  if (call.invalid) step.invalid = true;
  return asToolStep(step);
}

/** A result with no matching call: still shown, so no visible message is lost. */
export function orphanStep(message: ToolMessage, id: string): ToolStep {
  const toolCallId = message.toolCallId ?? asToolCallId(`${message.id}:orphan`);
  const state = message.status === "error" ? "error" : "done";
  const step = new ToolStepRecord(id, toolCallId, message.name ?? "unknown", undefined, state);
  step.result = toolResult(message);
  step.orphan = true;
  return asToolStep(step);
}

/** present_files and write_todos get a dedicated rendering when their args are usable. */
function setDisplay(step: ToolStepRecord, name: string, args: unknown): void {
  if (name === "present_files") {
    const files = readFiles(args);
    if (files === undefined) return;
    step.display = "files";
    step.files = files;
  } else if (name === "write_todos") {
    const todos = readTodos(args);
    if (todos === undefined) return;
    step.display = "todos";
    step.todos = todos;
  }
}

/**
 * The record's flat shape narrowed to the ToolStep union. Sound because setDisplay sets
 * `files` exactly when display is "files" and `todos` exactly when it is "todos".
 */
function asToolStep(step: ToolStepRecord): ToolStep {
  return step as ToolStep;
}

/** DeerFlow's present_files takes `filepaths`; other spellings are accepted. */
function readFiles(args: unknown): string[] | undefined {
  if (!isDict(args)) return undefined;
  const list = args.filepaths ?? args.files ?? args.paths;
  if (!Array.isArray(list)) return undefined;
  const files: string[] = [];
  for (const f of list) if (typeof f === "string" && f !== "") files.push(f);
  return files;
}

function readTodos(args: unknown): TodoEntry[] | undefined {
  if (!isDict(args) || !Array.isArray(args.todos)) return undefined;
  const todos: TodoEntry[] = [];
  for (const t of args.todos) {
    if (typeof t === "string") todos.push({ content: t, status: "pending" });
    else if (isDict(t) && typeof t.content === "string") todos.push({ content: t.content, status: str(t.status) ?? "pending" });
  }
  return todos;
}
