// Interrupts (a run paused on `interrupt()`): what it asks, where the backend says so, and
// how an answer is written back.
export type { Decision, DecisionKind, InterruptAnswer, InterruptRequest, PendingInterrupt, ReviewAction, ReviewDialect } from "./types";
export { parseInterrupts, parseInterruptValue, readableValue } from "./parse";
export { stateInterrupts } from "./sources";
export { responseValue, resumeFor, resumeValue } from "./resume";
export { argsText, parseArgsText, type ArgsDraft } from "./edit";
export { DECIDED_LABEL, DECISION_LABEL, interruptMarkdown, interruptTitle, NEEDS_INPUT_LABEL } from "./labels";
