import { AIMessage, type BaseMessage, HumanMessage, ToolMessage } from "@langchain/core/messages";
import { planCompaction } from "../compaction/plan";
import { buildSummaryPrompt, summaryScript } from "../compaction/summarizer";
import { DEMO_MODEL_NAME } from "../config";
import { durableContextMessage } from "../context/durable";
import { type DelegationEntry, mergeLedger } from "../delegation/ledger";
import { finishedEntry, ledgerEntry, resultMessage, type TaskCall, type TaskOutcome } from "../delegation/result";
import { estimateTextTokens, estimateTokens, isDurableContext } from "../messages";
import { titleFrom } from "../middleware/title";
import { type SummaryMarker, type TranscriptRow, toWireMessage, type WireMessage } from "../wire";
import * as text from "./content";
import { fillRun, messagesOf, planRun, type RunPlan, type Turn } from "./plan";
import { createRandom, type Random } from "./random";

// Generates a long thread as the embedded agent would have left it: the append-only
// transcript (every message and every compaction marker, docs/wire-contracts.md, "Compactions"
// and "Paged transcript") and the thread state after its last compaction (the model window,
// summary_text, the capped delegation ledger, the title). Pure and deterministic: the same
// options give the same thread.
//
// It replays the agent's own rules rather than imitating their output: compactions are planned
// by agent/compaction/plan.ts and summarized by the demo summarizer's script, durable-context
// blocks are rendered by agent/context/durable.ts, task results and ledger entries come from
// agent/delegation/result.ts and merge through the ledger's reducer, and every message is
// serialized by agent/wire.ts as the transcript recorder does.

export interface SeedOptions {
  /** Message rows in the transcript (human, ai, tool and hidden context blocks; markers excluded). */
  messages: number;
  /** Compactions (summary markers); spread over the thread, the last one near its end. */
  compactions: number;
  seed?: number;
  /** Thread title; by default derived from the first message, as the agent does. */
  title?: string;
  /** Time of the newest row, in ms since the epoch; the history leads up to it. */
  endAt?: number;
  /** Messages a compaction keeps verbatim (the agent's default is 6). */
  keep?: number;
  /** The hidden context block this agent adds to each run; false for a stock agent's thread. */
  contextBlocks?: boolean;
}

export interface SeedValues {
  messages: WireMessage[];
  summary_text?: string;
  delegations: DelegationEntry[];
  title: string;
}

export interface SeededThread {
  rows: TranscriptRow[];
  values: SeedValues;
  /** Plain text found only in the first message and only in the newest answer (for benchmarks). */
  probes: { first: string; last: string };
  stats: { messages: number; compactions: number; runs: number; delegations: number; hidden: number };
}

/** A fixed default end, so a thread generated twice is byte-for-byte the same. */
export const DEFAULT_END_AT = Date.UTC(2025, 5, 2, 17, 0, 0);
/** Fewer messages per compaction than this leaves compactions with nothing to condense. */
export const MIN_MESSAGES_PER_COMPACTION = 10;

export function generateThread(options: SeedOptions): SeededThread {
  const total = Math.floor(options.messages);
  const compactions = Math.floor(options.compactions);
  if (!(total >= 1)) throw new Error("messages must be at least 1");
  if (!(compactions >= 0)) throw new Error("compactions must be 0 or more");
  if (compactions > 0 && total / compactions < MIN_MESSAGES_PER_COMPACTION) {
    throw new Error(`${compactions} compactions need at least ${compactions * MIN_MESSAGES_PER_COMPACTION} messages`);
  }
  return new Simulation(createRandom(options.seed ?? 1), total, compactions, options).run();
}

class Simulation {
  private readonly rows: TranscriptRow[] = [];
  private window: BaseMessage[] = [];
  private readonly wire = new WeakMap<BaseMessage, WireMessage>();
  private ledger: DelegationEntry[] = [];
  private summary: string | undefined;
  private written = 0;
  private done = 0;
  private hidden = 0;
  private delegated = 0;
  private runs = 0;
  /** Relative clock (ms); shifted to end at `endAt` once the thread is complete. */
  private clock = 0;
  private runId = "";
  private readonly triggers: number[];
  private probes = { first: "", last: "" };
  private readonly blocks: boolean;

  constructor(
    private readonly r: Random,
    private readonly total: number,
    private readonly compactions: number,
    private readonly options: SeedOptions,
  ) {
    // Compaction i fires at the first model call once about i - 1/4 spacings of messages are
    // written, give or take 15%: evenly spread, and the last one close to the end.
    this.blocks = options.contextBlocks !== false;
    const spacing = total / Math.max(1, compactions);
    this.triggers = Array.from({ length: compactions }, (_, i) => Math.floor(spacing * (i + 0.75 + (r.next() - 0.5) * 0.3)));
  }

