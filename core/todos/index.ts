// The agent's to-do list (DESIGN 3.6).
export { currentTodos, lastWrittenTodos, parseTodos, todoProgress, WRITE_TODOS_TOOL, type TodoEntry, type TodoProgress } from "./todos";
