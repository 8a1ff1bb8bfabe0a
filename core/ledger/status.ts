import { isDict } from "../messages/guards";
import type { Usage } from "../messages/types";
import { readUsage } from "../messages/usage";

// The status of one subagent task (docs/wire-contracts.md, "Delegations"), read from the tool
// message that answers a `task` call. It depends on core/messages only, so the ledger reducer
// and the timeline can both use it without depending on each other.

export type TaskStatus = "in_progress" | "completed" | "failed" | "cancelled" | "timed_out" | "polling_timed_out";
export type StopReason = "token_capped" | "turn_capped" | "loop_capped";

export const TERMINAL_STATUSES: ReadonlySet<TaskStatus> = new Set<TaskStatus>([
  "completed",
  "failed",
  "cancelled",
  "timed_out",
  "polling_timed_out",
]);

export type TaskUsage = Usage;

export interface TaskResult {
  status: TaskStatus;
  stopReason?: StopReason;
  error?: string;
  /** The backend's short summary of the result (structured field only). */
  resultBrief?: string;
  /** The subagent's answer: the text after "Result:" in legacy texts, else the whole message text. */
  resultText?: string;
  sha256?: string;
  model?: string;
  usage?: TaskUsage;
}

const nonEmpty = (v: unknown): string | undefined => {
  if (typeof v !== "string") return undefined;
  const t = v.trim();
  return t === "" ? undefined : t;
};

// Spellings seen from different backends for the same status.
const STATUS_ALIASES: ReadonlyMap<string, TaskStatus> = new Map<string, TaskStatus>([
  ["in_progress", "in_progress"],
  ["running", "in_progress"],
  ["pending", "in_progress"],
  ["completed", "completed"],
  ["success", "completed"],
  ["succeeded", "completed"],
  ["failed", "failed"],
  ["error", "failed"],
  ["cancelled", "cancelled"],
  ["canceled", "cancelled"],
  ["timed_out", "timed_out"],
  ["timeout", "timed_out"],
  ["polling_timed_out", "polling_timed_out"],
]);

export function parseTaskStatus(value: unknown): TaskStatus | undefined {
  if (typeof value !== "string") return undefined;
  // Backends send the canonical spelling: look it up as is before normalizing a copy.
  return STATUS_ALIASES.get(value) ?? STATUS_ALIASES.get(value.trim().toLowerCase());
}

export function isTerminalStatus(status: TaskStatus): boolean {
  return TERMINAL_STATUSES.has(status);
}

/** Accepts the canonical names and the short forms used in "capped: tokens" texts. */
export function parseStopReason(value: unknown): StopReason | undefined {
  if (typeof value !== "string") return undefined;
  const v = value.toLowerCase();
  if (v.includes("token")) return "token_capped";
  if (v.includes("turn")) return "turn_capped";
  if (v.includes("loop")) return "loop_capped";
  return undefined;
}

interface LegacyText {
  status: TaskStatus;
  stopReason?: StopReason;
  error?: string;
  result?: string;
}

/** The display texts older backends return, matched by prefix (case-insensitive). */
export function parseLegacyTaskText(text: string): LegacyText | undefined {
  const body = text.trimStart();
  const head = body.slice(0, 64).toLowerCase();
  if (head.startsWith("task succeeded")) {
    const out: LegacyText = { status: "completed" };
    const capped = /^task succeeded\s*\(capped:\s*([^)]*)\)/.exec(head);
    const stopReason = capped ? parseStopReason(capped[1]) : undefined;
    if (stopReason !== undefined) out.stopReason = stopReason;
    const at = body.indexOf("Result:");
    const result = at >= 0 ? nonEmpty(body.slice(at + "Result:".length)) : undefined;
    if (result !== undefined) out.result = result;
    return out;
  }
  if (head.startsWith("task failed")) return withError("failed", body);
  if (head.startsWith("task cancelled") || head.startsWith("task canceled")) return { status: "cancelled" };
  if (head.startsWith("task polling timed out")) return { status: "polling_timed_out" };
  if (head.startsWith("task timed out")) return withError("timed_out", body);
  return undefined;
}

function withError(status: TaskStatus, body: string): LegacyText {
  const at = body.indexOf("Error:");
  const error = at >= 0 ? nonEmpty(body.slice(at + "Error:".length)) : undefined;
  return error === undefined ? { status } : { status, error };
}

/**
 * deepagents' `task` tool refusing a subagent type it does not have: JS throws "Error: invoked
 * agent of type X, the only allowed types are …" (LangChain's tool node then prefixes another
 * "Error: " and flags the message `status: "error"`), Python returns "We cannot invoke
 * subagent X because it does not exist, …" as a plain result.
 */
export function isSubagentRefusal(text: string): boolean {
  let head = text.trimStart().slice(0, 80).toLowerCase();
  while (head.startsWith("error:")) head = head.slice("error:".length).trimStart();
  return head.startsWith("invoked agent of type") || head.startsWith("we cannot invoke subagent");
}

/**
 * Status of a `task` result. Accepts a wire tool message (`content`, `additional_kwargs`,
 * `status`) or anything shaped like one. Structured `subagent_*` fields win over the text,
 * field by field, then the texts of parseLegacyTaskText. Otherwise the tool returned, so the
 * task is over: failed when the message is flagged `status: "error"` or is deepagents'
 * refusal, completed (its text the subagent's answer) when nothing says it failed, as a
 * deepagents subagent's plain final text. Only something that is not a message at all is
 * read as still in progress.
 */
export function parseTaskResult(toolMessage: unknown): TaskResult {
  if (!isDict(toolMessage)) return { status: "in_progress" };
  const msg = toolMessage;
  const kwargs = isDict(msg.additional_kwargs) ? msg.additional_kwargs : isDict(msg.kwargs) ? msg.kwargs : {};
  const text = contentText(msg.content ?? msg.text);
  const legacy = parseLegacyTaskText(text);
  const failedByText = legacy === undefined && (msg.status === "error" || isSubagentRefusal(text));

  const status = parseTaskStatus(kwargs.subagent_status) ?? legacy?.status ?? (failedByText ? "failed" : "completed");
  const out: TaskResult = { status };
  const stopReason = parseStopReason(kwargs.subagent_stop_reason) ?? legacy?.stopReason;
  const error = nonEmpty(kwargs.subagent_error) ?? legacy?.error ?? (failedByText ? nonEmpty(text) : undefined);
  // A recognized non-success text ("Task failed. Error: x") is not the subagent's answer.
  const resultText = legacy !== undefined ? legacy.result : failedByText ? undefined : nonEmpty(text);
  const resultBrief = nonEmpty(kwargs.subagent_result_brief);
  const sha256 = nonEmpty(kwargs.subagent_result_sha256);
  const model = nonEmpty(kwargs.subagent_model_name);
  const usage = readUsage(kwargs.subagent_token_usage);
  if (stopReason !== undefined) out.stopReason = stopReason;
  if (error !== undefined) out.error = error;
  if (resultBrief !== undefined) out.resultBrief = resultBrief;
  if (resultText !== undefined) out.resultText = resultText;
  if (sha256 !== undefined) out.sha256 = sha256;
  if (model !== undefined) out.model = model;
  if (usage !== undefined) out.usage = usage;
  return out;
}

function contentText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  let text = "";
  for (const block of content) {
    if (typeof block === "string") text += block;
    else if (isDict(block) && block.type === "text" && typeof block.text === "string") text += block.text;
  }
  return text;
}
