import { asToolCallId } from "../ids";
import type { ToolCall, ToolMessage } from "../messages/types";
import type { DisplayReader, ToolDisplayFields } from "../tools/registry";
import type { ToolResult, ToolState, ToolStep } from "./types";

// One tool call (with its paired result, if any) as a step of a steps item.

/** Results longer than this are folded in the UI; the full text is always kept. */
export const RESULT_PREVIEW_LENGTH = 2000;

const GENERIC: ToolDisplayFields = { display: "generic" };

export const toolStepId = (messageId: string, k: number) => `${messageId}:tool:${k}`;

export function toolResult(message: ToolMessage): ToolResult {
  const result: ToolResult = { text: message.text, status: message.status, messageId: message.id };
  if (message.text.length > RESULT_PREVIEW_LENGTH) {
    result.truncated = true;
    result.previewLength = RESULT_PREVIEW_LENGTH;
  }
  return result;
}

/**
 * The arguments are kept as sent; the UI formats them when a step's details are opened
 * (`formatArgs`).
 *
 * @param live the call belongs to the last turn of a running thread: a missing result is
 *   still expected ("pending") rather than lost ("no_result").
 * @param read the tool's display reader (core/tools/registry.ts); none for a plain step.
 */
export function toolStep(call: ToolCall, result: ToolMessage | undefined, id: string, live: boolean, read?: DisplayReader): ToolStep {
  const state: ToolState = result !== undefined ? (result.status === "error" ? "error" : "done") : call.invalid ? "error" : live ? "pending" : "no_result";
  const step: ToolStep = Object.assign({ kind: "tool" as const, id, toolCallId: call.id, name: call.name, args: call.args, state }, (read?.(call.args) ?? GENERIC));
  if (result !== undefined) step.result = toolResult(result);
  if (call.invalid) step.invalid = true;
  return step;
}

/** A result with no matching call: still shown, so no visible message is lost. */
export function orphanStep(message: ToolMessage, id: string): ToolStep {
  const toolCallId = message.toolCallId ?? asToolCallId(`${message.id}:orphan`);
  const state = message.status === "error" ? "error" : "done";
  return { kind: "tool", id, toolCallId, name: message.name ?? "unknown", args: undefined, state, display: "generic", result: toolResult(message), orphan: true };
}
