// The agent's to-do list (docs/wire-contracts.md, "Other state channels").
export { currentTodos, lastWrittenTodos, parseTodos, todoProgress, type TodoEntry, type TodoProgress } from "./todos";