  run(): SeededThread {
    while (this.written < this.total) {
      const remaining = this.total - this.written;
      const opening = this.runs === 0;
      let plan = planRun(this.r, opening);
      if (opening) this.probes.first = plan.request;
      // Keep at least 9 messages for the end, which is filled exactly (see fill()).
      if (remaining <= 12 || messagesOf(plan, this.blocks) > remaining - 9) plan = fillRun(this.r, remaining, plan, this.blocks);
      this.emitRun(plan, remaining === messagesOf(plan, this.blocks));
    }
    if (this.done !== this.compactions) throw new Error(`only ${this.done} of ${this.compactions} compactions fit`);

    const end = this.options.endAt ?? DEFAULT_END_AT;
    const shift = end - this.clock;
    const at = (iso: string) => new Date(Date.parse(iso) + shift).toISOString();
    for (const row of this.rows) {
      row.created_at = at(row.created_at);
      if (row.content.type === "summary_marker") (row.content as SummaryMarker).created_at = at((row.content as SummaryMarker).created_at);
    }
    const first = this.rows.find((row) => row.content.type === "human")?.content as WireMessage | undefined;
    const values: SeedValues = {
      messages: this.window.map((message) => this.wireOf(message)),
      delegations: this.ledger.map((entry) => ({ ...entry, created_at: at(entry.created_at) })),
      title: this.options.title ?? titleFrom(typeof first?.content === "string" ? first.content : "Seeded thread"),
    };
    if (this.summary !== undefined) values.summary_text = this.summary;
    return {
      rows: this.rows,
      values,
      probes: this.probes,
      stats: { messages: this.written, compactions: this.done, runs: this.runs, delegations: this.delegated, hidden: this.hidden },
    };
  }

  // ---- emitting ---------------------------------------------------------------------------

  private emitRun(plan: RunPlan, last: boolean): void {
    const { r } = this;
    this.runs += 1;
    this.runId = r.uuid();
    // Minutes between turns, now and then a day.
    this.clock += r.chance(0.05) ? r.int(8, 30) * 3_600_000 : r.int(30, 1_800) * 1_000;
    if (last && plan.turns.at(-1)?.kind === "answer") {
      const turn = plan.turns.at(-1) as Extract<Turn, { kind: "answer" }>;
      this.probes.last = `Where we landed on ${plan.subject} after ${this.runs} turns`;
      turn.content = `${this.probes.last}: the plan stands, and the open points are listed below.\n\n${turn.content}`;
    }
    this.add(new HumanMessage({ id: r.uuid(), content: plan.request }), "input");

    plan.turns.forEach((turn, index) => {
      this.beforeModel(index === 0);
      if (turn.kind === "stopped") return;
      this.clock += r.int(800, 20_000);
      if (turn.kind === "answer") {
        this.add(this.ai(turn.content, [], turn.reasoning), "model");
        return;
      }
      if (turn.kind === "tools") {
        const calls = turn.steps.map((step) => ({ id: `call_${r.uuid()}`, name: step.name, args: step.args, type: "tool_call" as const }));
        this.add(this.ai(turn.note, calls, turn.reasoning), "model");
        const source = index + 1 < plan.turns.length ? "step" : "final";
        turn.steps.forEach((step, i) => {
          this.clock += r.int(200, 6_000);
          const tool = new ToolMessage({ id: r.uuid(), name: step.name, tool_call_id: calls[i]!.id, content: step.result, status: step.failed ? "error" : "success" });
          this.add(tool, source);
        });
        return;
      }
      this.emitTasks(plan.subject, turn.tasks, index + 1 < plan.turns.length);
    });
  }

