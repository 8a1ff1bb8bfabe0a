import type { MessageId } from "../ids";
import { hasVisibleText } from "../messages/guards";
import type { AiMessage, HiddenReason, NormalizedMessage, SummaryMessage, ToolCall, ToolMessage } from "../messages/types";
import { CLARIFICATION_TOOL, clarificationItem, isClarificationEcho } from "./clarification";
import { ForwardPairing } from "./forward-pairing";
import { PairingIndex } from "./pairing";
import { PENDING_STEP, PENDING_TASK, PendingCall, type PendingOwner, toolStepId } from "./pending";
import { exactArray } from "./exact-array";
import { TASK_TOOL, taskCard } from "./task-card";
import { orphanStep, toolStep } from "./tool-step";
import type { AssistantItem, HiddenItem, StepsItem, SubagentsItem, SummaryItem, TimelineItem, TimelineOptions } from "./types";

// Grouping (DESIGN 4): normalized messages -> timeline items, one linear pass.
//
// Every decision depends only on the message itself, the items already emitted and the
// pairing, never on later messages. So grouping a slice that starts at a human message
// yields exactly the items a full pass yields for it: the incremental builder regroups
// only the live turn. Item ids are `${kind}:${messageId}` (plus a call position where one
// message yields several), so they are unique and never change on append.
//
// Two things are known only later: a call's result, and whether a message is in the last
// turn (for a live run, an unanswered call is pending rather than lost). Objects depending
// on them are built when they become known (pending.ts) or corrected at the end. The
// pairing is either a lookahead index (any input) or forward pairing, which needs no pass
// of its own and so lets the single-pass build (single-pass.ts) parse and group at once.

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
  const grouper = new Grouper(options, index);
  for (let i = range.from; i < range.to; i++) {
    const message = messages[i];
    if (message === undefined) continue;
    try {
      grouper.add(message, i);
    } catch (error) {
      // Last resort: parsers are total, so this means a bug; lose one message, not the thread.
      const detail = error instanceof Error ? error.message.slice(0, 80) : "unknown error";
      grouper.push({ kind: "unsupported", id: `unsupported:${message.id}`, reason: `could not display (${detail})` });
    }
  }
  return grouper.finish(index.lastHumanAt);
}

interface ReasoningAnswer {
  index: number;
  at: number;
  message: AiMessage;
}

export class Grouper {
  readonly items: TimelineItem[] = [];
  /**
   * Forward pairing met an order only the lookahead index handles; the result is invalid.
   * (The other such orders are found at the end: ForwardPairing.agreesWithLookahead.)
   */
  needsLookahead = false;
  /** Position of the last visible human message grouped, -1 if none. */
  lastHumanSeen = -1;
  /** Some message grouped is a summary card. */
  hasSummary = false;
  private readonly showHidden: boolean;
  private readonly runLive: boolean;
  private readonly lookahead: PairingIndex | undefined;
  private readonly forward: ForwardPairing | undefined;
  /** The steps item the current message adds to (one per message at most, for unique ids). */
  private steps: StepsItem | undefined;
  /** Calls without a result, with lookahead pairing (forward pairing keeps its own). */
  private readonly unanswered: PendingCall[] = [];
  /** Items index and position of every clarification: `answered` is settled at the end. */
  private readonly clarifications: number[] = [];
  private readonly clarificationAts: number[] = [];
  /** The latest clarification waiting for its result (forward pairing only), and its item index. */
  private openClarification: PendingCall | undefined;
  private openClarificationIndex = -1;
  private readonly reasoningAnswers: ReasoningAnswer[] = [];

  constructor(options: TimelineOptions, pairing: PairingIndex | ForwardPairing) {
    this.showHidden = options.showHidden === true;
    this.runLive = options.runLive === true;
    this.lookahead = pairing instanceof PairingIndex ? pairing : undefined;
    this.forward = pairing instanceof ForwardPairing ? pairing : undefined;
  }

  /** Appends an item; the steps item before it, if any, is complete and gets its final array. */
  push(item: TimelineItem): void {
    this.closeSteps();
    this.items.push(item);
  }

