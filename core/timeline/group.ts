import type { MessageId } from "../ids";
import { hasVisibleText } from "../messages/guards";
import type { AiMessage, HiddenReason, NormalizedMessage, ToolCall, ToolMessage } from "../messages/types";
import { answerItem, reasoningAnswer, summaryItem } from "./answers";
import { CLARIFICATION_TOOL, clarificationItem, isClarificationEcho } from "./clarification";
import { exactCopy } from "./exact-array";
import { ForwardPairing } from "./forward-pairing";
import { ItemList } from "./item-list";
import { PairingIndex } from "./pairing";
import { PENDING_STEP, PENDING_TASK, PendingCall, type PendingOwner, toolStepId } from "./pending";
import { TASK_TOOL, taskCard } from "./task-card";
import { orphanStep, toolStep } from "./tool-step";
import type { HiddenItem, StepsItem, SubagentsItem, TaskCard, TimelineItem, TimelineOptions } from "./types";

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
      grouper.list.push({ kind: "unsupported", id: `unsupported:${message.id}`, reason: `could not display (${detail})` });
    }
  }
  return grouper.finish(index.lastHumanAt);
}

interface LateItem {
  index: number;
  at: number;
}

export class Grouper {
  readonly list = new ItemList();
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
  /** Cards of the current message's subagents item, until it is complete (see ItemList). */
  private readonly tasks: TaskCard[] = [];
  /** Calls without a result, with lookahead pairing (forward pairing keeps its own). */
  private readonly unanswered: PendingCall[] = [];
  /** Every clarification: `answered` is settled at the end. */
  private readonly clarifications: LateItem[] = [];
  /** The latest clarification waiting for its result (forward pairing only), and its item index. */
  private openClarification: PendingCall | undefined;
  private openClarificationIndex = -1;
  private readonly reasoningAnswers: (LateItem & { message: AiMessage })[] = [];

