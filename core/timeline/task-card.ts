import { parseTaskResult } from "../ledger/status";
import { isDict, nonEmptyStr } from "../messages/guards";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { TaskCard } from "./types";

// A `task` call (a delegation to a subagent, DESIGN 3.5) and its result as a card.

export const TASK_TOOL = "task";

/**
 * @param live the call belongs to the last turn of a running thread: without a result it is
 *   in progress; once the run is over, a missing result is "no_result", not "in progress".
 */
export function taskCard(call: ToolCall, result: ToolMessage | undefined, live: boolean): TaskCard {
  const args = isDict(call.args) ? call.args : undefined;
  const toolCallId = call.id;
  const description = nonEmptyStr(args?.description) ?? "";
  const subagentType = nonEmptyStr(args?.subagent_type) ?? "";
  const prompt = nonEmptyStr(args?.prompt);
  // The usual shapes are single literals: a key added later allocates a property store
  // in the GC's young generation (see answers.ts).
  if (result === undefined) {
    const status = live ? "in_progress" : "no_result";
    return prompt === undefined ? { toolCallId, description, subagentType, status } : { toolCallId, description, subagentType, status, prompt };
  }
  const { status, stopReason, error, resultText, resultBrief, model, usage } = parseTaskResult(result);
  const resultMessageId = result.id;
  if (prompt !== undefined && stopReason === undefined && error === undefined && model === undefined && resultText !== undefined) {
    if (resultBrief !== undefined && usage !== undefined) {
      return { toolCallId, description, subagentType, status, prompt, resultMessageId, resultText, resultBrief, usage };
    }
    if (resultBrief === undefined && usage === undefined) {
      return { toolCallId, description, subagentType, status, prompt, resultMessageId, resultText };
    }
  }
  const card: TaskCard = { toolCallId, description, subagentType, status };
  if (prompt !== undefined) card.prompt = prompt;
  card.resultMessageId = resultMessageId;
  if (stopReason !== undefined) card.stopReason = stopReason;
  if (error !== undefined) card.error = error;
  if (resultText !== undefined) card.resultText = resultText;
  if (resultBrief !== undefined) card.resultBrief = resultBrief;
  if (model !== undefined) card.model = model;
  if (usage !== undefined) card.usage = usage;
  return card;
}
