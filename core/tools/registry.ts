import { isDict } from "../messages/guards";
import { parseTodos, type TodoEntry } from "../todos/todos";
import { CLARIFICATION_TOOL, PRESENT_FILES_TOOL, TASK_TOOL, WRITE_TODOS_TOOL } from "./names";

// The tool registry: every tool Threadline renders its own way is one entry here, keyed by its
// name (docs/architecture.md, "Tools"). A tool without an entry is a plain step: its name,
// state, arguments and result in the steps fold.
//
// To add a renderer for a tool:
// 1. Name it in ./names.ts, give it an entry in `TOOLS` below and a case in ./registry.test.ts.
//    To show it as an existing display (a file list, a to-do list) that is all.
// 2. For a new look of a step: add a `ToolDisplayFields` member and its reader of the call's
//    arguments here, and its component in components/messages/tool-renderers.tsx, where the
//    type check asks for it.
// Entries of kind "subagent" and "clarification" become timeline items of their own
// (core/timeline/group.ts); their components are in the same components registry.
// The agent UI components drawn by name (`push_ui_message`) are this registry's other half:
// ./ui-components.ts, with their components in the same components registry.

/** What a tool step shows of its call besides its name, state, arguments and result. */
export type ToolDisplayFields =
  | { display: "generic" }
  | { display: "files"; files: string[] }
  | { display: "todos"; todos: TodoEntry[] };

export type ToolDisplay = ToolDisplayFields["display"];

/** A call's arguments -> its display; undefined when they are unusable (it is then generic). */
export type DisplayReader = (args: unknown) => ToolDisplayFields | undefined;

/** How a tool's calls enter the timeline. */
export type ToolEntry =
  /** A step in the steps fold, its display read from the call's arguments. */
  | { kind: "step"; read: DisplayReader }
  /** A card per call, the calls of one message side by side in a subagents item. */
  | { kind: "subagent" }
  /** A question item of its own, answered by the user's next message. */
  | { kind: "clarification" };

export type ToolKind = ToolEntry["kind"];

const TOOLS: ReadonlyMap<string, ToolEntry> = new Map<string, ToolEntry>([
  [TASK_TOOL, { kind: "subagent" }],
  [CLARIFICATION_TOOL, { kind: "clarification" }],
  // The files are the run's deliverables, also listed outside the fold (core/timeline/presented.ts).
  [PRESENT_FILES_TOOL, { kind: "step", read: presentedFilesDisplay }],
  [WRITE_TODOS_TOOL, { kind: "step", read: todosDisplay }],
]);

/** The entry of a tool, undefined for a tool shown as a plain step. */
export function toolEntry(name: string): ToolEntry | undefined {
  return TOOLS.get(name);
}

const GENERIC: ToolDisplayFields = { display: "generic" };

/** The display of a step calling `name` with `args`. */
export function toolDisplay(name: string, args: unknown): ToolDisplayFields {
  const entry = TOOLS.get(name);
  return (entry?.kind === "step" ? entry.read(args) : undefined) ?? GENERIC;
}

/** `filepaths`, as DeerFlow names them; other spellings are accepted. */
function presentedFilesDisplay(args: unknown): ToolDisplayFields | undefined {
  if (!isDict(args)) return undefined;
  const list = args.filepaths ?? args.files ?? args.paths;
  if (!Array.isArray(list)) return undefined;
  const files: string[] = [];
  for (const file of list) if (typeof file === "string" && file !== "") files.push(file);
  return { display: "files", files };
}

function todosDisplay(args: unknown): ToolDisplayFields | undefined {
  const todos = parseTodos(args);
  return todos === undefined ? undefined : { display: "todos", todos };
}
