import { isDict } from "../messages/guards";
import { parseTodos, type TodoEntry } from "../todos/todos";

// How a tool step shows its call, besides its name, state, arguments and result: looked up
// by tool name. This registry is the way to give your own tools a rendering (README:
// "Adding a renderer for your own tools"): map the tool's name to a reader of its arguments
// returning one of the displays below. A new kind of display is added to `ToolDisplayFields`
// and rendered in components/messages/tool-renderers.tsx, where the type check asks for it.

export type ToolDisplayFields =
  | { display: "generic" }
  | { display: "files"; files: string[] }
  | { display: "todos"; todos: TodoEntry[] };

export type ToolDisplay = ToolDisplayFields["display"];

/** A call's arguments -> its display; undefined when they are unusable (it is then generic). */
export type DisplayReader = (args: unknown) => ToolDisplayFields | undefined;

const TOOL_DISPLAYS: ReadonlyMap<string, DisplayReader> = new Map<string, DisplayReader>([
  // DeerFlow's present_files: the files are the run's deliverables (see presented.ts).
  ["present_files", presentedFilesDisplay],
  // DeerFlow's and deepagents' write_todos: the whole list, rewritten each time.
  ["write_todos", todosDisplay],
]);

const GENERIC: ToolDisplayFields = { display: "generic" };

export function toolDisplay(name: string, args: unknown): ToolDisplayFields {
  return TOOL_DISPLAYS.get(name)?.(args) ?? GENERIC;
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
