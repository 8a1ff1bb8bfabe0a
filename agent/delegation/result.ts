import { createHash } from "node:crypto";
import { ToolMessage } from "@langchain/core/messages";
import { DEMO_MODEL_NAME } from "../config";
import { type TaskEvent } from "../wire";
import { type DelegationEntry, type StopReason, type TerminalStatus } from "./ledger";
import { type TokenUsage } from "./subagent";

// How a finished delegation is written down: the tool message the lead model reads (display
// text plus the structured fields of docs/wire-contracts.md, "Delegations"), its ledger entry
// and its final stream event.

export type TaskOutcome =
  | { status: "completed"; result: string; stopReason?: StopReason; usage: TokenUsage }
  | { status: "failed" | "timed_out" | "cancelled"; error: string; usage: TokenUsage };

export interface TaskCall {
  id: string;
  description: string;
  subagent_type: string;
}

const BRIEF_MAX = 160;
const brief = (text: string) => (text.length <= BRIEF_MAX ? text : `${text.slice(0, BRIEF_MAX - 1)}…`);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The tool message id is fixed by the call id, so the ledger can point at it (result_ref). */
export const resultMessageId = (callId: string) => `task-result-${callId}`;

function displayText(outcome: TaskOutcome): string {
  switch (outcome.status) {
    case "completed":
      return outcome.stopReason
        ? `Task Succeeded (capped: ${outcome.stopReason}). Result: ${outcome.result}`
        : `Task Succeeded. Result: ${outcome.result}`;
    case "failed":
      return `Task failed. Error: ${outcome.error}`;
    case "cancelled":
      return "Task cancelled by user.";
    case "timed_out":
      return "Task timed out.";
  }
}

export function resultMessage(call: TaskCall, outcome: TaskOutcome): ToolMessage {
  const fields: Record<string, unknown> = {
    subagent_status: outcome.status,
    subagent_model_name: DEMO_MODEL_NAME,
    subagent_token_usage: outcome.usage,
  };
  if (outcome.status === "completed") {
    fields.subagent_result_brief = brief(outcome.result);
    fields.subagent_result_sha256 = sha256(outcome.result);
    if (outcome.stopReason) fields.subagent_stop_reason = outcome.stopReason;
  } else {
    fields.subagent_error = outcome.error;
  }
  return new ToolMessage({
    id: resultMessageId(call.id),
    name: "task",
    tool_call_id: call.id,
    content: displayText(outcome),
    status: outcome.status === "completed" ? "success" : "error",
    additional_kwargs: fields,
  });
}

export function ledgerEntry(call: TaskCall, status: DelegationEntry["status"], createdAt: string, runId?: string): DelegationEntry {
  return {
    id: call.id,
    ...(runId ? { run_id: runId } : {}),
    description: call.description,
    subagent_type: call.subagent_type,
    status,
    created_at: createdAt,
  };
}

export function finishedEntry(call: TaskCall, outcome: TaskOutcome, createdAt: string, runId?: string): DelegationEntry {
  const status: TerminalStatus = outcome.status;
  const entry: DelegationEntry = { ...ledgerEntry(call, status, createdAt, runId), result_ref: resultMessageId(call.id) };
  if (outcome.status === "completed") {
    entry.result_brief = brief(outcome.result);
    entry.result_sha256 = sha256(outcome.result);
    if (outcome.stopReason) entry.stop_reason = outcome.stopReason;
  }
  return entry;
}

export function finishedEvent(callId: string, outcome: TaskOutcome): TaskEvent {
  switch (outcome.status) {
    case "completed":
      return { type: "task_completed", task_id: callId, result: outcome.result };
    case "failed":
      return { type: "task_failed", task_id: callId, error: outcome.error };
    case "cancelled":
      return { type: "task_cancelled", task_id: callId, error: outcome.error };
    case "timed_out":
      return { type: "task_timed_out", task_id: callId, error: outcome.error };
  }
}