  private closeSteps(): void {
    const last = this.items[this.items.length - 1];
    if (last !== undefined && last.kind === "steps") last.steps = exactArray(last.steps);
  }

  add(m: NormalizedMessage, at: number): void {
    this.steps = undefined;
    // Only `type` is read where messages of every kind pass; each other read sits in the
    // branch of one kind, so it meets a few hidden classes, not all of them (a read that
    // meets more than four is a slow generic lookup).
    //
    // Hidden messages are skipped before any grouping decision, so by default they cannot
    // split a group or end a turn. When shown (a debugging view) they sit in place and do
    // split steps.
    switch (m.type) {
      case "human":
        if (m.hidden !== undefined) return this.addHidden("human", m.id, m.hidden, m.text);
        this.lastHumanSeen = at;
        this.push({ kind: "human", id: `human:${m.id}`, messageId: m.id, text: m.text, images: m.images });
        return;
      case "ai":
        if (m.hidden !== undefined) return this.addHidden("ai", m.id, m.hidden, m.text);
        return m.toolCalls.length === 0 ? this.addAnswer(m, at) : this.addCalls(m, at);
      case "tool":
        if (m.hidden !== undefined) return this.addHidden("tool", m.id, m.hidden, m.text);
        return this.addTool(m, at);
      case "system":
        // Always hidden (DESIGN 3.2).
        if (m.hidden !== undefined) this.addHidden("system", m.id, m.hidden, m.text);
        return;
      case "summary":
        this.hasSummary = true;
        this.push(summaryItem(m));
        return;
      case "unsupported":
        this.push({ kind: "unsupported", id: `unsupported:${m.id}`, reason: m.reason });
        return;
    }
  }

  private addHidden(role: HiddenItem["role"], messageId: MessageId, reason: HiddenReason, text: string): void {
    if (this.showHidden) this.push({ kind: "hidden", id: `hidden:${messageId}`, messageId, role, reason, text });
  }

  /**
   * Builds what waited for the end: calls without a result, and what depends on being in
   * the last turn (everything after the last visible human message, at `lastHumanAt`).
   */
  finish(lastHumanAt: number): TimelineItem[] {
    this.closeSteps();
    const items = this.items;
    for (const calls of [this.unanswered, this.forward?.unanswered ?? []]) {
      for (const p of calls) p.settle(undefined, this.runLive && p.at > lastHumanAt, items);
    }
    for (let j = 0; j < this.clarifications.length; j++) {
      const item = items[this.clarifications[j]!];
      // Answered exactly when a human message follows the question.
      if (item?.kind === "clarification" && this.clarificationAts[j]! > lastHumanAt) item.answered = false;
    }
    if (this.runLive) {
      for (const r of this.reasoningAnswers) if (r.at > lastHumanAt) items[r.index] = reasoningAnswer(r.message, true);
    }
    return items;
  }

  private addCalls(m: AiMessage, at: number): void {
    if (m.reasoning !== undefined) this.stepsFor(m.id).steps.push({ kind: "reasoning", id: `${m.id}:reasoning`, text: m.reasoning });
    if (hasVisibleText(m.text)) this.stepsFor(m.id).steps.push({ kind: "text", id: `${m.id}:text`, text: m.text });
    let subagents: SubagentsItem | undefined;
    const calls = m.toolCalls;
    for (let k = 0; k < calls.length; k++) {
      const call = calls[k]!;
      // With a result, "live" does not matter; without one, the object waits for the end.
      const result = this.lookahead?.resultFor(at, k, call);
      if (call.name === TASK_TOOL) {
        if (subagents === undefined) {
          subagents = { kind: "subagents", id: `subagents:${m.id}`, messageId: m.id, tasks: [] };
          this.push(subagents);
        }
        if (result !== undefined) subagents.tasks.push(taskCard(call, result, false));
        else this.defer(subagents, subagents.tasks.push(PENDING_TASK) - 1, call, m.id, at, k);
      } else if (call.name === CLARIFICATION_TOOL) {
        const item = clarificationItem(`clarification:${m.id}:${k}`, m.id, call, result, true);
        this.push(item);
        const index = this.items.length - 1;
        this.clarifications.push(index);
        this.clarificationAts.push(at);
        // Built now, as nothing but `answered` can change; forward pairing may still bring a result.
        if (this.forward !== undefined) {
          this.openClarification = this.defer(item, index, call, m.id, at, k);
          this.openClarificationIndex = index;
        }
      } else {
        const steps = this.stepsFor(m.id).steps;
        if (result !== undefined) steps.push(toolStep(call, result, toolStepId(m.id, k), false));
        else this.defer(this.steps!, steps.push(PENDING_STEP) - 1, call, m.id, at, k);
      }
    }
    // Pending cards are written through the item, so they land in the final array.
    if (subagents !== undefined) subagents.tasks = exactArray(subagents.tasks);
  }

