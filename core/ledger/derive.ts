import { isDict, nonEmptyStr } from "../messages/guards";
import { readMessage } from "../messages/read";
import type { AiMessage, NormalizedMessage, ToolCall, ToolMessage } from "../messages/types";
import { TASK_TOOL } from "../tools/names";
import { briefOf, readRunId, readText } from "./fields";
import { LedgerBuilder } from "./merge";
import { parseTaskResult } from "./status";
import type { LedgerEntry } from "./types";

// The ledger of a backend without a `delegations` channel (docs/wire-contracts.md,
// "Delegations"): one entry per `task` tool call in the transcript, its status read from the
// tool message answering it.

/**
 * Accepts wire messages and paged-transcript rows (`{seq, run_id, content, created_at}`,
 * docs/wire-contracts.md, "Paged transcript"), whose run id and time are what the ledger
 * wants: this is where they are parsed. Results may precede their calls and non-task tools may
 * be interleaved: pairing is by `tool_call_id` only. Linear; never throws.
 */
export function deriveLedger(messages: readonly unknown[]): LedgerEntry[] {
  if (!Array.isArray(messages)) return [];
  return ledgerOf(messages.map(readEntry));
}

/** deriveLedger of messages parsed already. */
export function ledgerOf(messages: readonly NormalizedMessage[]): LedgerEntry[] {
  const scan = new LedgerScan();
  scan.add(messages);
  return finishLedger(scan.calls, (id) => scan.results.get(id));
}

/** A message, or a row's message stamped with the row's run and time (and only those). */
function readEntry(raw: unknown): NormalizedMessage {
  // A row wraps the message and has no type of its own. Requiring that keeps a tool message
  // whose structured output is a dict from being mistaken for a row.
  if (!isDict(raw) || raw.type !== undefined || raw.role !== undefined || !isDict(raw.content)) return readMessage(raw);
  const message = readMessage(raw.content);
  if (message.type !== "ai") return message;
  return { ...message, runId: readRunId(raw.run_id), createdAt: readText(raw.created_at) };
}

/**
 * Task calls and tool results of a run of messages, gathered in message order. Scans can be
 * continued (`add` on later messages) and layered (a result of a later scan wins), which is
 * how the thread model (core/thread) reuses the settled turns of a thread.
 */
export class LedgerScan {
  readonly calls: LedgerEntry[] = [];
  /** Latest result per call id: a result re-sent under the same call id replaces the earlier one, as in readMessages. */
  readonly results = new Map<string, ToolMessage>();

  add(messages: readonly NormalizedMessage[]): void {
    for (const message of messages) {
      if (message.type === "ai") {
        for (const call of message.toolCalls) {
          // An invalid call never ran, so nothing was delegated.
          if (call.name === TASK_TOOL && call.invalid !== true) this.calls.push(callEntry(call, message));
        }
      } else if (message.type === "tool" && message.toolCallId !== undefined) {
        this.results.set(message.toolCallId, message);
      }
    }
  }
}

/** The entries of the calls with their results. Duplicate call ids (a streamed message re-sent as it grows) fold by the merge rule. */
export function finishLedger(calls: readonly LedgerEntry[], resultFor: (callId: string) => ToolMessage | undefined): LedgerEntry[] {
  const builder = new LedgerBuilder();
  for (const call of calls) builder.upsert(withResult(call, resultFor(call.id)));
  return builder.toArray();
}

function callEntry(call: ToolCall, message: AiMessage): LedgerEntry {
  const args = isDict(call.args) ? call.args : undefined;
  const entry: LedgerEntry = {
    id: call.id,
    description: nonEmptyStr(args?.description)?.trim() ?? "",
    subagentType: nonEmptyStr(args?.subagent_type)?.trim() ?? "",
    status: "in_progress",
  };
  if (message.runId !== undefined) entry.runId = message.runId;
  if (message.createdAt !== undefined) entry.createdAt = message.createdAt;
  return entry;
}

export function withResult(call: LedgerEntry, result: ToolMessage | undefined): LedgerEntry {
  // No result yet: the task is still running as far as the transcript can tell.
  if (result === undefined) return call;
  const parsed = parseTaskResult(result);
  const entry: LedgerEntry = { ...call, status: parsed.status, resultRef: result.id };
  // Legacy results have no brief; the channel's brief is the result text, so derive the same.
  const brief = parsed.resultBrief ?? (parsed.status === "completed" ? briefOf(parsed.resultText) : undefined);
  if (brief !== undefined) entry.resultBrief = brief;
  if (parsed.sha256 !== undefined) entry.resultSha256 = parsed.sha256;
  if (parsed.stopReason !== undefined) entry.stopReason = parsed.stopReason;
  if (parsed.error !== undefined) entry.error = parsed.error;
  return entry;
}
