import { asMessageId, asRunId, type MessageId } from "../ids";
import { readAttachmentBlock } from "./attachments";
import { parseContent, startsWithThink } from "./content";
import { digest } from "./digest";
import { type Dict, dict, hasVisibleText, isDict, nonEmptyStr, safeStringify, str } from "./guards";
import { isTranscriptGap } from "./gap";
import { hiddenReason } from "./hidden";
import { detectLegacySummary, isSummaryMarkerType, parseSummaryMarker, summaryFromLegacy } from "./summary";
import { parseToolCalls, readToolCallId } from "./tool-calls";
import type { AiMessage, HumanMessage, NormalizedMessage, ToolMessage } from "./types";
import { messageUsage } from "./usage";

// One wire message -> one NormalizedMessage (docs/wire-contracts.md, "Messages",
// "Hidden context" and "Compactions"). Total: every input, however broken, maps to some
// message; unknown shapes become `unsupported`.

type Role = "human" | "ai" | "tool" | "system";

// A Map, not an object literal: wire strings like "constructor" must not hit Object.prototype.
const ROLE_BY_TYPE: ReadonlyMap<string, Role> = new Map<string, Role>([
  ["human", "human"],
  ["user", "human"],
  ["HumanMessage", "human"],
  ["HumanMessageChunk", "human"],
  ["ai", "ai"],
  ["assistant", "ai"],
  ["AIMessage", "ai"],
  ["AIMessageChunk", "ai"],
  ["tool", "tool"],
  ["ToolMessage", "tool"],
  ["ToolMessageChunk", "tool"],
  ["system", "system"],
  ["developer", "system"],
  ["SystemMessage", "system"],
  ["SystemMessageChunk", "system"],
]);

/**
 * The id of a message that has none: a digest of what it says, so the same message read from
 * the state, the transcript or the stream gets the same id (readMessages numbers repeats).
 */
export function derivedMessageId(message: unknown): MessageId {
  return asMessageId(`${DERIVED}${digest(message)}`);
}

const DERIVED = "anon:";

/** Whether an id is one derivedMessageId made (the message had no wire id). */
export function isDerivedMessageId(id: string): boolean {
  return id.startsWith(DERIVED);
}

/**
 * One wire message, total. Its id is its identity across the transcript, the state and the
 * live stream (docs/wire-contracts.md, "Messages"): the wire id, derived from the content when
 * there is none, and for a legacy summary suffixed with its content's digest.
 */
export function parseMessage(raw: unknown): NormalizedMessage {
  if (isTranscriptGap(raw)) return { type: "gap", id: asMessageId(raw.id), afterSeq: raw.afterSeq, beforeSeq: raw.beforeSeq };
  if (!isDict(raw)) {
    return { type: "unsupported", id: derivedMessageId(raw), reason: `not a message object (${describe(raw)})`, notMessage: true };
  }
  const rawType = raw.type;
  const msg = rawType === "constructor" ? unwrapSerialized(raw) : raw;
  const type = msg === raw ? (str(rawType) ?? str(msg.role)) : (str(msg.type) ?? str(msg.role));
  if (isSummaryMarkerType(type)) return parseSummaryMarker(msg, messageId(wireIdOf(msg.id), msg));
  const role = roleOf(type, msg);
  switch (role) {
    case "human":
      return parseHuman(msg);
    case "ai":
      return parseAi(msg);
    case "tool":
      return parseTool(msg);
    case "system":
      return parseSystem(msg);
    case undefined: {
      const label = type === undefined ? "missing type" : `unknown message type "${type.slice(0, 40)}"`;
      return { type: "unsupported", id: messageId(wireIdOf(msg.id), msg), reason: label };
    }
  }
}

function roleOf(type: string | undefined, msg: Dict): Role | undefined {
  // The wire's own names first, without a map lookup.
  if (type === "ai" || type === "human" || type === "tool" || type === "system") return type;
  // ChatMessage carries its real role separately.
  return ROLE_BY_TYPE.get(type === "chat" ? (str(msg.role) ?? "") : (type ?? ""));
}

function wireIdOf(value: unknown): string | undefined {
  return typeof value === "string" && value !== "" ? value : undefined;
}

/** What every message role reads first. */
function fieldsOf(msg: Dict) {
  const wireId = wireIdOf(msg.id);
  return { wireId, id: messageId(wireId, msg), name: str(msg.name), kwargs: dict(msg.additional_kwargs), raw: msg.content };
}

function messageId(wireId: string | undefined, msg: Dict): MessageId {
  return wireId === undefined ? derivedMessageId(msg) : asMessageId(wireId);
}

/**
 * LangChain's summarization middleware gives each summary the id of the first message it
 * replaces (often the previous summary): the id alone would merge the summary with it.
 */
