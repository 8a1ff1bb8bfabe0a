import { isDict, str } from "../messages/guards";
import { messageIdOf, readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import type { LiveAnswer, LiveEntry } from "./types";

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

/** What summarizerCallsAt reads of a message: whether it starts a turn or is a model call, and its id. */
export interface TurnStep {
  readonly role: "human" | "ai" | "other";
  readonly id: string | undefined;
}

/**
 * Ids of the model answers of a streamed window that are summarizer output: by their stream
 * metadata, or because the node run that streamed them streamed another answer after them
 * (a node's output is its last call). Only the live turn (after the last human message) is
 * read: a node's calls all belong to it.
 */
export function summarizerCalls(window: readonly unknown[], metadataOf: StreamMetadataOf): Set<string> {
  return summarizerCallsAt(window.length, (i) => wireStep(window[i]), metadataOf);
}

/** summarizerCalls over any list read by position (the live log's entries, say). */
export function summarizerCallsAt(length: number, at: (index: number) => TurnStep, metadataOf: StreamMetadataOf): Set<string> {
  const found = new Set<string>();
  const lastOfRun = new Map<string, string>();
  for (let i = length - 1; i >= 0; i--) {
    const { role, id } = at(i);
    if (role === "human") break;
    if (role !== "ai" || id === undefined) continue;
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

const OTHER: TurnStep = { role: "other", id: undefined };

/** A wire message as a turn step, reading only its type and id. */
function wireStep(raw: unknown): TurnStep {
  if (!isDict(raw)) return OTHER;
  const type = raw.type;
  if (type === "human" || type === "user") return { role: "human", id: undefined };
  if (type !== "ai" && type !== "assistant" && type !== "AIMessageChunk") return OTHER;
  return { role: "ai", id: messageIdOf(raw) };
}

/** A message read already as a turn step (a legacy summary is a human message on the wire). */
export function readStep(message: NormalizedMessage | undefined): TurnStep {
  if (message === undefined) return OTHER;
  if (message.type === "human" || (message.type === "summary" && message.source === "legacy")) return { role: "human", id: undefined };
  return message.type === "ai" ? { role: "ai", id: message.id } : OTHER;
}

/** A model answer marked as summarizer output: hidden context (docs/wire-contracts.md, "Hidden context"). */
export function asSummarizerOutput(message: NormalizedMessage): NormalizedMessage {
  if (message.type !== "ai" || message.hidden !== undefined) return message;
  return { ...message, hidden: "summarizer" };
}

/** A model answer marked as summarizer output. */
export function isSummarizerOutput(message: NormalizedMessage): boolean {
  return message.type === "ai" && message.hidden === "summarizer";
}

/**
 * A live log entry. A compaction's summary is read at once (merging reads it every frame); an
 * answer's reading is made when merging first needs it (a compaction is known, or it is
 * marked), at most once per entry.
 */
export function liveEntry(message: NormalizedMessage): LiveEntry {
  const kind = message.type === "summary" ? message.source : "message";
  return { key: message.id, message, kind, summary: summaryOf(message), answer: undefined, compared: undefined };
}

/** The entry read as an answer: once, on first need. */
export function liveAnswer(entry: LiveEntry): LiveAnswer {
  return (entry.answer ??= readAnswer(entry.message));
}

/** A compaction's summary, trimmed ("" for other messages and empty summaries). */
export function summaryOf(message: NormalizedMessage): string {
  return message.type === "summary" ? message.summary.trim() : "";
}

function readAnswer(message: NormalizedMessage): LiveAnswer {
  const text = message.type === "ai" && message.toolCalls.length === 0 ? message.text.trim() : null;
  if (text === null || text === "") return { text, marked: message, card: undefined };
  const card = isSummarizerOutput(message) ? readMessage({ type: "summary_marker", id: message.id, summary: text }) : undefined;
  return { text, marked: asSummarizerOutput(message), card };
}

/**
 * How a message the live stream showed is shown, given the summaries of the compactions
 * recorded so far: summarizer output is hidden context once its compaction's card is there
 * (its text is that summary, or the start of it), and stands for that card until then; an
 * unmarked answer whose text is a recorded summary is that compaction's summarizer output
 * too. Anything else as it is.
 */
export function shownLive(entry: LiveEntry, summaries: ReadonlySet<string>): NormalizedMessage {
  if (summaries.size === 0 && !isSummarizerOutput(entry.message)) return entry.message;
  const { text, marked, card } = liveAnswer(entry);
  if (text === null || text === "") return entry.message;
  if (summaries.has(text)) return marked;
  if (card === undefined) return entry.message;
  // The log keeps the last version a render saw: a summarizer's call may stop mid-stream there.
  for (const summary of summaries) if (summary.startsWith(text)) return entry.message;
  return card;
}
