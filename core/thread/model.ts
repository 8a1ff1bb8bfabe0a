import { sameValue } from "../history/same-value";
import { mergeHistory } from "../history/merge";
import type { DecidedInterrupt } from "../interrupts/receipt";
import type { PendingInterrupt } from "../interrupts/types";
import { parseLedgerChannel } from "../ledger/channel";
import { ledgerOf } from "../ledger/derive";
import { mergeLedger } from "../ledger/merge";
import { combineLedger } from "../ledger/resolve";
import type { LedgerEntry } from "../ledger/types";
import type { NormalizedMessage } from "../messages/types";
import { summaryTextItem } from "../timeline/build";
import type { SummaryItem, TimelineItem } from "../timeline/types";
import { parseTodos, type TodoEntry } from "../todos/todos";
import { parseUiChannel, placeUiMessages, type UiMessage } from "../ui-messages";
import { markNeedsInput, pendingInterrupts, placeInterrupts, placeReceipts, waitingTasks } from "./interrupts";
import { derivedLedger } from "./ledger";
import { derivePart, lastVisibleHumanFrom, type Part, type PartOptions } from "./part";
import { Settled } from "./settled";
import { storedBefore, versionsOf } from "./branches";
import type { ThreadInput, ThreadView } from "./types";
import { makeView } from "./view";

// The thread model (docs/architecture.md, "Thread model"): stored pages, live stream values and
// options in; items, ledger, compactions, condensed ranges, message locations and to-dos out,
// each equal to what the from-scratch functions give (core/thread/model.test.ts checks it); and
// what a paused run waits for, placed where it stopped (core/thread/interrupts.ts).
//
// One reuse mechanism serves every derivation: the merged message list splits at its last
// visible human message into the settled turns, derived once and extended in place when a
// new turn starts, and the live turn, derived again each frame. Settled turns are reused
// only while the list starts with the very same message objects (mergeHistory keeps them)
// and the live turn neither repeats their ids nor completes a tool call pair of theirs;
// otherwise the frame is derived whole. Results keep their identity while unchanged, so
// memoized components skip them.

export interface ThreadModel {
  update(input: ThreadInput): ThreadView;
}

/** The derivations of one merged list under one set of options. */
export interface Timeline {
  readonly messages: readonly NormalizedMessage[];
  readonly options: PartOptions;
  /** The turns reused, at `version` (an empty one when the frame was derived whole). */
  readonly settled: Settled;
  readonly version: number;
  readonly live: Part;
}

interface Previous {
  input: ThreadInput;
  timeline: Timeline;
  card: SummaryItem | undefined;
  /** The items before interrupts are placed. */
  joined: readonly TimelineItem[];
  /** The ledger of the turns, and of what only the checkpoint history holds. */
  fromTurns: readonly LedgerEntry[];
  fromHistory: readonly LedgerEntry[];
  ledgerInput: { channel: readonly LedgerEntry[] | null; derived: readonly LedgerEntry[]; events: readonly unknown[] };
  /** The ledger before waiting tasks are marked. */
  ledger: readonly LedgerEntry[];
  /** The UI messages placed in `view.items`. */
  ui: readonly UiMessage[];
  view: ThreadView;
}

