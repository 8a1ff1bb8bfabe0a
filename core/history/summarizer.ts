import { isDict, str } from "../messages/guards";
import { parseOne } from "../messages/normalize";
import { classify, type MessageKind } from "./keys";
import type { LiveAnswer, LiveEntry, PendingSummaryCard } from "./types";

// A compaction's own model call streams like any answer (LangGraph streams every chat model
// run of a node), but its output is the summary, never an answer: while the compaction is not
// recorded it shows as the compaction's card, then as hidden context beside the card of the
// recorded compaction. It is recognised by what streams with it (its node, tags or
// metadata), by being a model call of a node that then made another one (deepagents calls
// its summarizer inside the model node, before the model's own call), or by its text being
// the summary a compaction recorded.

/** The marking LangChain puts on what its summarization produces (its summary messages, its summarizer's calls). */
const SUMMARIZATION_SOURCE = "summarization";
const MENTIONS = /summari[sz]/i;

/** Metadata LangGraph streams with a message (the second element of a `messages` event), by message id. */
export type StreamMetadataOf = (messageId: string) => unknown;

/**
 * A streamed model call made for a summarization: LangChain marks the call
 * (`lc_source: "summarization"`), or a tag or the node that made it says so
 * (`SummarizationMiddleware.before_model`).
 */
export function isSummarizationCall(metadata: unknown): boolean {
  if (!isDict(metadata)) return false;
  if (metadata.lc_source === SUMMARIZATION_SOURCE) return true;
  const node = str(metadata.langgraph_node);
  if (node !== undefined && MENTIONS.test(node)) return true;
  return Array.isArray(metadata.tags) && metadata.tags.some((tag) => typeof tag === "string" && MENTIONS.test(tag));
}

/** The node run a streamed message came from: its checkpoint namespace. */
function nodeRun(metadata: unknown): string | undefined {
  if (!isDict(metadata)) return undefined;
  return str(metadata.langgraph_checkpoint_ns) ?? str(metadata.checkpoint_ns);
}

/**
 * Ids of the model answers of a streamed window that are summarizer output: by their stream
 * metadata, or because the node run that streamed them streamed another answer after them
 * (a node's output is its last call). Only the live turn (after the last human message) is
 * read: a node's calls all belong to it.
 */
export function summarizerCalls(window: readonly unknown[], metadataOf: StreamMetadataOf): Set<string> {
  return summarizerCallsAt(window.length, (i) => window[i], metadataOf);
}

/** summarizerCalls over any list read by position (the live log's entries, say). */
export function summarizerCallsAt(length: number, at: (index: number) => unknown, metadataOf: StreamMetadataOf): Set<string> {
  const found = new Set<string>();
  const lastOfRun = new Map<string, string>();
  for (let i = length - 1; i >= 0; i--) {
    const raw = at(i);
    if (!isDict(raw)) continue;
    const type = raw.type;
    if (type === "human" || type === "user") break;
    if (type !== "ai" && type !== "assistant" && type !== "AIMessageChunk") continue;
    const id = classify(raw)?.id;
    if (id === undefined) continue;
    const metadata = metadataOf(id);
    if (isSummarizationCall(metadata)) {
      found.add(id);
      continue;
    }
    const run = nodeRun(metadata);
    if (run === undefined) continue;
    if (lastOfRun.has(run)) found.add(id);
    else lastOfRun.set(run, id);
  }
  return found;
}

/** A model answer marked as summarizer output (`additional_kwargs.lc_source`): read as hidden context. */
export function asSummarizerOutput(raw: unknown): unknown {
  if (!isDict(raw) || isSummarizerOutput(raw)) return raw;
  const kwargs = isDict(raw.additional_kwargs) ? raw.additional_kwargs : {};
  return { ...raw, additional_kwargs: { ...kwargs, lc_source: SUMMARIZATION_SOURCE } };
}

/** A model answer marked as summarizer output. */
export function isSummarizerOutput(raw: unknown): boolean {
  return isDict(raw) && (raw.type === "ai" || raw.type === "assistant" || raw.type === "AIMessageChunk") && isDict(raw.additional_kwargs) && raw.additional_kwargs.lc_source === SUMMARIZATION_SOURCE;
}

/**
 * A live log entry. A compaction's summary is read at once (merging reads it every frame); a
 * message is parsed as an answer only when merging first needs it (a compaction is known, or
 * it is marked), at most once per entry: the first window holds the whole thread.
 */
export function liveEntry(key: string, message: unknown, kind: MessageKind): LiveEntry {
  return { key, message, kind, summary: kind === "message" ? "" : summaryOf(message), answer: undefined };
}

/** The entry read as an answer: parsed once, on first need. */
export function liveAnswer(entry: LiveEntry): LiveAnswer {
  return (entry.answer ??= readAnswer(entry.message, entry.kind));
}

function summaryOf(message: unknown): string {
  const parsed = parseOne(message, "", 0);
  return parsed.type === "summary" ? parsed.summary.trim() : "";
}

function readAnswer(message: unknown, kind: MessageKind): LiveAnswer {
  const parsed = kind === "message" ? parseOne(message, "", 0) : undefined;
  const text = parsed?.type === "ai" && parsed.toolCalls.length === 0 ? parsed.text.trim() : null;
  if (text === null || text === "") return { text, marked: message, card: undefined };
  const card: PendingSummaryCard | undefined = isSummarizerOutput(message) ? { type: "summary_marker", id: classify(message)?.id, summary: text, live: true } : undefined;
  return { text, marked: asSummarizerOutput(message), card };
}

/** Adds the summary of a compaction (a marker or a legacy summary) to `into`, when it has one. */
export function addSummary(raw: unknown, into: Set<string>): void {
  const kind = classify(raw)?.kind;
  if (kind === undefined || kind === "message") return;
  const parsed = parseOne(raw, "", 0);
  const text = parsed.type === "summary" ? parsed.summary.trim() : "";
  if (text !== "") into.add(text);
}

/**
 * How a message the live stream showed is shown, given the summaries of the compactions
 * recorded so far: summarizer output is hidden context once its compaction's card is there
 * (its text is that summary, or the start of it), and stands for that card until then; an
 * unmarked answer whose text is a recorded summary is that compaction's summarizer output
 * too. Anything else as it is.
 */
export function shownLive(entry: LiveEntry, summaries: ReadonlySet<string>): unknown {
  if (summaries.size === 0 && !isSummarizerOutput(entry.message)) return entry.message;
  const { text, marked, card } = liveAnswer(entry);
  if (text === null || text === "") return entry.message;
  if (summaries.has(text)) return marked;
  if (card === undefined) return entry.message;
  // The log keeps the last version a render saw: a summarizer's call may stop mid-stream there.
  for (const summary of summaries) if (summary.startsWith(text)) return entry.message;
  return card;
}
