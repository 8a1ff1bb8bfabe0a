import { derivedMessageId, parseMessage } from "./parse";
import type { NormalizedMessage } from "./types";

export { derivedMessageId };

export interface NormalizeOptions {
  /** Seeds derived ids, so two threads' id-less messages never share React keys. */
  threadId?: string;
  /**
   * Position of `messages[0]` in the whole thread. Lets a caller normalize only a part (the
   * live turn) and still get the ids a full normalization would derive.
   */
  offset?: number;
}

/**
 * Parses every entry and collapses duplicate ids: the LAST version wins (a streamed message
 * is re-sent as it grows) but keeps the FIRST position (so the transcript does not jump).
 * Linear time; never throws.
 */
export function normalizeMessages(messages: readonly unknown[], options: NormalizeOptions = {}): NormalizedMessage[] {
  const threadId = options.threadId ?? "";
  const offset = options.offset ?? 0;
  const parsed: NormalizedMessage[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < messages.length; i++) {
    const message = parseOne(messages[i], threadId, offset + i);
    parsed.push(message);
    ids.add(message.id);
  }
  // Re-sent messages are rare: only then are the versions collapsed.
  if (ids.size === parsed.length) return parsed;
  const out: NormalizedMessage[] = [];
  const positions = new Map<string, number>();
  for (const message of parsed) {
    const at = positions.get(message.id);
    if (at === undefined) {
      positions.set(message.id, out.length);
      out.push(message);
    } else {
      out[at] = message;
    }
  }
  return out;
}

/** Last-resort guard: the parsers are total, but one hostile entry must not sink the thread. */
export function parseOne(raw: unknown, threadId: string, position: number): NormalizedMessage {
  try {
    return parseMessage(raw, threadId, position);
  } catch (error) {
    const detail = error instanceof Error ? error.message.slice(0, 80) : "unknown error";
    return { type: "unsupported", id: derivedMessageId(threadId, position), reason: `unreadable message (${detail})`, notMessage: true };
  }
}
