// The delegation ledger (docs/wire-contracts.md, "Delegations"): channel parsing, derivation
// from the transcript, live events, the merge rule, and the view the Delegations panel renders.
export type { LedgerEntry, LedgerFilter, LedgerProgress, TaskEvent } from "./types";
export {
  TERMINAL_STATUSES,
  isTerminalStatus,
  parseTaskResult,
  parseTaskStatus,
  parseStopReason,
  type StopReason,
  type TaskResult,
  type TaskStatus,
  type TaskUsage,
} from "./status";
export { mergeLedger, mergeEntry } from "./merge";
export { parseLedgerChannel } from "./channel";
export { deriveLedger } from "./derive";
export { applyTaskEvent, parseTaskEvent } from "./events";
export { resolveLedger, type ResolveInput } from "./resolve";
export { ledgerView, countInProgress, shortHash, STATUS_KEY, STOP_REASON_KEY, stopReasonLabel } from "./view";