  constructor(options: TimelineOptions, pairing: PairingIndex | ForwardPairing) {
    this.showHidden = options.showHidden === true;
    this.runLive = options.runLive === true;
    this.lookahead = pairing instanceof PairingIndex ? pairing : undefined;
    this.forward = pairing instanceof ForwardPairing ? pairing : undefined;
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
        this.list.push({ kind: "human", id: `human:${m.id}`, messageId: m.id, text: m.text, images: m.images });
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
        this.list.push(summaryItem(m));
        return;
      case "unsupported":
        this.list.push({ kind: "unsupported", id: `unsupported:${m.id}`, reason: m.reason });
        return;
    }
  }

  /**
   * Builds what waited for the end: calls without a result, and what depends on being in
   * the last turn (everything after the last visible human message, at `lastHumanAt`).
   */
  finish(lastHumanAt: number): TimelineItem[] {
    const list = this.list;
    list.close();
    for (const calls of [this.unanswered, this.forward?.unanswered ?? []]) {
      for (const p of calls) p.settle(undefined, this.runLive && p.at > lastHumanAt, list);
    }
    const items = list.items;
    for (const c of this.clarifications) {
      const item = items[c.index];
      // Answered exactly when a human message follows the question.
      if (item?.kind === "clarification" && c.at > lastHumanAt) item.answered = false;
    }
    if (this.runLive) {
      for (const r of this.reasoningAnswers) if (r.at > lastHumanAt) items[r.index] = reasoningAnswer(r.message, true);
    }
    return items;
  }

  private addHidden(role: HiddenItem["role"], messageId: MessageId, reason: HiddenReason, text: string): void {
    if (this.showHidden) this.list.push({ kind: "hidden", id: `hidden:${messageId}`, messageId, role, reason, text });
  }

  private addCalls(m: AiMessage, at: number): void {
    if (m.reasoning !== undefined) this.addStep(m.id, { kind: "reasoning", id: `${m.id}:reasoning`, text: m.reasoning });
    if (hasVisibleText(m.text)) this.addStep(m.id, { kind: "text", id: `${m.id}:text`, text: m.text });
    let subagents: SubagentsItem | undefined;
    // Not `tasks.length = 0`: a length store goes through the runtime.
    const tasks = this.tasks;
    let taskCount = 0;
    const calls = m.toolCalls;
    for (let k = 0; k < calls.length; k++) {
      const call = calls[k]!;
      // With a result, "live" does not matter; without one, the object waits for the end.
      const result = this.lookahead?.resultFor(at, k, call);
      if (call.name === TASK_TOOL) {
        if (subagents === undefined) {
          subagents = { kind: "subagents", id: `subagents:${m.id}`, messageId: m.id, tasks };
          this.list.push(subagents);
        }
        const slot = taskCount++;
        tasks[slot] = result === undefined ? PENDING_TASK : taskCard(call, result, false);
        if (result === undefined) this.defer(subagents, slot, call, m.id, at, k);
      } else if (call.name === CLARIFICATION_TOOL) {
        const item = clarificationItem(`clarification:${m.id}:${k}`, m.id, call, result, true);
        this.list.push(item);
        const index = this.list.items.length - 1;
        this.clarifications.push({ index, at });
        // Built now, as nothing but `answered` can change; forward pairing may still bring a result.
        if (this.forward !== undefined) {
          this.openClarification = this.defer(item, index, call, m.id, at, k);
          this.openClarificationIndex = index;
        }
      } else if (result !== undefined) {
        this.addStep(m.id, toolStep(call, result, toolStepId(m.id, k), false));
      } else {
        const slot = this.addStep(m.id, PENDING_STEP);
        this.defer(this.steps!, slot, call, m.id, at, k);
      }
    }
    // Complete: cards waiting for a result are written through the item, into this array.
    if (subagents !== undefined) subagents.tasks = exactCopy(tasks, taskCount);
  }

  /** Holds a slot for call `k` of the message until its result or the end. */
  private defer(owner: PendingOwner, slot: number, call: ToolCall, messageId: MessageId, at: number, k: number): PendingCall {
    const pending = new PendingCall(call, owner, slot, messageId, at, k);
    if (this.forward !== undefined) this.forward.onCall(pending);
    else this.unanswered.push(pending);
    return pending;
  }

  private addAnswer(m: AiMessage, at: number): void {
    const items = this.list.items;
    const last = items[items.length - 1];
    if (!hasVisibleText(m.text)) {
      if (m.reasoning === undefined) return; // nothing to show (e.g. an empty stop message)
      // Built as for a finished run; `finish` rebuilds it if it turns out to be live.
      this.list.push(reasoningAnswer(m, false));
      this.reasoningAnswers.push({ index: items.length - 1, at, message: m });
      return;
    }
    if (last?.kind === "clarification") {
      // The echo test needs the question's result. Without one (yet), this is no echo; if
      // forward pairing meets the result later, that was decided too early (see addTool).
      const open = this.openClarification;
      if (open !== undefined && !open.settled && this.openClarificationIndex === items.length - 1) open.echoTested = true;
      else if (isClarificationEcho(last, m.text)) return;
    }
    this.list.push(answerItem(m));
  }

  private addTool(m: ToolMessage, at: number): void {
    if (this.lookahead !== undefined) {
      if (this.lookahead.isPaired(at, m)) return; // rendered with its call
    } else if (this.forward !== undefined && m.toolCallId !== undefined) {
      const call = this.forward.onResult(m.toolCallId);
      if (call !== undefined) {
        if (call.echoTested) this.needsLookahead = true;
        return call.settle(m, false, this.list);
      }
    }
    this.addStep(m.id, orphanStep(m, `${m.id}:result`));
  }

  /**
   * Adds a step to the current message's steps item: the steps item just before if there
   * is one, else a new one keyed by this message. Returns its position in the item.
   */
  private addStep(messageId: string, step: StepsItem["steps"][number]): number {
    this.steps ??= this.list.lastSteps(messageId);
    return this.list.addStep(this.steps, step);
  }
}
