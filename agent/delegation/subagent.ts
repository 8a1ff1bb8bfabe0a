import { randomUUID } from "node:crypto";
import { type AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage, type UsageMetadata } from "@langchain/core/messages";
import { subagentPauseMs } from "../config";
import { textOf } from "../messages";
import { DemoChatModel } from "../model/demo-model";
import { topicOf } from "../model/replies";
import { type Plan } from "../model/plan";
import { type StopReason } from "./ledger";

// A subagent is a small loop on the deterministic model: a persona, the task, then one model
// call per step until it answers. Markers in the prompt (written by the lead model) choose
// the demo behaviour: [slow] takes long enough to be stopped, [fail] fails midway. Its first
// steps call a demo tool (`lookup`), so the subagent's own messages have calls and results to show.

export const SUBAGENT_TYPES = ["researcher", "coder", "analyst"] as const;
export type SubagentType = (typeof SUBAGENT_TYPES)[number];

/** Turns a subagent may take; a longer plan ends early with stop_reason "turn_capped". */
export const MAX_SUBAGENT_TURNS = 8;
const SLOW_STEPS = 12;
const NORMAL_STEPS = 3;
const FAIL_AT_STEP = 2;
/** Steps that call the lookup tool before saying what they found (a slow subagent looks up at every step). */
const LOOKUP_STEPS = 2;
/** A slow subagent's lookups take at least this long: watching it, or stopping it, needs no race. */
const SLOW_LOOKUP_MS = 1_500;
export const LOOKUP_TOOL = "lookup";

export const SLOW_MARKER = "[slow]";
export const FAIL_MARKER = "[fail]";

export interface SubagentTask {
  description: string;
  prompt: string;
  subagentType: string;
}

export interface TokenUsage {
  input_tokens: number;
  output_tokens: number;
  total_tokens: number;
}

export interface SubagentOutcome {
  result: string;
  stopReason?: StopReason;
  usage: TokenUsage;
}

export interface SubagentStep {
  message: string;
  index: number;
  total: number;
  /** Tokens spent so far, so a subagent that fails later still reports its usage. */
  usage: TokenUsage;
}

/** Where a subagent's own messages go as they are made (its model's answers, its tool results). */
export type OnSubagentMessage = (message: AIMessage | ToolMessage) => void;

const ACTIVITY: Record<string, string[]> = {
  researcher: ["Collecting sources", "Comparing what the sources say", "Cross-checking the figures"],
  coder: ["Sketching the interfaces", "Writing the prototype", "Running the checks"],
  analyst: ["Framing the question", "Estimating the effort", "Weighing the risks"],
};

const FINDING: Record<string, string> = {
  researcher: "Three sources agree; one dissents on cost.",
  coder: "A 40-line prototype passes its checks.",
  analyst: "About three days of work; the main risk is data quality.",
};

function planSteps(prompt: string): number {
  return prompt.includes(SLOW_MARKER) ? SLOW_STEPS : NORMAL_STEPS;
}

/** The demo model's behaviour as a subagent: one step per call, the result on the last. */
export function subagentScript(messages: readonly BaseMessage[]): Plan {
  const persona = textOf(messages[0] ?? new SystemMessage(""));
  const type = /the (\w+) subagent/.exec(persona)?.[1] ?? "researcher";
  const task = textOf(messages[1] ?? new HumanMessage(""));
  const description = /^Task: (.*)$/m.exec(task)?.[1] ?? topicOf(task);
  const step = messages.filter((message) => message.getType() === "ai").length + 1;
  const total = planSteps(task);
  if (task.includes(FAIL_MARKER) && step === FAIL_AT_STEP) {
    throw new Error(`the ${type} subagent hit a simulated failure at step ${step} of ${total}`);
  }
  const pace = task.includes(SLOW_MARKER) ? "slow" : "normal";
  if (step >= total) return { text: FINDING[type] ?? "Done.", toolCalls: [], pace };
  const query = `${topicOf(description, 40)} (${type}, step ${step})`;
  const toolCalls = step <= LOOKUP_STEPS || pace === "slow" ? [{ id: `lookup_${randomUUID()}`, name: LOOKUP_TOOL, args: { query } }] : [];
  const activities = ACTIVITY[type] ?? ACTIVITY.researcher!;
  const activity = activities[(step - 1) % activities.length];
  // Slow steps say more, so a slow delegation lasts well over ten seconds: time enough to press
  // Stop, also on a loaded machine.
  const detail =
    pace === "slow" ? " Checking every source twice before moving on, noting where they disagree and why, and keeping a list of what to verify next." : "";
  // The card numbers the steps from the progress events: the text is the activity alone.
  return { text: `${activity} for "${topicOf(description, 50)}".${detail}`, toolCalls, pace };
}