function legacyId(wireId: string | undefined, content: unknown): MessageId {
  const suffix = `#summary-${digest(content)}`;
  // A summary read back under this id keeps it.
  return asMessageId(wireId !== undefined && wireId.endsWith(suffix) ? wireId : `${wireId ?? "anon"}${suffix}`);
}

/** LangChain's serialized form: `{lc: 1, type: "constructor", id: [..., "HumanMessage"], kwargs}`. */
function unwrapSerialized(raw: Dict): Dict {
  if (raw.type !== "constructor" || raw.lc !== 1 || !Array.isArray(raw.id) || !isDict(raw.kwargs)) return raw;
  const className = str(raw.id[raw.id.length - 1]);
  return className === undefined ? raw.kwargs : { ...raw.kwargs, type: className };
}

function parseHuman(msg: Dict): NormalizedMessage {
  const { wireId, id, name, kwargs, raw } = fieldsOf(msg);
  const content = typeof raw === "string" ? { text: raw, images: [], files: [] } : parseContent(raw, false);
  // Summary forms win over the hidden rules: a legacy `name: "summary"` message is a card.
  const legacy = detectLegacySummary(content.text, name, kwargs);
  if (legacy !== undefined) return summaryFromLegacy(legacyId(wireId, msg.content), legacy);
  const hidden = hiddenReason("human", wireId, name, kwargs);
  const message: HumanMessage = { type: "human", id, hidden, text: content.text, images: content.images, files: content.files };
  const fileBlocks = Array.isArray(raw) ? raw.filter((block) => readAttachmentBlock(block)?.kind === "file") : [];
  if (fileBlocks.length > 0) message.fileBlocks = fileBlocks;
  return message;
}

function parseAi(msg: Dict): AiMessage {
  const { wireId, id, name, kwargs, raw } = fieldsOf(msg);
  let text: string;
  let reasoning: string | undefined;
  if (typeof raw === "string" && !startsWithThink(raw)) {
    text = raw;
  } else {
    const content = parseContent(raw, true);
    text = content.text;
    reasoning = content.reasoning;
  }
  // reasoning_content (DeepSeek & co.) precedes the visible text, so it goes first.
  const extra = kwargs === undefined ? undefined : kwargs.reasoning_content;
  if (typeof extra === "string" && hasVisibleText(extra)) {
    reasoning = reasoning === undefined ? extra : `${extra}\n\n${reasoning}`;
  }
  // Older LangChain kept OpenAI-format calls only in additional_kwargs.
  const rawCalls = Array.isArray(msg.tool_calls) ? msg.tool_calls : kwargs?.tool_calls;
  const toolCalls = parseToolCalls(rawCalls, msg.invalid_tool_calls, id);
  // The model is shown on answers only; usage is read on every call (it tells the context window).
  const answer = toolCalls.length === 0;
  const meta = dict(msg.response_metadata);
  const message: AiMessage = {
    type: "ai",
    id,
    hidden: hiddenReason("ai", wireId, name, kwargs),
    text,
    reasoning,
    toolCalls,
    usage: messageUsage(msg),
    model: answer ? readModel(meta) : undefined,
  };
  // Only calls are stamped in the ledger: answers need not look.
  if (!answer) {
    const runId = nonEmptyStr(msg.run_id) ?? nonEmptyStr(kwargs?.run_id) ?? nonEmptyStr(meta?.run_id);
    const createdAt = (nonEmptyStr(msg.created_at) ?? nonEmptyStr(kwargs?.created_at) ?? nonEmptyStr(meta?.created_at))?.trim();
    if (runId !== undefined) message.runId = asRunId(runId);
    if (createdAt !== undefined) message.createdAt = createdAt;
  }
  return message;
}

function parseTool(msg: Dict): ToolMessage {
  const { wireId, id, name, kwargs, raw } = fieldsOf(msg);
  // Tool output is often structured: keep it visible as JSON instead of dropping it.
  const text =
    typeof raw === "string" ? raw : Array.isArray(raw) ? parseContent(raw, false).text : safeStringify(raw, 2);
  return {
    type: "tool",
    id,
    hidden: hiddenReason("tool", wireId, name, kwargs),
    toolCallId: readToolCallId(msg.tool_call_id),
    name: name === "" ? undefined : name,
    text,
    status: msg.status === "error" ? "error" : "success",
    kwargs,
  };
}

function parseSystem(msg: Dict): NormalizedMessage {
  const { wireId, id, name, kwargs, raw } = fieldsOf(msg);
  const hidden = hiddenReason("system", wireId, name, kwargs) ?? "system";
  return { type: "system", id, hidden, text: parseContent(raw, false).text };
}

function readModel(meta: Dict | undefined): string | undefined {
  return meta === undefined ? undefined : (nonEmptyStr(meta.model_name) ?? nonEmptyStr(meta.model));
}

function describe(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  return typeof value;
}
