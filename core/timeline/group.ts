import { hasVisibleText } from "../messages/guards";
import type { AiMessage, NormalizedMessage, SummaryMessage, ToolMessage } from "../messages/types";
import { CLARIFICATION_TOOL, clarificationItem, isClarificationEcho } from "./clarification";
import { PairingIndex } from "./pairing";
import { TASK_TOOL, taskCard } from "./task-card";
import { orphanStep, toolStep } from "./tool-step";
import type { AssistantItem, StepsItem, SubagentsItem, SummaryItem, TimelineItem, TimelineOptions } from "./types";

// Grouping (DESIGN 4): normalized messages -> timeline items, one linear pass.
//
// Every decision depends only on the message itself, the items already emitted and the
// pairing index, never on later messages. So grouping a slice that starts at a human
// message yields exactly the items a full pass yields for it: the incremental builder
// regroups only the live turn. Item ids are `${kind}:${messageId}` (plus a call position
// where one message yields several), so they are unique and never change on append.

export interface GroupRange {
  from: number;
  to: number;
}

export function groupTimeline(
  messages: readonly NormalizedMessage[],
  options: TimelineOptions = {},
  range: GroupRange = { from: 0, to: messages.length },
  index: PairingIndex = new PairingIndex(messages),
): TimelineItem[] {
  const grouper = new Grouper(index, options.showHidden === true, options.runLive === true);
  for (let i = range.from; i < range.to; i++) {
    const message = messages[i];
    if (message === undefined) continue;
    try {
      grouper.add(message, i);
    } catch (error) {
      // Last resort: parsers are total, so this means a bug; lose one message, not the thread.
      const detail = error instanceof Error ? error.message.slice(0, 80) : "unknown error";
      grouper.items.push({ kind: "unsupported", id: `unsupported:${message.id}`, reason: `could not display (${detail})` });
    }
  }
  return grouper.items;
}

class Grouper {
  readonly items: TimelineItem[] = [];
  /** The steps item the current message adds to (one per message at most, for unique ids). */
  private steps: StepsItem | undefined;

  constructor(
    private readonly index: PairingIndex,
    private readonly showHidden: boolean,
    private readonly runLive: boolean,
  ) {}

  add(m: NormalizedMessage, at: number): void {
    this.steps = undefined;
    if (m.hidden !== undefined) {
      // Skipped before any grouping decision, so by default it cannot split a group or end
      // a turn. When shown (a debugging view) it sits in place and does split steps.
      if (this.showHidden) {
        this.items.push({ kind: "hidden", id: `hidden:${m.id}`, messageId: m.id, role: m.type, reason: m.hidden, text: m.text });
      }
      return;
    }
    switch (m.type) {
      case "human":
        this.items.push({ kind: "human", id: `human:${m.id}`, messageId: m.id, text: m.text, images: m.images });
        return;
      case "ai":
        return this.addAi(m, at);
      case "tool":
        return this.addTool(m, at);
      case "summary":
        this.items.push(summaryItem(m));
        return;
      case "unsupported":
        this.items.push({ kind: "unsupported", id: `unsupported:${m.id}`, reason: m.reason });
        return;
      case "system":
        // Always hidden (DESIGN 3.2): handled above.
        return;
    }
  }

  private addAi(m: AiMessage, at: number): void {
    // The last turn is everything after the last visible human message.
    const lastTurn = at > this.index.lastHumanAt;
    const live = this.runLive && lastTurn;
    if (m.toolCalls.length === 0) return this.addAnswer(m, live);
    if (m.reasoning !== undefined) this.stepsFor(m.id).push({ kind: "reasoning", id: `${m.id}:reasoning`, text: m.reasoning });
    if (hasVisibleText(m.text)) this.stepsFor(m.id).push({ kind: "text", id: `${m.id}:text`, text: m.text });
    let subagents: SubagentsItem | undefined;
    const calls = m.toolCalls;
    for (let k = 0; k < calls.length; k++) {
      const call = calls[k]!;
      const result = this.index.resultFor(at, k, call);
      if (call.name === TASK_TOOL) {
        if (subagents === undefined) {
          subagents = { kind: "subagents", id: `subagents:${m.id}`, messageId: m.id, tasks: [] };
          this.items.push(subagents);
        }
        subagents.tasks.push(taskCard(call, result, live));
      } else if (call.name === CLARIFICATION_TOOL) {
        // Answered exactly when a human message follows the question.
        this.items.push(clarificationItem(`clarification:${m.id}:${k}`, m.id, call, result, !lastTurn));
      } else {
        this.stepsFor(m.id).push(toolStep(call, result, `${m.id}:tool:${k}`, live));
      }
    }
  }

  private addAnswer(m: AiMessage, live: boolean): void {
    const last = this.items[this.items.length - 1];
    if (!hasVisibleText(m.text)) {
      if (m.reasoning === undefined) return; // nothing to show (e.g. an empty stop message)
      // Reasoning-only message. While streaming, text may still follow, so keep it as
      // reasoning; once the run is over it is the answer some models give there.
      const item: AssistantItem = live
        ? { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: "", reasoning: m.reasoning }
        : { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: m.reasoning, reasoningAsText: true };
      this.items.push(withAnswerMeta(item, m));
      return;
    }
    if (last?.kind === "clarification" && isClarificationEcho(last, m.text)) return;
    const item: AssistantItem = { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: m.text };
    if (m.reasoning !== undefined) item.reasoning = m.reasoning;
    this.items.push(withAnswerMeta(item, m));
  }

  private addTool(m: ToolMessage, at: number): void {
    if (this.index.isPaired(at, m)) return; // rendered with its call
    this.stepsFor(m.id).push(orphanStep(m, `${m.id}:result`));
  }

  /** Continues the steps item just before, else opens one keyed by this message. */
  private stepsFor(messageId: string): StepsItem["steps"] {
    if (this.steps === undefined) {
      const last = this.items[this.items.length - 1];
      if (last !== undefined && last.kind === "steps") {
        this.steps = last;
      } else {
        this.steps = { kind: "steps", id: `steps:${messageId}`, steps: [] };
        this.items.push(this.steps);
      }
    }
    return this.steps.steps;
  }
}

function withAnswerMeta(item: AssistantItem, m: AiMessage): AssistantItem {
  if (m.usage !== undefined) item.usage = m.usage;
  if (m.model !== undefined) item.model = m.model;
  return item;
}

export function summaryItem(m: SummaryMessage): SummaryItem {
  const item: SummaryItem = {
    kind: "summary",
    id: `summary:${m.id}`,
    replacedCount: m.replacedCount,
    summary: m.summary,
    failed: m.failed,
    source: m.source,
  };
  if (m.tokensBefore !== undefined) item.tokensBefore = m.tokensBefore;
  if (m.tokensAfter !== undefined) item.tokensAfter = m.tokensAfter;
  if (m.createdAt !== undefined) item.createdAt = m.createdAt;
  if (m.runId !== undefined) item.runId = m.runId;
  return item;
}