const subagentModel = new DemoChatModel({ script: subagentScript });

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", abort);
      resolve();
    }, ms);
    const abort = () => {
      clearTimeout(timer);
      reject(signal.reason as Error);
    };
    signal.addEventListener("abort", abort, { once: true });
  });

/** The demo tool: a harmless lookup that pauses (DEMO_SUBAGENT_PAUSE_MS) as real work would. */
async function lookup(call: { id?: string; args: Record<string, unknown> }, slow: boolean, signal: AbortSignal): Promise<ToolMessage> {
  await sleep(slow ? Math.max(subagentPauseMs(), SLOW_LOOKUP_MS) : subagentPauseMs(), signal);
  const query = typeof call.args.query === "string" ? call.args.query : "";
  return new ToolMessage({
    id: `lookup-result-${call.id ?? randomUUID()}`,
    tool_call_id: call.id ?? "",
    name: LOOKUP_TOOL,
    content: `3 notes found for "${query}": two agree, one adds a caveat.`,
  });
}

function addUsage(total: TokenUsage, reply: { usage_metadata?: UsageMetadata }): TokenUsage {
  const usage = reply.usage_metadata;
  if (!usage) return total;
  return {
    input_tokens: total.input_tokens + usage.input_tokens,
    output_tokens: total.output_tokens + usage.output_tokens,
    total_tokens: total.total_tokens + usage.total_tokens,
  };
}

/**
 * Runs one subagent to its answer, reporting each step. Throws when the subagent fails or
 * `signal` aborts (the caller tells a Stop from a timeout).
 */
export async function runSubagent(
  task: SubagentTask,
  options: { signal: AbortSignal; onStep: (step: SubagentStep) => void; onMessage?: OnSubagentMessage },
): Promise<SubagentOutcome> {
  const messages: BaseMessage[] = [
    new SystemMessage(`You are the ${task.subagentType} subagent. Work step by step and report a result.`),
    new HumanMessage(`Task: ${task.description}\n\n${task.prompt}`),
  ];
  const planned = planSteps(task.prompt);
  const total = Math.min(planned, MAX_SUBAGENT_TURNS);
  let usage: TokenUsage = { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  let last = "";
  for (let index = 1; index <= total; index++) {
    // Tagged nostream: the subagent's tokens are not the lead agent's answer; progress is
    // reported through task_running events instead.
    const reply = await subagentModel.invoke(messages, { signal: options.signal, tags: ["nostream"] });
    usage = addUsage(usage, reply);
    last = textOf(reply);
    // A stable id, so a replayed event or a reread record names the same message.
    reply.id ??= `subagent-${index}-${randomUUID()}`;
    options.onMessage?.(reply);
    options.onStep({ message: last, index, total, usage });
    messages.push(reply);
    if (reply.tool_calls && reply.tool_calls.length > 0) {
      for (const call of reply.tool_calls) {
        const result = await lookup(call, planned === SLOW_STEPS, options.signal);
        options.onMessage?.(result);
        messages.push(result);
      }
    } else {
      messages.push(new HumanMessage("Continue."));
    }
  }
  return planned > total ? { result: last, stopReason: "turn_capped", usage } : { result: last, usage };
}
