import type { MessageId, ToolCallId } from "../ids";
import type { DecidedInterrupt } from "../interrupts/receipt";
import type { PendingInterrupt } from "../interrupts/types";
import type { StopReason, TaskStatus, TaskUsage } from "../ledger/status";
import type { FileRef, HiddenReason, ImageRef, Usage } from "../messages/types";
import type { ToolDisplayFields } from "../tools/registry";
import type { UiMessage } from "../ui-messages/types";

// The timeline the UI renders (docs/architecture.md, "Thread model"): a discriminated union on
// `kind`. Every item and step has an `id` unique within the timeline, derived only from message
// ids (and call positions), so React keys survive rebuilds and appending messages never renames
// an item.

export interface HumanItem {
  kind: "human";
  id: string;
  messageId: MessageId;
  text: string;
  images: ImageRef[];
  files: FileRef[];
}

export interface AssistantItem {
  kind: "assistant";
  id: string;
  messageId: MessageId;
  text: string;
  reasoning?: string;
  usage?: Usage;
  model?: string;
  /**
   * The message had no text, only reasoning, and its run is over: some models (DeepSeek via
   * DeerFlow) put the whole answer there, so it is shown as the answer.
   */
  reasoningAsText?: true;
}

export interface ToolResult {
  /** Always the complete result text: long results are folded by the UI, never cut here. */
  text: string;
  status: "success" | "error";
  /** True when `text` is longer than `previewLength`: the UI shows the preview folded. */
  truncated?: true;
  previewLength?: number;
  messageId: MessageId;
}

export type ToolState = "pending" | "done" | "error" | "no_result";
export type { ToolDisplay } from "../tools/registry";

export type { TodoEntry } from "../todos/todos";

interface ToolStepBase {
  kind: "tool";
  id: string;
  toolCallId: ToolCallId;
  name: string;
  /** As the model sent them; `formatArgs` (core/messages) renders them for reading. */
  args: unknown;
  result?: ToolResult;
  state: ToolState;
  /** A result whose call is not in the transcript (shown so no message is lost). */
  orphan?: true;
  /** The model's arguments could not be parsed (`invalid_tool_calls`); it never ran. */
  invalid?: true;
}

/** What the step shows of its call besides the base fields: see core/tools/registry.ts. */
export type ToolStep = ToolStepBase & ToolDisplayFields;

export type Step =
  | { kind: "reasoning"; id: string; text: string }
  | { kind: "text"; id: string; text: string }
  | ToolStep;

export interface StepsItem {
  kind: "steps";
  id: string;
  steps: Step[];
}

export type TaskCardStatus = TaskStatus | "no_result";

export interface TaskCard {
  toolCallId: ToolCallId;
  description: string;
  subagentType: string;
  prompt?: string;
  status: TaskCardStatus;
  stopReason?: StopReason;
  error?: string;
  resultText?: string;
  resultBrief?: string;
  model?: string;
  usage?: TaskUsage;
  /** Id of the tool message holding the full result (the ledger's `result_ref`). */
  resultMessageId?: MessageId;
  /** The subagent paused on this interrupt: it needs input (core/thread/interrupts.ts). */
  interrupt?: PendingInterrupt;
}

export interface SubagentsItem {
  kind: "subagents";
  id: string;
  messageId: MessageId;
  tasks: TaskCard[];
}

export interface ClarificationItem {
  kind: "clarification";
  id: string;
  messageId: MessageId;
  toolCallId: ToolCallId;
  question: string;
  context?: string;
  options: string[];
  clarificationType?: string;
  /** A later human message exists (the user replied). */
  answered?: boolean;
  /** The tool's formatted question, as the model saw it; also stands for the ai echo of it. */
  resultText?: string;
}

export type SummaryItemSource = "marker" | "legacy" | "summary_text";

export interface SummaryItem {
  kind: "summary";
  id: string;
  replacedCount: number | null;
  summary: string;
  failed: boolean;
  tokensBefore?: number;
  tokensAfter?: number;
  createdAt?: string;
  runId?: string;
  /** Where the backend saved the condensed messages. */
  archivePath?: string;
  source: SummaryItemSource;
}

export interface HiddenItem {
  kind: "hidden";
  id: string;
  messageId: MessageId;
  role: "human" | "ai" | "tool" | "system";
  reason: HiddenReason;
  text: string;
}

export interface UnsupportedItem {
  kind: "unsupported";
  id: string;
  reason: string;
}

/** Transcript rows not loaded yet, between the first pages and the newest ones. */
export interface GapItem {
  kind: "gap";
  id: string;
  afterSeq: number;
  beforeSeq: number;
}

/** A paused run's request for input, at the end of the thread where the run stopped. */
export interface InterruptItem {
  kind: "interrupt";
  id: string;
  interrupt: PendingInterrupt;
}

/** An interrupt answered in this session: its receipt, where its card was. */
export interface ReceiptItem {
  kind: "receipt";
  id: string;
  decided: DecidedInterrupt;
}

/** A UI message the agent sent (core/ui-messages), after the message it is attached to. */
export interface UiItem {
  kind: "ui";
  id: string;
  message: UiMessage;
}

export type TimelineItem =
  | HumanItem
  | AssistantItem
  | StepsItem
  | SubagentsItem
  | ClarificationItem
  | SummaryItem
  | HiddenItem
  | UnsupportedItem
  | GapItem
  | InterruptItem
  | ReceiptItem
  | UiItem;

export type TimelineItemKind = TimelineItem["kind"];

export interface TimelineOptions {
  /**
   * Render hidden context (docs/wire-contracts.md, "Hidden context") in place instead of
   * removing it.
   */
  showHidden?: boolean;
  /** The thread has a run in progress: unanswered calls of the last turn are pending. */
  runLive?: boolean;
}
