import type { MessageId, RunId, ToolCallId } from "../ids";

// The normalized message model: what every wire shape (docs/wire-contracts.md, "Messages" and
// "Compactions") is reduced to before grouping. It is a closed discriminated union so the
// grouper never re-inspects raw data.

/** Why a message is kept out of the transcript (docs/wire-contracts.md, "Hidden context"). */
export type HiddenReason = "hide_from_ui" | "system" | "control_name" | "do_not_render" | "summarizer";

export interface ImageRef {
  url: string;
  alt?: string;
  /** The file name, when the image was attached as a file. */
  name?: string;
  mimeType?: string;
  /** Bytes, declared or computed from base64 data. */
  size?: number;
}

/** A non-image file a message carries (a PDF, a text file...): shown as a chip, never opened. */
export interface FileRef {
  /** As the block names it; a file without one is shown as "Attached file", translated. */
  name?: string;
  mimeType: string;
  /** Bytes, when the block says or its data tells. */
  size?: number;
}

export interface Usage {
  inputTokens?: number;
  outputTokens?: number;
  totalTokens?: number;
}

export interface ToolCall {
  id: ToolCallId;
  name: string;
  /** Parsed arguments: an object when the wire held one or a JSON string of one, else the raw value. */
  args: unknown;
  /** From `invalid_tool_calls`: the model produced arguments that could not be parsed, so it never ran. */
  invalid?: true;
}

interface MessageBase {
  id: MessageId;
  /**
   * Set when a hidden-context rule (docs/wire-contracts.md, "Hidden context") hides the
   * message.
   */
  hidden?: HiddenReason;
}

/** Summary cards and placeholders are never hidden: they exist to be seen. */
interface NeverHidden {
  id: MessageId;
  hidden?: undefined;
}

export interface HumanMessage extends MessageBase {
  type: "human";
  text: string;
  images: ImageRef[];
  files: FileRef[];
  /**
   * The blocks of its non-image files as sent, when there are any: an edit of the message sends
   * them again (its images are sent again from `images`, which already hold their data).
   */
  fileBlocks?: readonly unknown[];
}

export interface AiMessage extends MessageBase {
  type: "ai";
  text: string;
  reasoning?: string;
  toolCalls: ToolCall[];
  usage?: Usage;
  model?: string;
  /** The run that produced the message and when, where the backend stamps them (the ledger shows them). */
  runId?: RunId;
  createdAt?: string;
}

export interface ToolMessage extends MessageBase {
  type: "tool";
  /** Absent when the wire message had none: such a result can only be shown as an orphan. */
  toolCallId?: ToolCallId;
  name?: string;
  text: string;
  status: "success" | "error";
  /**
   * Raw `additional_kwargs`, kept for subagent status fields (docs/wire-contracts.md,
   * "Delegations").
   */
  kwargs?: Readonly<Record<string, unknown>>;
}

export interface SystemMessage extends MessageBase {
  type: "system";
  text: string;
}

export type SummarySource = "marker" | "legacy";

export interface SummaryMessage extends NeverHidden {
  type: "summary";
  source: SummarySource;
  summary: string;
  failed: boolean;
  /** Null when the backend did not say how many messages were condensed. */
  replacedCount: number | null;
  tokensBefore?: number;
  tokensAfter?: number;
  createdAt?: string;
  runId?: string;
  /** Where the backend saved the condensed messages (deepagents' `filePath`). */
  archivePath?: string;
  /** The ids a marker names as condensed (`condensed_ids`): condensed ranges trust them over the count. */
  condensedIds?: string[];
}

export interface UnsupportedMessage extends NeverHidden {
  type: "unsupported";
  reason: string;
  /** Not a message object, or unreadable: it has no identity, so history logic skips it. */
  notMessage?: true;
}

/** Rows of the paged transcript not loaded yet (see gap.ts); never from the wire. */
export interface GapMessage extends NeverHidden {
  type: "gap";
  afterSeq: number;
  beforeSeq: number;
}

export type NormalizedMessage =
  | HumanMessage
  | AiMessage
  | ToolMessage
  | SystemMessage
  | SummaryMessage
  | UnsupportedMessage
  | GapMessage;

export type MessageType = NormalizedMessage["type"];
