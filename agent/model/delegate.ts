import { randomUUID } from "node:crypto";
import { AIMessage, type BaseMessage, ToolMessage } from "@langchain/core/messages";
import { type LedgerLine } from "../context/durable";
import { FAIL_MARKER, SLOW_MARKER, type SubagentType } from "../delegation/subagent";
import { textOf } from "../messages";
import { topicAfterGuanyu, topicOf } from "./replies";
import { type Plan, type PlannedToolCall } from "./plan";

// What the demo model does when asked to "delegate": split the request across subagents,
// but first read the delegation ledger it was given, so finished work is reused and work in
// progress is not started twice; once the results are back, report them.

export interface PlannedTask {
  description: string;
  subagent_type: SubagentType;
  prompt: string;
}

const TRIGGER_WORDS = /\b(delegate|delegating|slow|slowly|fail|failing|please|ten)\b/gi;
/** "delegate ten …" fans out to this many subagents at once. */
export const WIDE_FAN_OUT = 10;
// Left dangling once the trigger words are gone ("compare X and fail" -> "compare X and").
const LOOSE_ENDS = /^(\s|[,.;:!?-]|\b(and|or|but|then|with|to)\b)+|(\s|[,.;:!?-]|\b(and|or|but|then|with|to)\b)+$/gi;

export function plannedTasks(request: string): PlannedTask[] {
  const topic = topicOf(topicAfterGuanyu(request) ?? request.replace(TRIGGER_WORDS, " ").replace(LOOSE_ENDS, ""), 50) || "the request";
  const slow = /\bslow(ly)?\b/i.test(request);
  const fail = /\bfail(ing)?\b/i.test(request);
  if (/\bten\b/i.test(request)) return wideTasks(topic, slow);
  return [
    { subagent_type: "researcher", description: `Research ${topic}`, prompt: `Find what is known about ${topic}.${slow ? ` ${SLOW_MARKER}` : ""}` },
    { subagent_type: "coder", description: `Prototype ${topic}`, prompt: `Write a small prototype for ${topic}.` },
    { subagent_type: "analyst", description: `Assess ${topic}`, prompt: `Estimate the effort and risks of ${topic}.${fail ? ` ${FAIL_MARKER}` : ""}` },
  ];
}

const WIDE_KINDS: readonly { type: SubagentType; verb: string; prompt: string }[] = [
  { type: "researcher", verb: "Research", prompt: "Find what is known about" },
  { type: "coder", verb: "Prototype", prompt: "Write a small prototype for" },
  { type: "analyst", verb: "Assess", prompt: "Estimate the effort and risks of" },
];

/** Ten subagents in parallel, each on its own part; [slow] on all of them when asked. */
function wideTasks(topic: string, slow: boolean): PlannedTask[] {
  return Array.from({ length: WIDE_FAN_OUT }, (_, i) => {
    const kind = WIDE_KINDS[i % WIDE_KINDS.length]!;
    return {
      subagent_type: kind.type,
      description: `${kind.verb} ${topic}, part ${i + 1}`,
      prompt: `${kind.prompt} ${topic}, part ${i + 1}.${slow ? ` ${SLOW_MARKER}` : ""}`,
    };
  });
}

const STATUS_TEXT: Record<string, string> = {
  completed: "completed",
  failed: "failed",
  cancelled: "cancelled",
  timed_out: "timed out",
};

/** The answer once this turn's task results are back. */
function report(turn: readonly BaseMessage[]): Plan {
  const calls = new Map<string, { description: string; type: string }>();
  for (const message of turn) {
    if (!AIMessage.isInstance(message)) continue;
    for (const call of message.tool_calls ?? []) {
      if (call.id) calls.set(call.id, { description: String(call.args.description), type: String(call.args.subagent_type) });
    }
  }
  const counts = new Map<string, number>();
  const lines = turn.filter(ToolMessage.isInstance).map((result) => {
    const call = calls.get(result.tool_call_id);
    const status = String(result.additional_kwargs.subagent_status ?? "completed");
    counts.set(status, (counts.get(status) ?? 0) + 1);
    const detail = result.additional_kwargs.subagent_result_brief ?? result.additional_kwargs.subagent_error;
    return `- **${call?.description ?? "Task"}** (${call?.type ?? "subagent"}): ${STATUS_TEXT[status] ?? status}${detail ? `, ${String(detail)}` : ""}`;
  });
  const tally = [...counts].map(([status, count]) => `${count} ${STATUS_TEXT[status] ?? status}`).join(", ");
  return { text: ["The subagents reported back:", "", ...lines, "", `Overall: ${tally}.`].join("\n"), toolCalls: [], pace: "normal" };
}

/**
 * Plans the delegation of `request` (the turn's user message at `requestIndex`). Returns
 * undefined when the model has no `task` tool.
 */
export function delegationReply(
  messages: readonly BaseMessage[],
  requestIndex: number,
  ledger: readonly LedgerLine[],
  tools: readonly string[],
): Plan | undefined {
  if (!tools.includes("task")) return undefined;
  const turn = messages.slice(requestIndex + 1);
  if (turn.some((message) => ToolMessage.isInstance(message) && message.name === "task")) return report(turn);

  const tasks = plannedTasks(textOf(messages[requestIndex]!));
  const find = (task: PlannedTask, status: string) =>
    ledger.find((entry) => entry.description === task.description && entry.status === status);
  const reused = tasks.flatMap((task) => {
    const done = find(task, "completed");
    return done ? [{ task, done }] : [];
  });
  const running = tasks.filter((task) => !find(task, "completed") && find(task, "in_progress"));
  const dispatch = tasks.filter((task) => !find(task, "completed") && !find(task, "in_progress"));

  const lines: string[] = [];
  if (dispatch.length > 0) {
    lines.push(`I'll split this across ${dispatch.length} subagent${dispatch.length > 1 ? "s" : ""}: ${dispatch.map((task) => task.subagent_type).join(", ")}.`);
  }
  if (reused.length > 0) {
    lines.push("", "Already done earlier, so I am reusing the ledger instead of dispatching again:");
    for (const { task, done } of reused) lines.push(`- **${task.description}** (${task.subagent_type}): ${done.result_brief ?? "completed"}`);
  }
  if (running.length > 0) {
    lines.push("", "Still in progress, so not dispatched again:");
    for (const task of running) lines.push(`- **${task.description}** (${task.subagent_type})`);
  }
  const toolCalls: PlannedToolCall[] = dispatch.map((task) => ({
    id: `call_${randomUUID()}`,
    name: "task",
    args: { description: task.description, prompt: task.prompt, subagent_type: task.subagent_type },
  }));
  return { text: lines.join("\n").trim(), toolCalls, pace: "normal" };
}
