import type { MessageId } from "../ids";
import { hasVisibleText } from "../messages/guards";
import type { AiMessage, HiddenReason, NormalizedMessage } from "../messages/types";
import { unreachable } from "../unreachable";
import { answerItem, reasoningAnswer, summaryItem } from "./answers";
import { toolEntry } from "../tools/registry";
import { clarificationItem, isClarificationEcho } from "./clarification";
import { isPaired, pairCalls, type Pairing, resultOf } from "./pairing";
import { taskCard } from "./task-card";
import { orphanStep, toolStep, toolStepId } from "./tool-step";
import type { HiddenItem, Step, StepsItem, SubagentsItem, TimelineItem, TimelineOptions } from "./types";

// Grouping (docs/architecture.md, "Thread model"): normalized messages -> timeline items, one
// linear pass after the pairing. Item ids are `${kind}:${messageId}` (plus a call position
// where one message yields several), so they are unique and never change on append.
//
// Each decision depends on the message, the items before it, the pairing and whether the
// message comes after the last visible human message (the live turn of a running thread).
// So the messages before a visible human message group the same whatever follows, as long
// as what follows completes no pair of theirs: the thread model (core/thread) relies on it.

/**
 * @param lastHumanAt position of the last visible human message; `messages.length` groups
 *   them as settled turns, for a visible human message that follows them.
 */
export function groupTimeline(
  messages: readonly NormalizedMessage[],
  options: TimelineOptions = {},
  pairing: Pairing = pairCalls(messages),
  lastHumanAt = lastVisibleHuman(messages),
): TimelineItem[] {
  const grouper = new Grouper(options, pairing, lastHumanAt);
  for (let i = 0; i < messages.length; i++) {
    const message = messages[i]!;
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

/** Position of the last visible human message, -1 if none. */
export function lastVisibleHuman(messages: readonly NormalizedMessage[]): number {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.type === "human" && m.hidden === undefined) return i;
  }
  return -1;
}

class Grouper {
  readonly items: TimelineItem[] = [];
  private readonly showHidden: boolean;
  private readonly runLive: boolean;
  /** The steps item the current message adds to: one per message at most, for unique ids. */
  private steps: StepsItem | undefined;

  constructor(
    options: TimelineOptions,
    private readonly pairing: Pairing,
    private readonly lastHumanAt: number,
  ) {
    this.showHidden = options.showHidden === true;
    this.runLive = options.runLive === true;
  }

  /**
   * Hidden messages are skipped before any grouping decision, so by default they cannot
   * split a group or end a turn. When shown (a debugging view) they sit in place and do
   * split steps.
   */
  add(m: NormalizedMessage, at: number): void {
    this.steps = undefined;
    switch (m.type) {
      case "human":
        if (m.hidden !== undefined) return this.addHidden("human", m.id, m.hidden, m.text);
        this.items.push({ kind: "human", id: `human:${m.id}`, messageId: m.id, text: m.text, images: m.images, files: m.files });
        return;
      case "ai":
        if (m.hidden !== undefined) return this.addHidden("ai", m.id, m.hidden, m.text);
        return m.toolCalls.length === 0 ? this.addAnswer(m, at) : this.addCalls(m, at);
      case "tool":
        if (m.hidden !== undefined) return this.addHidden("tool", m.id, m.hidden, m.text);
        if (!isPaired(this.pairing, m)) this.addStep(m.id, orphanStep(m, `${m.id}:result`));
        return;
      case "system":
        // Always hidden (docs/wire-contracts.md, "Hidden context").
        if (m.hidden !== undefined) this.addHidden("system", m.id, m.hidden, m.text);
        return;
      case "summary":
        this.items.push(summaryItem(m));
        return;
      case "unsupported":
        this.items.push({ kind: "unsupported", id: `unsupported:${m.id}`, reason: m.reason });
        return;
      case "gap":
        this.items.push({ kind: "gap", id: `gap:${m.id}`, afterSeq: m.afterSeq, beforeSeq: m.beforeSeq });
        return;
      default:
        unreachable(m);
    }
  }

  /** In the last turn of a running thread, where a missing result is still to come. */
  private live(at: number): boolean {
    return this.runLive && at > this.lastHumanAt;
  }

  private addHidden(role: HiddenItem["role"], messageId: MessageId, reason: HiddenReason, text: string): void {
    if (this.showHidden) this.items.push({ kind: "hidden", id: `hidden:${messageId}`, messageId, role, reason, text });
  }

  private addCalls(m: AiMessage, at: number): void {
    if (m.reasoning !== undefined) this.addStep(m.id, { kind: "reasoning", id: `${m.id}:reasoning`, text: m.reasoning });
    if (hasVisibleText(m.text)) this.addStep(m.id, { kind: "text", id: `${m.id}:text`, text: m.text });
    let subagents: SubagentsItem | undefined;
    for (let k = 0; k < m.toolCalls.length; k++) {
      const call = m.toolCalls[k]!;
      const result = resultOf(this.pairing, call);
      // How each kind of tool enters the timeline: core/tools/registry.ts.
      const entry = toolEntry(call.name);
      switch (entry?.kind) {
        case undefined:
        case "step":
          this.addStep(m.id, toolStep(call, result, toolStepId(m.id, k), this.live(at), entry?.read));
          break;
        case "subagent":
          if (subagents === undefined) {
            subagents = { kind: "subagents", id: `subagents:${m.id}`, messageId: m.id, tasks: [] };
            this.items.push(subagents);
          }
          subagents.tasks.push(taskCard(call, result, this.live(at)));
          break;
        case "clarification":
          // Answered exactly when a human message follows the question.
          this.items.push(clarificationItem(`clarification:${m.id}:${k}`, m.id, call, result, at < this.lastHumanAt));
          break;
        default:
          unreachable(entry);
      }
    }
  }

  private addAnswer(m: AiMessage, at: number): void {
    if (!hasVisibleText(m.text)) {
      // Reasoning alone: the answer some models give there, unless text may still follow.
      if (m.reasoning !== undefined) this.items.push(reasoningAnswer(m, this.live(at)));
      return;
    }
    const last = this.items[this.items.length - 1];
    if (last?.kind === "clarification" && isClarificationEcho(last, m.text)) return;
    this.items.push(answerItem(m));
  }

  /** Adds to the steps item just before, if the last item is one, else to a new one keyed by this message. */
  private addStep(messageId: MessageId, step: Step): void {
    if (this.steps === undefined) {
      const last = this.items[this.items.length - 1];
      if (last?.kind === "steps") this.steps = last;
      else {
        this.steps = { kind: "steps", id: `steps:${messageId}`, steps: [] };
        this.items.push(this.steps);
      }
    }
    this.steps.steps.push(step);
  }
}
