// Terse builders of wire messages (docs/wire-contracts.md, "Messages") for the timeline tests.
import type { StepsItem, TimelineItem, ToolStep } from "./types";

type Wire = Record<string, unknown>;

export const human = (id: string, content: unknown, extra: Wire = {}): Wire => ({ type: "human", id, content, ...extra });

export const ai = (id: string, content: unknown, calls: [id: string, name: string, args?: unknown][] = [], extra: Wire = {}): Wire => ({
  type: "ai",
  id,
  content,
  tool_calls: calls.map(([callId, name, args]) => ({ id: callId, name, args: args ?? {}, type: "tool_call" })),
  ...extra,
});

export const tool = (id: string, toolCallId: string, content: unknown, extra: Wire = {}): Wire => ({
  type: "tool",
  id,
  tool_call_id: toolCallId,
  content,
  status: "success",
  ...extra,
});

export const kinds = (items: readonly TimelineItem[]) => items.map((i) => i.kind);

export function stepsOf(items: readonly TimelineItem[]): StepsItem[] {
  return items.filter((i): i is StepsItem => i.kind === "steps");
}

export function toolSteps(items: readonly TimelineItem[]): ToolStep[] {
  return stepsOf(items).flatMap((s) => s.steps.filter((step): step is ToolStep => step.kind === "tool"));
}