export function createThreadModel(): ThreadModel {
  let settled: Settled | undefined;
  let previous: Previous | undefined;
  let channel: { raw: unknown; parsed: LedgerEntry[] | null } | undefined;
  let todosChannel: { raw: unknown; parsed: TodoEntry[] | undefined } | undefined;
  let waiting: { live: boolean; raw: unknown; parsed: readonly PendingInterrupt[] } | undefined;
  let decisions: { session: readonly DecidedInterrupt[]; all: readonly DecidedInterrupt[] } | undefined;
  let uiChannel: { raw: unknown; parsed: readonly UiMessage[] } | undefined;

  /** The settled turns of `messages`: the ones kept, extended to `boundary`, or new ones. */
  function settle(messages: readonly NormalizedMessage[], boundary: number, options: PartOptions): Settled {
    let base = settled !== undefined && settled.suits(options) && settled.startsWithin(messages, boundary) ? settled : undefined;
    if (base !== undefined && base.normalized.length < boundary) {
      const turns = derivePart(messages, base.normalized.length, boundary, options, base.closed, true);
      if (base.isFollowedBy(turns)) base.extend(turns);
      else base = undefined;
    }
    if (base === undefined) {
      base = new Settled(options.threadId, options.showHidden);
      if (boundary > 0) base.extend(derivePart(messages, 0, boundary, options, base.closed, true));
    }
    settled = base;
    return base;
  }

  function derive(messages: readonly NormalizedMessage[], options: PartOptions): Timeline {
    const kept = settled !== undefined && settled.suits(options) && settled.startsWithin(messages, messages.length) ? settled.normalized.length : 0;
    // The live turn is short: the boundary is found from the end.
    let boundary = lastVisibleHumanFrom(messages, kept);
    if (boundary < 0) boundary = Math.max(0, lastVisibleHumanFrom(messages, 0));
    const base = settle(messages, boundary, options);
    const live = derivePart(messages, boundary, messages.length, options, base.closed, false);
    if (base.isFollowedBy(live)) return { messages, options, settled: base, version: base.version, live };
    const whole = new Settled(options.threadId, options.showHidden);
    return { messages, options, settled: whole, version: whole.version, live: derivePart(messages, 0, messages.length, options, whole.closed, false) };
  }

  return {
    update(input) {
      const last = previous;
      const stored = storedBefore(input.stored, input.forkedAt);
      const messages =
        last !== undefined && storedBefore(last.input.stored, last.input.forkedAt) === stored && last.input.live === input.live && last.input.preferStored === input.preferStored
          ? last.timeline.messages
          : mergeHistory({ stored, live: input.live, preferStored: input.preferStored });
      const rawInterrupts = input.runLive ? input.streamInterrupts : input.storedState;
      if (waiting === undefined || waiting.live !== input.runLive || waiting.raw !== rawInterrupts) {
        waiting = { live: input.runLive, raw: rawInterrupts, parsed: keep(waiting?.parsed, pendingInterrupts(input)) };
      }
      const interrupts = waiting.parsed;
      // A paused run is not over: the calls it stopped before are still to be answered.
      const options: PartOptions = { threadId: input.threadId, showHidden: input.showHidden, runLive: input.runLive || interrupts.length > 0 };
      const timeline =
        last !== undefined && sameOptions(last.timeline.options, options) && sameList(last.timeline.messages, messages)
          ? last.timeline
          : derive(messages, options);

      const { settled: base, live } = timeline;
      const hasSummary = base.hasSummary || live.hasSummary;
      const summaryText = typeof input.summaryText === "string" && !input.hasOlder ? input.summaryText : undefined;
      const card = keep(last?.card, summaryTextItem(summaryText, hasSummary));
      const joined = last !== undefined && last.timeline === timeline && last.card === card ? last.joined : joinItems(card, base.items, live.items);
      const session = input.decided ?? NO_DECISIONS;
      const previousDecisions = decisions?.all;
      if (decisions === undefined || decisions.session !== session) decisions = { session, all: keep(decisions?.all, session) };
      const decided = decisions.all;
      if (uiChannel === undefined || uiChannel.raw !== input.ui) uiChannel = { raw: input.ui, parsed: keep(uiChannel?.parsed, parseUiChannel(input.ui)) };
      const ui = uiChannel.parsed;
      const hasOlder = input.hasOlder;
      const items =
        last !== undefined && last.joined === joined && last.view.interrupts === interrupts && previousDecisions === decided && last.ui === ui && last.input.hasOlder === hasOlder
          ? last.view.items
          : placeAll(placeUiMessages(joined, ui, { hasOlder }), interrupts, decided);

      if (channel === undefined || channel.raw !== input.delegations) channel = { raw: input.delegations, parsed: parseLedgerChannel(input.delegations) };
      const fromTurns = last !== undefined && last.timeline === timeline ? last.fromTurns : derivedLedger(base, live);
      // The parsed history is read once per list, like the stored one.
      const fromHistory = last !== undefined && last.input.condensedHistory === input.condensedHistory ? last.fromHistory : historyLedger(input.condensedHistory);
      // Delegations of condensed turns came first: the turns' own follow, each task once.
      const derived =
        last !== undefined && last.fromTurns === fromTurns && last.fromHistory === fromHistory
          ? last.ledgerInput.derived
          : fromHistory.length === 0
            ? fromTurns
            : mergeLedger(fromHistory, fromTurns);
      const ledgerInput = { channel: channel.parsed, derived, events: input.taskEvents };
      const ledger =
        last !== undefined && last.ledgerInput.channel === ledgerInput.channel && last.ledgerInput.derived === ledgerInput.derived && last.ledgerInput.events === ledgerInput.events
          ? last.ledger
          : keep(last?.ledger, combineLedger(ledgerInput.channel, ledgerInput.derived, ledgerInput.events, undefined));
      const shownLedger =
        last !== undefined && last.ledger === ledger && last.view.interrupts === interrupts
          ? last.view.ledger
          : keep(last?.view.ledger, markNeedsInput(ledger, waitingTasks(interrupts)));

      if (todosChannel === undefined || todosChannel.raw !== input.todos) todosChannel = { raw: input.todos, parsed: parseTodos({ todos: input.todos }) };
      const todos = todosChannel.parsed ?? live.todos ?? base.todos ?? [];

      // Merged lists hold each key once, so the two sets do not overlap.
      const counted = base.compactionKeys.size + live.compactionKeys.size;
      const compacted = typeof input.summaryText === "string" && input.summaryText.length > 0;

      const view = makeView(timeline, {
        items,
        settledItems: (card === undefined ? 0 : 1) + base.items.length,
        ledger: shownLedger,
        compactions: counted === 0 && compacted ? 1 : counted,
        compactionsPartial: input.hasOlder || (counted === 0 && compacted),
        todos: keep(last?.view.todos, todos),
        interrupts,
      }, versionsOf(input.branches), input.summaryText, ui.length > 0);
      previous = { input, timeline, card, joined, fromTurns, fromHistory, ledgerInput, ledger, ui, view };
      return view;
    },
  };
}

