// The names of the tools Threadline renders its own way, as agents send them: spelled here
// once, imported everywhere else. What each one does is in ./registry.ts. This file imports
// nothing, so the modules the registry builds on (core/todos, core/ledger) can use it too.

/** A delegation to a subagent (DeerFlow's and deepagents' `task`). */
export const TASK_TOOL = "task";
/** DeerFlow's question to the user; the user's next message is the answer. */
export const CLARIFICATION_TOOL = "ask_clarification";
/** DeerFlow's and deepagents' to-do list, rewritten whole by each call. */
export const WRITE_TODOS_TOOL = "write_todos";
/** DeerFlow's deliverables of a run: the files it hands to the user. */
export const PRESENT_FILES_TOOL = "present_files";
