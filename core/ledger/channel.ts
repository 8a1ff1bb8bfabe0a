import { isDict } from "../messages/guards";
import { readCallId, readMessageId, readRunId, readText } from "./fields";
import { mergeLedger } from "./merge";
import { parseStopReason, parseTaskStatus } from "./status";
import type { LedgerEntry } from "./types";

// The `delegations` state channel (docs/wire-contracts.md, "Delegations"), read tolerantly: the
// channel belongs to whatever backend the UI points at, so any entry may be malformed.

/**
 * @returns null when there is no channel (absent or not an array), so the caller knows to
 *   derive the ledger from the transcript instead; an empty array is an empty ledger.
 */
export function parseLedgerChannel(raw: unknown): LedgerEntry[] | null {
  if (!Array.isArray(raw)) return null;
  const entries: LedgerEntry[] = [];
  for (const item of raw as readonly unknown[]) {
    const entry = parseChannelEntry(item);
    if (entry !== undefined) entries.push(entry);
  }
  // A channel written without its reducer may repeat an id: the merge rule settles it.
  return mergeLedger([], entries);
}

function parseChannelEntry(item: unknown): LedgerEntry | undefined {
  if (!isDict(item)) return undefined;
  const id = readCallId(item.id);
  if (id === undefined) return undefined;
  const entry: LedgerEntry = {
    id,
    description: readText(item.description) ?? "",
    subagentType: readText(item.subagent_type) ?? "",
    // Unknown statuses read as in progress (docs/wire-contracts.md, "Delegations"): never show
    // a guess as finished.
    status: parseTaskStatus(item.status) ?? "in_progress",
  };
  const runId = readRunId(item.run_id);
  const resultBrief = readText(item.result_brief);
  const resultSha256 = readText(item.result_sha256);
  const resultRef = readMessageId(item.result_ref);
  const stopReason = parseStopReason(item.stop_reason);
  const error = readText(item.error);
  const createdAt = readText(item.created_at);
  if (runId !== undefined) entry.runId = runId;
  if (resultBrief !== undefined) entry.resultBrief = resultBrief;
  if (resultSha256 !== undefined) entry.resultSha256 = resultSha256;
  if (resultRef !== undefined) entry.resultRef = resultRef;
  if (stopReason !== undefined) entry.stopReason = stopReason;
  if (error !== undefined) entry.error = error;
  if (createdAt !== undefined) entry.createdAt = createdAt;
  return entry;
}
