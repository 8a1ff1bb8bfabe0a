import { parseTaskResult } from "../ledger/status";
import { isDict, nonEmptyStr } from "../messages/guards";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { TaskCard } from "./types";

// A `task` call (a delegation to a subagent, docs/wire-contracts.md, "Delegations") and its
// result as a card.

/**
 * @param live the call belongs to the last turn of a running thread: without a result it is
 *   in progress; once the run is over, a missing result is "no_result", not "in progress".
 */
export function taskCard(call: ToolCall, result: ToolMessage | undefined, live: boolean): TaskCard {
  const args = isDict(call.args) ? call.args : undefined;
  const card: TaskCard = {
    toolCallId: call.id,
    description: nonEmptyStr(args?.description) ?? "",
    subagentType: nonEmptyStr(args?.subagent_type) ?? "",
    status: live ? "in_progress" : "no_result",
  };
  const prompt = nonEmptyStr(args?.prompt);
  if (prompt !== undefined) card.prompt = prompt;
  if (result === undefined) return card;
  const { status, stopReason, error, resultText, resultBrief, model, usage } = parseTaskResult(result);
  card.status = status;
  card.resultMessageId = result.id;
  if (stopReason !== undefined) card.stopReason = stopReason;
  if (error !== undefined) card.error = error;
  if (resultText !== undefined) card.resultText = resultText;
  if (resultBrief !== undefined) card.resultBrief = resultBrief;
  if (model !== undefined) card.model = model;
  if (usage !== undefined) card.usage = usage;
  return card;
}
