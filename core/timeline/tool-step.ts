import { asToolCallId, type ToolCallId } from "../ids";
import { isDict } from "../messages/guards";
import { parseTodos, WRITE_TODOS_TOOL } from "../todos/todos";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { TodoEntry, ToolDisplay, ToolResult, ToolState, ToolStep } from "./types";

// One tool call (with its paired result, if any) as a step of a steps item.

/** Results longer than this are folded in the UI; the full text is always kept. */
export const RESULT_PREVIEW_LENGTH = 2000;

export function toolResult(message: ToolMessage): ToolResult {
  const { text, status, id: messageId } = message;
  // Two literals rather than keys added later: see makeStep.
  return text.length > RESULT_PREVIEW_LENGTH
    ? { text, status, messageId, truncated: true, previewLength: RESULT_PREVIEW_LENGTH }
    : { text, status, messageId };
}

interface StepFields {
  id: string;
  toolCallId: ToolCallId;
  name: string;
  args: unknown;
  state: ToolState;
}

/**
 * One literal per common shape, keys in one fixed order: V8 pretenures a literal's
 * allocation site once its objects are seen to survive (allocates them in the old
 * generation directly), and a build's ~40k steps all survive, so as `new` instances or with
 * keys added afterwards (a young property store) each would be copied by the
 * young-generation GC. Absent fields are not own keys at all. The arguments are kept as
 * sent; the UI formats them when a step's details are opened (`formatArgs`): doing it here
 * for every call of a large thread would cost more than the rest of the build.
 */
function makeStep(f: StepFields, display: ToolDisplay, list: string[] | TodoEntry[] | undefined, result: ToolResult | undefined): ToolStep {
  const { id, toolCallId, name, args, state } = f;
  let step: object;
  if (display === "files") {
    step = result === undefined
      ? { id, toolCallId, name, args, state, kind: "tool", display, files: list }
      : { id, toolCallId, name, args, state, kind: "tool", display, files: list, result };
  } else if (display === "todos") {
    step = result === undefined
      ? { id, toolCallId, name, args, state, kind: "tool", display, todos: list }
      : { id, toolCallId, name, args, state, kind: "tool", display, todos: list, result };
  } else {
    step = result === undefined
      ? { id, toolCallId, name, args, state, kind: "tool", display }
      : { id, toolCallId, name, args, state, kind: "tool", display, result };
  }
  // Sound: `files` is set exactly when display is "files", `todos` exactly when "todos".
  return step as ToolStep;
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
  const name = call.name;
  const args = call.args;
  // present_files and write_todos get a dedicated rendering when their args are usable.
  const files = name === "present_files" ? readFiles(args) : undefined;
  const todos = files === undefined && name === WRITE_TODOS_TOOL ? parseTodos(args) : undefined;
  const display: ToolDisplay = files !== undefined ? "files" : todos !== undefined ? "todos" : "generic";
  const step = makeStep({ id, toolCallId: call.id, name, args, state }, display, files ?? todos, result === undefined ? undefined : toolResult(result));
  if (call.invalid) step.invalid = true;
  return step;
}

/** A result with no matching call: still shown, so no visible message is lost. */
export function orphanStep(message: ToolMessage, id: string): ToolStep {
  const toolCallId = message.toolCallId ?? asToolCallId(`${message.id}:orphan`);
  const state = message.status === "error" ? "error" : "done";
  const step = makeStep({ id, toolCallId, name: message.name ?? "unknown", args: undefined, state }, "generic", undefined, toolResult(message));
  step.orphan = true;
  return step;
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
