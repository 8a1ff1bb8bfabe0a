import { normalizeMessages } from "../messages/normalize";
import { parseMessage } from "../messages/parse";
import type { NormalizedMessage } from "../messages/types";
import { groupTimeline } from "./group";
import { buildTimelineFromMessages, SUMMARY_TEXT_ITEM_ID, summaryTextItem } from "./build";
import { PairingIndex } from "./pairing";
import type { TimelineItem, TimelineOptions } from "./types";

// Streaming rebuilds (DESIGN 7: per chunk on a 10k thread, under 2 ms). Everything before
// the last visible human message (the "prefix") is settled: its items cannot change while
// the live turn streams, so they are grouped once and reused; only the live turn (the
// "tail") is normalized and grouped again. When a new turn starts, the turns it settles
// join the prefix (their pairing index as a layer on the prefix's), so a new turn costs
// O(turn), not a regrouping of the thread. A build with no prefix to build on is a full
// one-pass build; the prefix is made on the next build that extends it, taking its items
// from that full build.
//
// Reuse needs the caller to pass the same objects for unchanged messages (structural
// sharing, as stream reducers do). Whenever reuse could be wrong (a prefix message object
// changed, an id of the tail also exists in the prefix, a tail result answers a prefix
// call, another option), it falls back to a full build. The output always deep-equals
// `buildTimelineFromMessages` on the same input; returned items are shared between
// builds, so treat them as immutable.

export type BuildOptions = TimelineOptions & { summaryText?: string };

export interface TimelineBuilder {
  build(messages: readonly unknown[], options?: BuildOptions): TimelineItem[];
}

interface Prefix {
  raw: unknown[];
  normalized: NormalizedMessage[];
  ids: Set<string>;
  index: PairingIndex;
  hasSummary: boolean;
  /** Layers of `index` (one per turn the prefix was extended by); flattened past MAX_LAYERS. */
  layers: number;
  threadId: string;
  showHidden: boolean;
  /**
   * Taken from the full build the prefix was made after, or grouped on first use with an
   * index that includes the tail's human message.
   */
  items?: TimelineItem[];
}

/**
 * The last full build, kept so that the next build, if it keeps the same messages up to
 * the same last visible human message, can take the turns before it from this build
 * instead of grouping them again.
 */
interface FullBuild {
  /** The messages up to and with the last visible human message. */
  raw: unknown[];
  /** The messages from that human message on. */
  tail: unknown[];
  boundary: Boundary;
  items: TimelineItem[];
  threadId: string;
  showHidden: boolean;
}

interface Boundary {
  at: number;
  messageId: string;
}

export function createTimelineBuilder(): TimelineBuilder {
  let cache: Prefix | undefined;
  let full: FullBuild | undefined;
  // The summary_text card is rebuilt with every build: handing back the previous object
  // while it reads the same keeps the items array stable up to the live turn.
  let card: TimelineItem | undefined;

  return {
    build(messages, options = {}) {
      const list = Array.isArray(messages) ? messages : [];
      // With a run going, frames follow at once: the prefix is made now, with this build,
      // rather than on the first of them (keeps every frame's task short).
      const prefix =
        cache !== undefined && reusable(cache, list, options)
          ? cache
          : full !== undefined && reusable(full, list, options)
            ? makePrefix(list, options, full)
            : options.runLive === true
              ? makePrefix(list, options)
              : undefined;
      let items: TimelineItem[] | undefined;
      if (prefix !== undefined) {
        const result = buildOnPrefix(prefix, list, options);
        // Reuse was unsafe: recompute the prefix next time. (A new turn extends it instead.)
        cache = result.keepPrefix ? prefix : undefined;
        items = result.items;
      } else {
        cache = undefined;
      }
      if (items === undefined) {
        // Nothing to build on (a thread just opened, a page of history came before it, an
        // option changed), or the prefix could not be used. One full build (the one-pass
        // one, about half the cost of preparing a prefix and grouping on it); the prefix is
        // prepared only if a next build extends these messages, which a thread that is only
        // read never does.
        items = buildTimelineFromMessages(list, options);
        // Without a visible human message there are no settled turns to take from it.
        const threadId = options.threadId ?? "";
        const boundary = lastVisibleHuman(list, threadId);
        full =
          boundary === undefined
            ? undefined
            : { raw: list.slice(0, boundary.at + 1), tail: list.slice(boundary.at), boundary, items, threadId, showHidden: options.showHidden === true };
      } else {
        full = undefined;
      }
      const first = items[0];
      if (first?.kind === "summary" && first.id === SUMMARY_TEXT_ITEM_ID) {
        if (card?.kind === "summary" && card.summary === first.summary && card.failed === first.failed) items[0] = card;
        else card = first;
      }
      return items;
    },
  };
}

