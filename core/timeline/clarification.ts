import type { MessageId } from "../ids";
import { isDict, nonEmptyStr } from "../messages/guards";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { ClarificationItem } from "./types";

// DeerFlow's `ask_clarification` tool: the agent stops and asks the user a question. Args
// `{question, context?, options?, clarification_type?}`; the tool result is the question
// formatted for the model, which DeerFlow then repeats as a plain ai message.

export function clarificationItem(
  id: string,
  messageId: MessageId,
  call: ToolCall,
  result: ToolMessage | undefined,
  answered: boolean,
): ClarificationItem {
  const args = isDict(call.args) ? call.args : undefined;
  const resultText = result !== undefined && result.text.trim() !== "" ? result.text : undefined;
  const item: ClarificationItem = {
    kind: "clarification",
    id,
    messageId,
    toolCallId: call.id,
    // Without usable args the formatted result is the best rendition of the question.
    question: nonEmptyStr(args?.question) ?? resultText ?? "",
    options: readOptions(args?.options),
    answered,
  };
  const context = nonEmptyStr(args?.context);
  const clarificationType = nonEmptyStr(args?.clarification_type);
  if (context !== undefined) item.context = context;
  if (clarificationType !== undefined) item.clarificationType = clarificationType;
  if (resultText !== undefined) item.resultText = resultText;
  return item;
}

/** The ai message DeerFlow adds after the tool result, repeating it word for word. */
export function isClarificationEcho(item: ClarificationItem, text: string): boolean {
  return item.resultText !== undefined && item.resultText.trim() === text.trim();
}

function readOptions(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const options: string[] = [];
  for (const o of value) {
    if (typeof o === "string" && o.trim() !== "") options.push(o);
    else if (typeof o === "number") options.push(String(o));
  }
  return options;
}
