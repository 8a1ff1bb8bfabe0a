// Interrupts (a run paused on `interrupt()`): what it asks, where the backend says so, and
// how an answer is written back.
export type { Decision, DecisionKind, InterruptAnswer, InterruptRequest, PendingInterrupt, ReviewAction, ReviewDialect } from "./types";
export { parseInterrupts, parseInterruptValue, readableValue } from "./parse";
export { pausedTasks, stateInterrupts, type PausedTask } from "./sources";
export { responseValue, resumeFor, resumeValue } from "./resume";
export { DECIDED_KEY, DECISION_KEY, interruptMarkdown, interruptTitle, NEEDS_INPUT_KEY } from "./labels";
export { argField, argFields, fieldLabel, readableDescription, SUMMARY_KEYS, type ArgField, type NestedSummary } from "./fields";
export { fieldInput, formArgs, initialValues, type FieldInput, type FieldProblem, type FormDraft, type FormValue } from "./form";
export { receiptDecision, receiptLine, receiptMarkdown, receiptsOf, type DecidedInterrupt, type Receipt } from "./receipt";
