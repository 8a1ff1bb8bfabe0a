import type { StopReason } from "../delegation/ledger";
import type { TaskOutcome } from "../delegation/result";
import * as text from "./content";
import type { Random } from "./random";

// What each seeded run asks and how the agent answers it, before any message is written:
// plain answers, tool steps, delegations to subagents, and runs stopped part-way.

export type Turn =
  | { kind: "tools"; steps: text.ToolStep[]; reasoning?: string; note: string }
  | { kind: "tasks"; tasks: { type: string; outcome: TaskOutcome }[] }
  | { kind: "answer"; content: string; reasoning?: string }
  /** The run was stopped before the model answered. */
  | { kind: "stopped" };

export interface RunPlan {
  request: string;
  subject: string;
  turns: Turn[];
}

/** A run's messages; `blocks`: one hidden context block before its first model call. */
export const messagesOf = (plan: RunPlan, blocks: boolean) =>
  1 + (blocks && plan.turns.length > 0 ? 1 : 0) + plan.turns.reduce((sum, turn) => sum + turnMessages(turn), 0);

function turnMessages(turn: Turn): number {
  if (turn.kind === "stopped") return 0;
  return 1 + (turn.kind === "tools" ? turn.steps.length : turn.kind === "tasks" ? turn.tasks.length : 0);
}

/** The next run; the opening one greets and is answered plainly. */
export function planRun(r: Random, opening: boolean): RunPlan {
  const subject = text.topic(r);
  if (opening) {
    const request = `Hi! I am picking up ${subject} from last sprint. Where should we start?`;
    return { request, subject, turns: [answerTurn(r, subject, request)] };
  }
  const shape = r.next();
  if (shape < 0.14) return delegationRun(r, subject);
  if (shape < 0.45) {
    const request = text.question(r, subject);
    const turns: Turn[] = Array.from({ length: r.int(1, 3) }, () => ({
      kind: "tools" as const,
      steps: Array.from({ length: r.int(1, 3) }, () => text.toolStep(r, subject)),
      ...(r.chance(0.6) ? { reasoning: text.reasoning(r, subject) } : {}),
      note: r.chance(0.3) ? `Let me ${r.pick(["check", "look that up", "read the file"])} first.` : "",
    }));
    // A few runs were stopped while tools ran: no answer.
    if (!r.chance(0.04)) turns.push(answerTurn(r, subject, request));
    return { request, subject, turns };
  }
  const request = text.question(r, subject);
  return { request, subject, turns: [answerTurn(r, subject, request)] };
}

/**
 * The run when few messages are left: exactly `remaining` messages when 8 or fewer are left
 * (ending with an answer unless that cannot be), otherwise a short answer leaving at least 6.
 */
export function fillRun(r: Random, remaining: number, fallback: RunPlan, blocks: boolean): RunPlan {
  const { request, subject } = fallback;
  const steps = (count: number) => Array.from({ length: count }, () => text.toolStep(r, subject));
  const block = blocks ? 1 : 0;
  let turns: Turn[];
  if (remaining >= 9 || remaining === 2 + block) turns = [answerTurn(r, subject, request)];
  else if (remaining >= 4 + block) turns = [{ kind: "tools", steps: steps(remaining - 3 - block), note: "" }, answerTurn(r, subject, request)];
  // Stopped while its tool ran.
  else if (remaining === 3 + block) turns = [{ kind: "tools", steps: steps(1), note: "" }];
  // Stopped before the model answered; or a message whose run failed before it started.
  else turns = remaining === 1 + block ? [{ kind: "stopped" }] : [];
  return { request, subject, turns };
}

function answerTurn(r: Random, subject: string, request: string): Turn {
  const content = text.answer(r, subject, request);
  return { kind: "answer", content, ...(r.chance(0.3) ? { reasoning: text.reasoning(r, subject) } : {}) };
}

function delegationRun(r: Random, subject: string): RunPlan {
  const types = ["researcher", "coder", "analyst"].filter(() => r.chance(0.7));
  if (types.length === 0) types.push("researcher");
  // A Stop while subagents work cancels the unfinished ones; the run then has no answer.
  const stopped = r.chance(0.08);
  const tasks = types.map((type) => ({ type, outcome: outcome(r, type, subject, stopped) }));
  const turns: Turn[] = [{ kind: "tasks", tasks }];
  if (!tasks.some((task) => task.outcome.status === "cancelled")) {
    const lines = tasks.map(({ type, outcome }) => {
      const description = text.SUBAGENT_DESCRIPTIONS[type]!(subject);
      const detail = outcome.status === "completed" ? outcome.result : outcome.error;
      return `- **${description}** (${type}): ${outcome.status.replace("_", " ")}, ${detail}`;
    });
    const tally = (["completed", "failed", "timed_out"] as const)
      .map((status) => [status, tasks.filter((task) => task.outcome.status === status).length] as const)
      .filter(([, count]) => count > 0)
      .map(([status, count]) => `${count} ${status.replace("_", " ")}`)
      .join(", ");
    turns.push({ kind: "answer", content: ["The subagents reported back:", "", ...lines, "", `Overall: ${tally}.`].join("\n") });
  }
  return { request: text.delegationRequest(r, subject), subject, turns };
}

function outcome(r: Random, type: string, subject: string, stopped: boolean): TaskOutcome {
  const output = r.int(30, 400);
  const usage = { input_tokens: r.int(150, 2500), output_tokens: output, total_tokens: 0 };
  usage.total_tokens = usage.input_tokens + output;
  if (stopped && r.chance(0.7)) return { status: "cancelled", error: "cancelled by user", usage };
  const roll = r.next();
  if (roll < 0.1) return { status: "failed", error: `the ${type} subagent hit an error at step ${r.int(1, 3)} of 3: ${text.sentence(r)}`, usage };
  if (roll < 0.16) return { status: "timed_out", error: "no answer within 120000 ms", usage };
  const stopReason: StopReason | undefined = roll < 0.24 ? "turn_capped" : undefined;
  return { status: "completed", result: text.subagentResult(r, type, subject), ...(stopReason ? { stopReason } : {}), usage };
}
