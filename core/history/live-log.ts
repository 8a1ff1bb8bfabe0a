import { finiteNumber, isDict, nonNegativeInt } from "../messages/guards";
import { digest } from "../messages/digest";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { LogDraft } from "./live-index";
import { sameValue } from "./same-value";
import { asSummarizerOutput, liveEntry, readStep, type StreamMetadataOf, summarizerCalls, summarizerCallsAt } from "./summarizer";
import type { LiveLog, LiveSummaryMarker } from "./types";

// What the live stream showed. A compaction mid-run removes older messages from the streamed
// `messages`; the log keeps them, so the UI never loses a message at that moment.

export const EMPTY_LIVE_LOG: LiveLog = Object.freeze({
  entries: Object.freeze([]),
  index: Object.freeze({ positions: new Map<string, number>(), owner: undefined }),
  memo: Object.freeze({ window: Object.freeze([]), ids: Object.freeze([]) }),
}) as LiveLog;

/**
 * Upserts the messages of one streamed window. A known message is updated in place (last
 * version wins); a new one goes right after its predecessor in the window (front if none),
 * past entries the window no longer holds (removed messages, compaction markers: they came
 * before it); a new legacy summary goes last, where its compaction happened. Nothing is ever
 * removed. Returns `log` itself when nothing changed. Messages are treated as immutable
 * values: a message changed in place is not seen as changed.
 *
 * With `metadataOf` (what the stream sent with each message), a summarizer's model call is
 * kept marked as such (core/history/summarizer.ts), never as an answer.
 *
 * This is where streamed messages are read (core/messages/read.ts), once each: a chunk costs
 * a reference comparison per message against the previous window, plus reading the messages
 * that differ (usually one, the message being streamed) and a look at the live turn's
 * answers when a stream's metadata is given.
 */
export function observeLiveMessages(log: LiveLog, messages: readonly unknown[], metadataOf?: StreamMetadataOf): LiveLog {
  if (!Array.isArray(messages)) return log;
  const { window: previous, ids: previousIds } = log.memo;
  const draft = new LogDraft(log);
  const ids: (string | undefined)[] = new Array(messages.length);
  const added: { at: number; message: NormalizedMessage }[] = [];
  const summarizer = metadataOf === undefined ? undefined : summarizerCalls(messages, metadataOf);
  for (let i = 0; i < messages.length; i++) {
    const raw = messages[i];
    if (raw === previous[i]) {
      ids[i] = previousIds[i];
      continue;
    }
    let message = readMessage(raw);
    if (message.type === "unsupported" && message.notMessage === true) continue;
    ids[i] = message.id;
    if (summarizer !== undefined && summarizer.has(message.id)) message = asSummarizerOutput(message);
    const at = draft.find(message.id);
    if (at === undefined) added.push({ at: i, message });
    // Equal content re-sent as new objects keeps the old object (and the log, if all equal).
    else if (!sameValue(draft.entryAt(at)?.message, message)) draft.replace(at, liveEntry(message));
  }
  if (added.length > 0) {
    const windowIndex = indexWindow(ids);
    for (const { at, message } of added) {
      // A repeat within the window: the first was just added.
      const known = draft.find(message.id);
      if (known !== undefined) {
        draft.replace(known, liveEntry(message));
        continue;
      }
      // LangChain puts a new summary first in the window (it replaces everything), but the
      // compaction happened now: like a marker, it belongs after everything seen so far.
      const legacy = message.type === "summary" && message.source === "legacy";
      draft.insert(legacy ? draft.length : insertionPoint(draft, ids, at, windowIndex), liveEntry(message));
    }
  }
  // A call found to be the summarizer's only once its node streamed its next one: marked now,
  // though its message object did not change. Read over the log, not the window: the
  // summarizer's call may have left the window (no state holds it) before the next one came.
  const known = metadataOf === undefined ? undefined : summarizerCallsAt(draft.length, (i) => readStep(draft.entryAt(i)?.message), metadataOf);
  for (const id of known ?? []) {
    const at = draft.find(id);
    const entry = at === undefined ? undefined : draft.entryAt(at);
    const marked = entry === undefined ? undefined : asSummarizerOutput(entry.message);
    if (entry !== undefined && marked !== undefined && marked !== entry.message) draft.replace(at!, liveEntry(marked));
  }
  if (draft.changed) return draft.finish({ window: messages, ids });
  // Equivalent window: remember it so the next chunk compares by reference (never on the
  // shared empty log, which must stay empty).
  if (log !== EMPTY_LIVE_LOG) {
    log.memo.window = messages;
    log.memo.ids = ids;
  }
  return log;
}

function indexWindow(ids: readonly (string | undefined)[]): Map<string, number> {
  const index = new Map<string, number>();
  ids.forEach((id, i) => {
    if (id !== undefined && !index.has(id)) index.set(id, i);
  });
  return index;
}

/** After the predecessor, before the first following entry the window places after message i. */
function insertionPoint(draft: LogDraft, ids: readonly (string | undefined)[], i: number, windowIndex: ReadonlyMap<string, number>): number {
  let at = 0;
  for (let j = i - 1; j >= 0; j--) {
    const id = ids[j];
    if (id === undefined) continue;
    // Every earlier message of the window is in the log by now.
    at = (draft.find(id) ?? -1) + 1;
    break;
  }
  for (; at < draft.length; at++) {
    const key = draft.entryAt(at)?.key;
    const inWindow = key === undefined ? undefined : windowIndex.get(key);
    if (inWindow !== undefined && inWindow > i) break;
  }
  return at;
}

/**
 * Adds the card of a live `summarization` event after everything seen so far: the event is
 * sent at the moment of the compaction. Ignores garbage and events already in the log (the
 * same id as a marker already observed).
 */
export function observeSummarizationEvent(log: LiveLog, event: unknown, now: string): LiveLog {
  if (!isDict(event) || event.type !== "summarization") return log;
  const raw = event.summary;
  const summary = typeof raw === "string" ? raw : typeof raw === "number" || typeof raw === "boolean" ? String(raw) : "";
  const replacedCount = nonNegativeInt(event.replaced_count);
  const tokensBefore = finiteNumber(event.tokens_before);
  const tokensAfter = finiteNumber(event.tokens_after);
  // Without an id the card still needs a stable one: the same event yields the same id.
  const id =
    typeof event.id === "string" && event.id !== ""
      ? event.id
      : `summarization-${digest([summary, replacedCount ?? null, tokensBefore ?? null, tokensAfter ?? null])}`;
  const draft = new LogDraft(log);
  if (draft.find(id) !== undefined) return log;
  const marker: LiveSummaryMarker = {
    type: "summary_marker",
    id,
    ...(replacedCount !== undefined ? { replaced_count: replacedCount } : {}),
    summary,
    ...(tokensBefore !== undefined ? { tokens_before: tokensBefore } : {}),
    ...(tokensAfter !== undefined ? { tokens_after: tokensAfter } : {}),
    created_at: now,
    live: true,
  };
  draft.insert(draft.length, liveEntry(readMessage(marker)));
  return draft.finish(log.memo);
}
