import type { MessageId, RunId, ToolCallId } from "../ids";
import type { StopReason, TaskStatus } from "./status";

// The client-side model of the delegation ledger (docs/wire-contracts.md, "Delegations"),
// whatever it was read from: the `delegations` state channel, `task` calls in the transcript,
// or live custom events.

export interface LedgerProgress {
  message: string;
  index?: number;
  total?: number;
}

export interface LedgerEntry {
  /** The `task` tool call id. */
  id: ToolCallId;
  runId?: RunId;
  description: string;
  subagentType: string;
  status: TaskStatus;
  resultBrief?: string;
  resultSha256?: string;
  /** Id of the tool message holding the full result. */
  resultRef?: MessageId;
  stopReason?: StopReason;
  error?: string;
  /** ISO timestamp of the first sighting; never moved by later updates. */
  createdAt?: string;
  /** From `task_running` events only, and only while the task is in progress. */
  progress?: LedgerProgress;
  /** The subagent waits on an interrupt (set by the thread model, never read from the wire). */
  needsInput?: true;
}

export type LedgerFilter = "all" | "in_progress" | "completed" | "failed" | "other";

/**
 * A live custom-stream event about one task, after tolerant parsing (docs/wire-contracts.md,
 * "Delegations").
 */
export type TaskEvent =
  | { type: "task_started"; taskId: ToolCallId; description?: string; subagentType?: string }
  | { type: "task_running"; taskId: ToolCallId; message?: string; messageIndex?: number; totalMessages?: number }
  | { type: "task_completed"; taskId: ToolCallId; result?: string }
  | { type: "task_failed" | "task_cancelled" | "task_timed_out"; taskId: ToolCallId; error?: string };