  private emitTasks(subject: string, tasks: { type: string; outcome: TaskOutcome }[], answered: boolean): void {
    const { r } = this;
    const calls: (TaskCall & { prompt: string })[] = tasks.map(({ type }) => ({
      id: `call_${r.uuid()}`,
      description: text.SUBAGENT_DESCRIPTIONS[type]!(subject),
      subagent_type: type,
      prompt: `Work on ${subject}. Report facts, numbers and open questions; keep it under 200 words.`,
    }));
    const content = `I'll split this across ${calls.length} subagent${calls.length === 1 ? "" : "s"}: ${calls.map((call) => call.subagent_type).join(", ")}.`;
    const toolCalls = calls.map(({ id, description, prompt, subagent_type }) => ({ id, name: "task", args: { description, prompt, subagent_type }, type: "tool_call" as const }));
    this.add(this.ai(content, toolCalls), "model");
    const startedAt = this.iso();
    this.ledger = mergeLedger(this.ledger, calls.map((call) => ledgerEntry(call, "in_progress", startedAt, this.runId)));
    this.delegated += calls.length;
    // Parallel subagents finish in any order; a Stop records the cancelled ones after the run.
    const finished = tasks.map((_, i) => i).filter((i) => tasks[i]!.outcome.status !== "cancelled");
    for (let i = finished.length - 1; i > 0; i--) {
      const j = r.int(0, i);
      [finished[i], finished[j]] = [finished[j]!, finished[i]!];
    }
    const order = [...finished, ...tasks.map((_, i) => i).filter((i) => tasks[i]!.outcome.status === "cancelled")];
    for (const i of order) {
      const call = calls[i]!;
      const { outcome } = tasks[i]!;
      this.clock += r.int(2_000, 90_000);
      const source = outcome.status === "cancelled" ? "cancel" : answered ? "step" : "final";
      this.add(resultMessage(call, outcome), source);
      this.ledger = mergeLedger(this.ledger, [finishedEntry(call, outcome, startedAt, this.runId)]);
    }
  }

  private ai(content: string, toolCalls: { id: string; name: string; args: Record<string, unknown>; type: "tool_call" }[], reasoning?: string): AIMessage {
    const input = 900 + 35 * this.window.length;
    const output = Math.ceil(content.length / 4) + 12 * toolCalls.length + 5;
    return new AIMessage({
      id: `run-${this.r.uuid()}`,
      name: "model",
      content,
      additional_kwargs: reasoning ? { reasoning_content: reasoning } : {},
      response_metadata: { finish_reason: toolCalls.length > 0 ? "tool_calls" : "stop", model_name: DEMO_MODEL_NAME },
      tool_calls: toolCalls,
      usage_metadata: { input_tokens: input, output_tokens: output, total_tokens: input + output, input_token_details: {}, output_token_details: {} },
    });
  }

  /** What the agent's beforeModel hooks do: compaction when due, then this run's context block. */
  private beforeModel(firstCall: boolean): void {
    const due = this.done < this.compactions && this.written >= this.triggers[this.done]!;
    if (due) this.compact();
    if (!firstCall || !this.blocks) return;
    const block = durableContextMessage(
      {
        summary: this.summary,
        ledger: this.ledger.map(({ id, description, subagent_type, status, result_brief }) => ({ id, description, subagent_type, status, ...(result_brief ? { result_brief } : {}) })),
      },
      `durable-context-${this.runId}`,
    );
    this.window = this.window.filter((message) => !isDurableContext(message));
    this.add(block, "context");
    this.hidden += 1;
  }

  private compact(): void {
    const plan = planCompaction(this.window, this.options.keep ?? 6);
    if (!plan) return;
    const previous = this.summary;
    const summary = summaryScript([new HumanMessage(buildSummaryPrompt(plan.condensed, previous))]).text;
    this.clock += this.r.int(500, 4_000);
    const marker: SummaryMarker = {
      type: "summary_marker",
      id: `summary-marker-${this.r.uuid()}`,
      summary,
      run_id: this.runId,
      created_at: this.iso(),
      replaced_count: plan.condensed.length,
      condensed_ids: plan.condensed.flatMap((message) => (message.id ? [message.id] : [])),
      tokens_before: estimateTokens(this.window) + estimateTextTokens(previous ?? ""),
      tokens_after: estimateTokens(plan.kept) + estimateTextTokens(summary),
    };
    this.row(marker, "compaction");
    this.window = plan.kept;
    this.summary = summary;
    this.done += 1;
  }

  private add(message: BaseMessage, source: string): void {
    this.window.push(message);
    this.row(this.wireOf(message), source);
    this.written += 1;
  }

  private row(content: WireMessage | SummaryMarker, source: string): void {
    this.clock += 1;
    this.rows.push({ seq: this.rows.length + 1, run_id: this.runId, content, metadata: { caller: "agent", source }, created_at: this.iso() });
  }

  private wireOf(message: BaseMessage): WireMessage {
    let wire = this.wire.get(message);
    if (!wire) {
      wire = toWireMessage(message);
      this.wire.set(message, wire);
    }
    return wire;
  }

  private iso(): string {
    return new Date(this.clock).toISOString();
  }
}