function reusable(base: Prefix | FullBuild, messages: readonly unknown[], options: BuildOptions): boolean {
  if (base.threadId !== (options.threadId ?? "") || base.showHidden !== (options.showHidden === true)) return false;
  const raw = base.raw;
  if (messages.length < raw.length) return false;
  for (let i = 0; i < raw.length; i++) if (messages[i] !== raw[i]) return false;
  return true;
}

/**
 * Splits at a visible human message: the last one, or that of the full build `built` of
 * messages this list starts with, whose items before it are then the prefix's items
 * unless the messages after it in that build changed them (the checks of buildOnPrefix,
 * run on that build's tail). A later human message in this list is settled on top.
 */
function makePrefix(messages: readonly unknown[], options: BuildOptions, built?: FullBuild): Prefix {
  const threadId = options.threadId ?? "";
  const last = built?.boundary ?? lastVisibleHuman(messages, threadId);
  const boundary = last?.at ?? 0;
  const raw = messages.slice(0, boundary);
  const normalized = normalizeMessages(raw, { threadId });
  const ids = new Set(normalized.map((m) => m.id));
  const index = new PairingIndex(normalized);
  const seeded = built !== undefined && leavesPrefixAlone(built.tail, boundary, ids, index, threadId);
  return {
    items: seeded ? itemsBefore(built.items, built.boundary.messageId) : undefined,
    raw,
    normalized,
    ids,
    index,
    hasSummary: normalized.some((m) => m.type === "summary"),
    layers: 1,
    threadId,
    showHidden: options.showHidden === true,
  };
}

/** Whether messages from `offset` on leave the items before them as a prefix grouping makes them. */
function leavesPrefixAlone(tail: readonly unknown[], offset: number, ids: ReadonlySet<string>, index: PairingIndex, threadId: string): boolean {
  for (const m of normalizeMessages(tail, { threadId, offset })) {
    if (ids.has(m.id) || (m.hidden === undefined && completesPrefixPair(m, index))) return false;
  }
  return true;
}

/** Found by parsing backwards: the live turn is short. */
function lastVisibleHuman(messages: readonly unknown[], threadId: string): Boundary | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = parseMessage(messages[i], threadId, i);
    if (m.type === "human" && m.hidden === undefined) return { at: i, messageId: m.id };
  }
  return undefined;
}

/** The items before the human item of `messageId` (and after the summary_text card). */
function itemsBefore(items: readonly TimelineItem[], messageId: string): TimelineItem[] | undefined {
  // The boundary is the last visible human message, so its item is found from the end.
  for (let i = items.length - 1; i >= 0; i--) {
    const item = items[i]!;
    if (item.kind === "human" && item.messageId === messageId) return items.slice(items[0]?.id === SUMMARY_TEXT_ITEM_ID ? 1 : 0, i);
  }
  return undefined;
}

