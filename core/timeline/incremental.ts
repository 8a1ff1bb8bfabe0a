import { normalizeMessages } from "../messages/normalize";
import { parseMessage } from "../messages/parse";
import type { NormalizedMessage } from "../messages/types";
import { groupTimeline } from "./group";
import { buildTimelineFromMessages, summaryTextItem } from "./build";
import { PairingIndex } from "./pairing";
import type { TimelineItem, TimelineOptions } from "./types";

// Streaming rebuilds (DESIGN 7: per chunk on a 10k thread, under 2 ms). Everything before
// the last visible human message (the "prefix") is settled: its items cannot change while
// the live turn streams, so they are grouped once and reused; only the live turn (the
// "tail") is normalized and grouped again.
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
  raw: readonly unknown[];
  normalized: NormalizedMessage[];
  ids: ReadonlySet<string>;
  index: PairingIndex;
  hasSummary: boolean;
  threadId: string;
  showHidden: boolean;
  /** Grouped on first use, with an index that includes the tail's human message. */
  items?: TimelineItem[];
}

export function createTimelineBuilder(): TimelineBuilder {
  let cache: Prefix | undefined;

  return {
    build(messages, options = {}) {
      const list = Array.isArray(messages) ? messages : [];
      const prefix = cache !== undefined && reusable(cache, list, options) ? cache : makePrefix(list, options);
      const result = buildOnPrefix(prefix, list, options);
      // A new turn moved the boundary (or reuse was unsafe): recompute the prefix next time.
      cache = result.keepPrefix ? prefix : undefined;
      return result.items ?? buildTimelineFromMessages(list, options);
    },
  };
}

function reusable(prefix: Prefix, messages: readonly unknown[], options: BuildOptions): boolean {
  if (prefix.threadId !== (options.threadId ?? "") || prefix.showHidden !== (options.showHidden === true)) return false;
  const raw = prefix.raw;
  if (messages.length < raw.length) return false;
  for (let i = 0; i < raw.length; i++) if (messages[i] !== raw[i]) return false;
  return true;
}

/** Splits at the last visible human message, found by parsing backwards (the tail is short). */
function makePrefix(messages: readonly unknown[], options: BuildOptions): Prefix {
  const threadId = options.threadId ?? "";
  let boundary = 0;
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = parseMessage(messages[i], threadId, i);
    if (m.type === "human" && m.hidden === undefined) {
      boundary = i;
      break;
    }
  }
  const raw = messages.slice(0, boundary);
  const normalized = normalizeMessages(raw, { threadId });
  return {
    raw,
    normalized,
    ids: new Set(normalized.map((m) => m.id)),
    index: new PairingIndex(normalized),
    hasSummary: normalized.some((m) => m.type === "summary"),
    threadId,
    showHidden: options.showHidden === true,
  };
}

function buildOnPrefix(
  prefix: Prefix,
  messages: readonly unknown[],
  options: BuildOptions,
): { items?: TimelineItem[]; keepPrefix: boolean } {
  const start = prefix.raw.length;
  const tail = normalizeMessages(messages.slice(start), { threadId: prefix.threadId, offset: start });
  let humans = 0;
  let hasSummary = prefix.hasSummary;
  for (const m of tail) {
    // Same id as a prefix message: the newer version would replace it in place.
    if (prefix.ids.has(m.id)) return { keepPrefix: false };
    // A late result for a settled call (or a late call for a settled orphan result) would
    // change how the prefix shows it.
    if (m.hidden === undefined && completesPrefixPair(m, prefix.index)) return { keepPrefix: false };
    if (m.type === "human" && m.hidden === undefined) humans++;
    if (m.type === "summary") hasSummary = true;
  }
  // Prefix items were grouped as settled turns; that holds only while a human message follows.
  if (humans === 0 && prefix.normalized.length > 0) return { keepPrefix: false };
  const all = prefix.normalized.length === 0 ? tail : prefix.normalized.concat(tail);
  const index = new PairingIndex(all, prefix.normalized.length, all.length, prefix.index);
  prefix.items ??= groupTimeline(all, options, { from: 0, to: prefix.normalized.length }, index);
  const items = prefix.items.concat(groupTimeline(all, options, { from: prefix.normalized.length, to: all.length }, index));
  const card = hasSummary ? undefined : summaryTextItem(options.summaryText, tail);
  if (card !== undefined) items.unshift(card);
  return { items, keepPrefix: humans <= 1 };
}

function completesPrefixPair(m: NormalizedMessage, index: PairingIndex): boolean {
  if (m.type === "tool") return m.toolCallId !== undefined && index.isOpen(m.toolCallId);
  if (m.type === "ai") return m.toolCalls.some((call) => index.isOpen(call.id));
  return false;
}
