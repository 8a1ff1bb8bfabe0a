// Interrupts (a run paused on `interrupt()`): what it asks, where the backend says so, and
// how an answer is written back.
export type { Decision, DecisionKind, InterruptAnswer, InterruptRequest, PendingInterrupt, ReviewAction, ReviewDialect } from "./types";
export { parseInterrupts, parseInterruptValue, readableValue } from "./parse";
export { pausedTasks, stateInterrupts, type PausedTask } from "./sources";
export { responseValue, resumeFor, resumeValue } from "./resume";
export { argsText, parseArgsText, type ArgsDraft, type ArgsProblem } from "./edit";
export { DECIDED_KEY, DECISION_KEY, interruptMarkdown, interruptTitle, NEEDS_INPUT_KEY } from "./labels";