function buildOnPrefix(
  prefix: Prefix,
  messages: readonly unknown[],
  options: BuildOptions,
): { items?: TimelineItem[]; keepPrefix: boolean } {
  const start = prefix.raw.length;
  const tail = normalizeMessages(messages.slice(start), { threadId: prefix.threadId, offset: start });
  let humans = 0;
  // Position in `tail` of its last visible human message.
  let lastHuman = -1;
  let hasSummary = prefix.hasSummary;
  for (let j = 0; j < tail.length; j++) {
    const m = tail[j]!;
    // Same id as a prefix message: the newer version would replace it in place.
    if (prefix.ids.has(m.id)) return { keepPrefix: false };
    // A late result for a settled call (or a late call for a settled orphan result) would
    // change how the prefix shows it.
    if (m.hidden === undefined && completesPrefixPair(m, prefix.index)) return { keepPrefix: false };
    if (m.type === "human" && m.hidden === undefined) {
      humans++;
      lastHuman = j;
    }
    if (m.type === "summary") hasSummary = true;
  }
  // Prefix items were grouped as settled turns; that holds only while a human message follows.
  if (humans === 0 && prefix.normalized.length > 0) return { keepPrefix: false };
  // Positions in `all` are positions among normalized messages, which differ from raw
  // positions once repeated ids collapse.
  const from = prefix.normalized.length;
  const all = from === 0 ? tail : prefix.normalized.concat(tail);
  const index = new PairingIndex(all, from, all.length, prefix.index);
  prefix.items ??= groupTimeline(all, options, { from: 0, to: from }, index);
  // A new turn began: the turns before it are settled now. They are grouped apart (a range
  // starting at a human message groups as in a full pass) and join the prefix, so the turn
  // costs what the turns it settles cost, not a regrouping of the thread.
  const settledTo = humans > 1 ? from + lastHuman : from;
  const settled = settledTo > from ? groupTimeline(all, options, { from, to: settledTo }, index) : undefined;
  const live = groupTimeline(all, options, { from: settledTo, to: all.length }, index);
  const items = settled === undefined ? prefix.items.concat(live) : prefix.items.concat(settled, live);
  const card = hasSummary ? undefined : summaryTextItem(options.summaryText, tail);
  if (card !== undefined) items.unshift(card);
  if (settled === undefined) return { items, keepPrefix: true };
  // Extending needs raw and normalized positions to agree in the tail (no repeated id there).
  if (tail.length !== messages.length - start) return { items, keepPrefix: false };
  extendPrefix(prefix, messages, all, settledTo, settled);
  return { items, keepPrefix: true };
}

/** Past this many index layers, lookups walk too many tables: the index is rebuilt flat. */
const MAX_LAYERS = 32;

/**
 * Moves the prefix boundary to `to` (a visible human message's position in `all`), in place: the cache is the
 * prefix's only owner. The messages between the boundaries passed the checks above (no id
 * of the prefix, no pair completed across the boundary), so the prefix's items stand.
 */
function extendPrefix(prefix: Prefix, messages: readonly unknown[], all: readonly NormalizedMessage[], to: number, settled: readonly TimelineItem[]): void {
  const from = prefix.normalized.length;
  // Raw position = normalized position + this shift, throughout the tail.
  const shift = prefix.raw.length - from;
  for (let i = from; i < to; i++) {
    prefix.raw.push(messages[i + shift]);
    const m = all[i]!;
    prefix.normalized.push(m);
    prefix.ids.add(m.id);
    if (m.type === "summary") prefix.hasSummary = true;
  }
  const items = prefix.items!;
  for (const item of settled) items.push(item);
  if (prefix.layers < MAX_LAYERS) {
    prefix.index = new PairingIndex(all, from, to, prefix.index);
    prefix.layers++;
  } else {
    prefix.index = new PairingIndex(prefix.normalized);
    prefix.layers = 1;
  }
}

function completesPrefixPair(m: NormalizedMessage, index: PairingIndex): boolean {
  if (m.type === "tool") return m.toolCallId !== undefined && index.isOpen(m.toolCallId);
  if (m.type === "ai") return m.toolCalls.some((call) => index.isOpen(call.id));
  return false;
}
