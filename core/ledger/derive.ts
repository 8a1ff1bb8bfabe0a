import type { RunId } from "../ids";
import { dict, isDict, nonEmptyStr, str } from "../messages/guards";
import { derivedMessageId, parseMessage, type NormalizedMessage, type ToolCall, type ToolMessage } from "../messages";
import { TASK_TOOL } from "../tools/names";
import { briefOf, readRunId, readText } from "./fields";
import { LedgerBuilder } from "./merge";
import { parseTaskResult } from "./status";
import type { LedgerEntry } from "./types";

// The ledger of a backend without a `delegations` channel (docs/wire-contracts.md,
// "Delegations"): one entry per `task` tool call in the transcript, its status read from the
// tool message answering it.

export interface DeriveOptions {
  /** Seeds ids of id-less result messages exactly as `normalizeMessages` does, so `resultRef` finds them. */
  threadId?: string;
  /** Position of `messages[0]` in the whole thread (same meaning as in `normalizeMessages`). */
  offset?: number;
}

// Types that never carry task calls or results: skipped before the (costlier) full parse.
const IRRELEVANT_TYPES: ReadonlySet<string> = new Set(["human", "user", "system", "developer", "summary_marker"]);

interface Located {
  message: unknown;
  runId?: RunId;
  createdAt?: string;
}

/**
 * Accepts plain message dicts and paged-transcript rows (`{seq, run_id, content,
 * created_at}`, docs/wire-contracts.md, "Paged transcript"), whose run id and time are what the
 * ledger wants. Results may precede their calls and non-task tools may be interleaved: pairing
 * is by `tool_call_id` only. Linear; never throws.
 */
export function deriveLedger(messages: readonly unknown[], options: DeriveOptions = {}): LedgerEntry[] {
  if (!Array.isArray(messages)) return [];
  const scan = new LedgerScan();
  scan.add(messages, 0, messages.length, options.threadId ?? "", options.offset ?? 0);
  return finishLedger(scan.calls, (id) => scan.results.get(id));
}

/**
 * Task calls and tool results of a run of messages, gathered in message order. Scans can be
 * continued (`add` on later ranges) and layered (a result of a later scan wins), which is
 * how the thread model (core/thread) reuses the settled turns of a thread.
 */
export class LedgerScan {
  readonly calls: LedgerEntry[] = [];
  /** Latest result per call id: a result re-sent under the same call id replaces the earlier one, as in normalizeMessages. */
  readonly results = new Map<string, ToolMessage>();

  /**
   * Scans `messages[from..to)`; `offset` is the position of `messages[0]` in the thread.
   * @param parsed the messages' parses, `parsed[i - from]` for `messages[i]`, when the caller
   *   has them already (then they are not parsed again).
   */
  add(messages: readonly unknown[], from: number, to: number, threadId: string, offset: number, parsed?: readonly NormalizedMessage[]): void {
    for (let i = from; i < to; i++) {
      const raw = messages[i];
      const located = locate(raw);
      if (!isDict(located.message)) continue;
      const type = str(located.message.type);
      if (type !== undefined && IRRELEVANT_TYPES.has(type)) continue;
      const message = (located.message === raw ? parsed?.[i - from] : undefined) ?? parseSafely(located.message, threadId, offset + i);
      if (message.type === "ai") {
        for (const call of message.toolCalls) {
          // An invalid call never ran, so nothing was delegated.
          if (call.name === TASK_TOOL && call.invalid !== true) this.calls.push(callEntry(call, located));
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

function locate(raw: unknown): Located {
  if (!isDict(raw)) return { message: raw };
  // A row wraps the message and has no type of its own. Requiring that keeps a tool message
  // whose structured output is a dict from being mistaken for a row.
  if (raw.type === undefined && raw.role === undefined && isDict(raw.content)) {
    return meta(raw.content, readRunId(raw.run_id), readText(raw.created_at));
  }
  const kwargs = dict(raw.additional_kwargs);
  const response = dict(raw.response_metadata);
  return meta(
    raw,
    readRunId(raw.run_id) ?? readRunId(kwargs?.run_id) ?? readRunId(response?.run_id),
    readText(raw.created_at) ?? readText(kwargs?.created_at) ?? readText(response?.created_at),
  );
}

function meta(message: unknown, runId: RunId | undefined, createdAt: string | undefined): Located {
  const out: Located = { message };
  if (runId !== undefined) out.runId = runId;
  if (createdAt !== undefined) out.createdAt = createdAt;
  return out;
}

function parseSafely(raw: unknown, threadId: string, position: number): NormalizedMessage {
  try {
    return parseMessage(raw, threadId, position);
  } catch {
    // parseMessage is total; this only guards the ledger against a hostile entry.
    return { type: "unsupported", id: derivedMessageId(threadId, position), reason: "unreadable message" };
  }
}

function callEntry(call: ToolCall, located: Located): LedgerEntry {
  const args = isDict(call.args) ? call.args : undefined;
  const entry: LedgerEntry = {
    id: call.id,
    description: nonEmptyStr(args?.description)?.trim() ?? "",
    subagentType: nonEmptyStr(args?.subagent_type)?.trim() ?? "",
    status: "in_progress",
  };
  if (located.runId !== undefined) entry.runId = located.runId;
  if (located.createdAt !== undefined) entry.createdAt = located.createdAt;
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
