import { asMessageId } from "../ids";
import { isSummaryMarkerType } from "./summary";
import { derivedMessageId, isDerivedMessageId, parseMessage } from "./parse";
import type { NormalizedMessage } from "./types";

// Wire messages are read once, where they arrive (a transcript page, a state, the live
// stream), into NormalizedMessage; everything downstream reads those. A message's id is its
// identity wherever it shows up, so lists read apart merge by id.

/** One wire message. Total: the parsers are, and one hostile entry must not sink the thread. */
export function readMessage(raw: unknown): NormalizedMessage {
  try {
    return parseMessage(raw);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 80) : "unknown error";
    return { type: "unsupported", id: unreadableId(raw), reason: `unreadable message (${detail})`, notMessage: true };
  }
}

/**
 * A list of wire messages. A repeated id keeps one message: the LAST version (a streamed
 * message is re-sent as it grows) at the FIRST position (so the transcript does not jump).
 * Id-less messages with equal content are distinct messages (two "yes" answers): the n-th
 * gets `#n`. Linear time; never throws.
 */
export function readMessages(raws: readonly unknown[]): NormalizedMessage[] {
  const list = Array.isArray(raws) ? raws : [];
  const read: NormalizedMessage[] = [];
  const ids = new Set<string>();
  for (const raw of list) {
    const message = readMessage(raw);
    read.push(message);
    ids.add(message.id);
  }
  // Repeats are rare: only then is the list walked again.
  if (ids.size === read.length) return read;
  const out: NormalizedMessage[] = [];
  const positions = new Map<string, number>();
  const repeats = new Map<string, number>();
  for (let message of read) {
    const at = positions.get(message.id);
    if (at !== undefined && isDerivedMessageId(message.id)) {
      const n = (repeats.get(message.id) ?? 1) + 1;
      repeats.set(message.id, n);
      message = { ...message, id: asMessageId(`${message.id}#${n}`) };
    } else if (at !== undefined) {
      out[at] = message;
      continue;
    }
    positions.set(message.id, out.length);
    out.push(message);
  }
  return out;
}

function unreadableId(raw: unknown) {
  try {
    return derivedMessageId(raw);
  } catch {
    return derivedMessageId("unreadable");
  }
}

// Types whose messages may be legacy summaries (the ones parse.ts reads as human, and "chat",
// whose role decides): only these need parsing to know their id.
const MAYBE_SUMMARY: ReadonlySet<string> = new Set(["human", "user", "HumanMessage", "HumanMessageChunk", "chat"]);

/**
 * The id readMessage gives `raw`, reading only what it needs: where whole lists of wire
 * messages are only compared (checkpoint histories), not shown. Undefined for what is not a
 * message (it has no identity).
 */
export function messageIdOf(raw: unknown): string | undefined {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return undefined;
  const dict = raw as Record<string, unknown>;
  try {
    const serialized = dict.type === "constructor";
    const id = serialized ? undefined : dict.id;
    const type = serialized ? undefined : typeof dict.type === "string" ? dict.type : dict.role;
    if (typeof id === "string" && id !== "" && typeof type === "string" && !MAYBE_SUMMARY.has(type)) return id;
  } catch {
    return undefined;
  }
  const message = readMessage(raw);
  return message.type === "unsupported" && message.notMessage === true ? undefined : message.id;
}

/** Whether `raw` is a compaction's summary (a marker or a legacy summary), reading only what it needs. */
export function isSummaryWire(raw: unknown): boolean {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return false;
  const dict = raw as Record<string, unknown>;
  try {
    const type = dict.type === "constructor" ? undefined : typeof dict.type === "string" ? dict.type : dict.role;
    if (typeof type === "string" && !MAYBE_SUMMARY.has(type) && !isSummaryMarkerType(type)) return false;
  } catch {
    return false;
  }
  return readMessage(raw).type === "summary";
}