const NO_ENTRIES: readonly LedgerEntry[] = Object.freeze([]);
const NO_DECISIONS: readonly DecidedInterrupt[] = Object.freeze([]);

/** The pending requests where the run stopped, then the receipts of those answered here. */
function placeAll(joined: readonly TimelineItem[], interrupts: readonly PendingInterrupt[], decided: readonly DecidedInterrupt[]): readonly TimelineItem[] {
  const placed = interrupts.length === 0 ? joined : placeInterrupts(joined, interrupts);
  return decided.length === 0 ? placed : placeReceipts(placed, decided, interrupts);
}

/** The delegations of the messages only the checkpoint history holds. */
function historyLedger(messages: readonly NormalizedMessage[] | undefined): readonly LedgerEntry[] {
  return messages === undefined || messages.length === 0 ? NO_ENTRIES : ledgerOf(messages);
}

function joinItems(card: SummaryItem | undefined, settled: readonly TimelineItem[], live: readonly TimelineItem[]): TimelineItem[] {
  const items: TimelineItem[] = card === undefined ? [] : [card];
  for (const item of settled) items.push(item);
  for (const item of live) items.push(item);
  return items;
}

/** The previous value when the new one reads the same, so selectors see no change. */
function keep<T>(previous: T | undefined, next: T): T {
  return previous !== undefined && sameValue(previous, next) ? previous : next;
}

function sameOptions(a: PartOptions, b: PartOptions): boolean {
  return a.threadId === b.threadId && a.showHidden === b.showHidden && a.runLive === b.runLive;
}

function sameList(a: readonly NormalizedMessage[], b: readonly NormalizedMessage[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