  /** Holds a slot for call `k` of the message until its result or the end. */
  private defer(owner: PendingOwner, slot: number, call: ToolCall, messageId: MessageId, at: number, k: number): PendingCall {
    const pending = new PendingCall(call, owner, slot, messageId, at, k);
    if (this.forward !== undefined) this.forward.onCall(pending);
    else this.unanswered.push(pending);
    return pending;
  }

  private addAnswer(m: AiMessage, at: number): void {
    const last = this.items[this.items.length - 1];
    if (!hasVisibleText(m.text)) {
      if (m.reasoning === undefined) return; // nothing to show (e.g. an empty stop message)
      // Built as for a finished run; `finish` rebuilds it if it turns out to be live.
      this.push(reasoningAnswer(m, false));
      this.reasoningAnswers.push({ index: this.items.length - 1, at, message: m });
      return;
    }
    if (last?.kind === "clarification") {
      // The echo test needs the question's result. Without one (yet), this is no echo; if
      // forward pairing meets the result later, that was decided too early (see addTool).
      const open = this.openClarification;
      if (open !== undefined && !open.settled && this.openClarificationIndex === this.items.length - 1) open.echoTested = true;
      else if (isClarificationEcho(last, m.text)) return;
    }
    this.push(answerItem(m));
  }

  private addTool(m: ToolMessage, at: number): void {
    if (this.lookahead !== undefined) {
      if (this.lookahead.isPaired(at, m)) return; // rendered with its call
    } else if (this.forward !== undefined && m.toolCallId !== undefined) {
      const call = this.forward.onResult(m.toolCallId);
      if (call !== undefined) {
        if (call.echoTested) this.needsLookahead = true;
        return call.settle(m, false, this.items);
      }
    }
    this.stepsFor(m.id).steps.push(orphanStep(m, `${m.id}:result`));
  }

  /** Continues the steps item just before, else opens one keyed by this message. */
  private stepsFor(messageId: string): StepsItem {
    if (this.steps === undefined) {
      const last = this.items[this.items.length - 1];
      if (last !== undefined && last.kind === "steps") {
        this.steps = last;
      } else {
        this.steps = { kind: "steps", id: `steps:${messageId}`, steps: [] };
        this.push(this.steps);
      }
    }
    return this.steps;
  }
}

/**
 * A message with reasoning and no text. While its run streams, text may still follow, so
 * it stays reasoning; once the run is over it is the answer some models give there.
 */
function reasoningAnswer(m: AiMessage, live: boolean): AssistantItem {
  const item: AssistantItem = live
    ? { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: "", reasoning: m.reasoning }
    : { kind: "assistant", id: `assistant:${m.id}`, messageId: m.id, text: m.reasoning ?? "", reasoningAsText: true };
  return withAnswerMeta(item, m);
}

/**
 * An answer with text. The usual shapes (a model name, often usage) are single literals:
 * a key added after creation allocates a property store in the GC's young generation,
 * which, like every object of the timeline, survives and is copied (see tool-step.ts).
 */
function answerItem(m: AiMessage): AssistantItem {
  const id = `assistant:${m.id}`;
  const { id: messageId, text, reasoning, usage, model } = m;
  if (reasoning === undefined && model !== undefined) {
    return usage === undefined
      ? { kind: "assistant", id, messageId, text, model }
      : { kind: "assistant", id, messageId, text, usage, model };
  }
  const item: AssistantItem = { kind: "assistant", id, messageId, text };
  if (reasoning !== undefined) item.reasoning = reasoning;
  return withAnswerMeta(item, m);
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
