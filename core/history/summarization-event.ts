import { isDict, nonEmptyStr, nonNegativeInt } from "../messages/guards";
import { digest } from "../messages/digest";
import { messageIdOf, readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";

// Compactions a backend records beside the messages instead of in them. deepagents leaves
// `messages` untouched and keeps only its newest compaction in `values._summarizationEvent`
// (`{cutoffIndex, summaryMessage, filePath}`): the model sees the summary message followed by
// `messages.slice(cutoffIndex)`, and `filePath` is where the condensed history was saved. Each
// compaction replaces the last in the state, so earlier ones are read from the checkpoints
// (summarization-history.ts). A compaction shows as a `summary_marker` pseudo-message (core/messages/summary.ts)
// placed at its cutoff, so the timeline, condensed ranges, counts and the export treat it as
// any other.

/** The state channel deepagents records its newest compaction in. */
export const SUMMARIZATION_EVENT_KEY = "_summarizationEvent";

export interface RecordedCompaction {
  /** Messages before this index of the state's `messages` are condensed. */
  readonly cutoffIndex: number;
  /** The summary the model sees from then on (without deepagents' wrapping text). */
  readonly summary: string;
  readonly failed: boolean;
  /** Where the condensed history was saved, when the backend says (deepagents' `filePath`). */
  readonly archivePath: string | undefined;
  /** The same compaction read from a state, a stream's values or a checkpoint has the same key. */
  readonly key: string;
}

/** `values._summarizationEvent` as sent, or undefined when it is absent or unusable. Never throws. */
export function parseSummarizationEvent(raw: unknown): RecordedCompaction | undefined {
  if (!isDict(raw)) return undefined;
  const cutoffIndex = nonNegativeInt(raw.cutoffIndex);
  const message = readMessage(raw.summaryMessage);
  if (cutoffIndex === undefined) return undefined;
  // The summary message is marked (`lc_source: "summarization"`) or starts as deepagents'
  // summaries do; anything else that carries text is still the summary.
  const summary = message.type === "summary" ? message.summary : message.type === "human" ? message.text.trim() : undefined;
  if (summary === undefined) return undefined;
  const failed = message.type === "summary" && message.failed;
  return { cutoffIndex, summary, failed, archivePath: nonEmptyStr(raw.filePath)?.trim(), key: `summarization-${cutoffIndex}-${digest([summary, failed])}` };
}

/** The compaction recorded in a thread's values (a state's or a stream's), if any. */
export function recordedCompactionOf(values: unknown): RecordedCompaction | undefined {
  return isDict(values) ? parseSummarizationEvent(values[SUMMARIZATION_EVENT_KEY]) : undefined;
}

/** Each compaction once (by key), ordered by cutoff; the first of equal keys wins. */
export function distinctCompactions(lists: readonly (readonly (RecordedCompaction | undefined)[])[]): RecordedCompaction[] {
  const byKey = new Map<string, RecordedCompaction>();
  for (const list of lists) for (const c of list) if (c !== undefined && !byKey.has(c.key)) byKey.set(c.key, c);
  return [...byKey.values()].sort((a, b) => a.cutoffIndex - b.cutoffIndex);
}

/**
 * The lists markers are placed in: a stream's window of wire messages (the live log reads it)
 * or a state's messages, read already.
 */
export interface MessageList<T> {
  readonly name: string;
  idOf(message: T): string | undefined;
  marker(raw: Record<string, unknown>): T;
}

export const WIRE_LIST: MessageList<unknown> = { name: "wire", idOf: messageIdOf, marker: (raw) => raw };
export const READ_LIST: MessageList<NormalizedMessage> = { name: "read", idOf: (m) => m.id, marker: readMessage };

interface Placed {
  readonly signature: string;
  readonly out: readonly unknown[];
}

// Not a parse cache: a new list per render would make the thread model index and derive the
// whole history again, since it reuses its work by list identity.
const placedCache = new WeakMap<readonly unknown[], Placed>();
// Markers are values: the same compaction over the same range is the same object on every
// frame, so the live log and the thread model see nothing new.
const markerCache = new Map<string, unknown>();
const MARKER_CACHE_MAX = 500;

/**
 * `messages` (the very list the cutoffs index: a state's or a stream's `messages`) with each
 * compaction's marker inserted at its cutoff. A marker condenses the messages from the
 * previous cutoff to its own (`condensed_ids`, `replaced_count`); a cutoff past the end of the
 * list (a compaction of a later state) is left out. The same list while the inputs are the same.
 */
export function withRecordedCompactions<T>(messages: readonly T[], compactions: readonly RecordedCompaction[], list: MessageList<T>): readonly T[] {
  const fitting = compactions.filter((c) => c.cutoffIndex <= messages.length);
  if (fitting.length === 0) return messages;
  const signature = fitting.map((c) => c.key).join(" ");
  const known = placedCache.get(messages);
  if (known !== undefined && known.signature === signature) return known.out as readonly T[];
  const out: T[] = [];
  let from = 0;
  for (const compaction of [...fitting].sort((a, b) => a.cutoffIndex - b.cutoffIndex)) {
    const to = Math.max(from, compaction.cutoffIndex);
    for (let i = from; i < to; i++) out.push(messages[i]!);
    out.push(markerFor(compaction, messages, from, to, list));
    from = to;
  }
  for (let i = from; i < messages.length; i++) out.push(messages[i]!);
  placedCache.set(messages, { signature, out });
  return out;
}

function markerFor<T>(compaction: RecordedCompaction, messages: readonly T[], from: number, to: number, list: MessageList<T>): T {
  const ids: string[] = [];
  for (let i = from; i < to; i++) {
    const id = list.idOf(messages[i]!);
    if (id !== undefined) ids.push(id);
  }
  const cacheKey = `${list.name}|${compaction.key}|${to - from}|${ids[0] ?? ""}|${ids[ids.length - 1] ?? ""}|${ids.length}`;
  const known = markerCache.get(cacheKey);
  if (known !== undefined) return known as T;
  const marker: Record<string, unknown> = {
    type: "summary_marker",
    id: compaction.key,
    summary: compaction.summary,
    replaced_count: to - from,
    condensed_ids: ids,
  };
  if (compaction.failed) marker.failed = true;
  if (compaction.archivePath !== undefined) marker.file_path = compaction.archivePath;
  const placed = list.marker(marker);
  if (markerCache.size >= MARKER_CACHE_MAX) markerCache.clear();
  markerCache.set(cacheKey, placed);
  return placed;
}
