// The agent's to-do list (DESIGN 3.6).
export { createTodosTracker, currentTodos, parseTodos, todoProgress, WRITE_TODOS_TOOL, type TodoEntry, type TodoProgress } from "./todos";
