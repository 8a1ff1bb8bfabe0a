// The agent's to-do list (DESIGN 3.6).
export { currentTodos, lastWrittenTodos, parseTodos, todoProgress, type TodoEntry, type TodoProgress } from "./todos";
