import type { MessageVersions } from "../branches";
import type { LiveLog } from "../history/types";
import type { DecidedInterrupt } from "../interrupts/receipt";
import type { PendingInterrupt } from "../interrupts/types";
import type { LedgerEntry } from "../ledger/types";
import type { NormalizedMessage } from "../messages/types";
import type { TodoEntry } from "../todos/todos";
import type { TimelineItem } from "../timeline/types";
import type { ContextTokens } from "../context/window";
import type { BranchHistory } from "./branches";

// The thread model (docs/architecture.md, "Thread model"): what a thread page has, in; what its
// components show, out.

export interface ThreadInput {
  readonly threadId: string;
  /** Transcript rows' messages in seq order, or the state's messages, read (core/messages/read.ts). */
  readonly stored: readonly NormalizedMessage[];
  /** What the live stream showed this session, kept across compactions. */
  readonly live: LiveLog;
  /** The stored versions are final (no run is going): they win over live ones. */
  readonly preferStored: boolean;
  /** The state's `summary_text` channel, as sent. */
  readonly summaryText: unknown;
  /** Earlier transcript pages are not loaded yet. */
  readonly hasOlder: boolean;
  /** The stream's `values.delegations`, as sent. */
  readonly delegations: unknown;
  /** The stream's `values.todos`, as sent. */
  readonly todos: unknown;
  /** Live `task_*` custom events, in arrival order. */
  readonly taskEvents: readonly unknown[];
  /** Render hidden context (docs/wire-contracts.md, "Hidden context") in place. */
  readonly showHidden: boolean;
  /** A run is in progress: the last turn's unanswered calls are pending. */
  readonly runLive: boolean;
  /** The newest checkpoints, read for a thread with branches (core/thread/branches.ts). */
  readonly branches?: BranchHistory;
  /** The page forked at this message (by key): stored messages from it on are not shown. */
  readonly forkedAt?: string;
  /** The stored state (`threads.getState`) as sent: its tasks say what a paused run waits for. */
  readonly storedState?: unknown;
  /** The stream's `values.__interrupt__`, as sent: what the run streaming now paused on. */
  readonly streamInterrupts?: unknown;
  /** Interrupts answered on this page, in order: each leaves a receipt where its card was. */
  readonly decided?: readonly DecidedInterrupt[];
  /**
   * Messages only the checkpoint history still holds, parsed (condensedMessages in
   * core/history/condensed-history.ts): what compactions removed on a server without a
   * transcript. Their delegations lead the ledger.
   */
  readonly condensedHistory?: readonly NormalizedMessage[];
  /** The `ui` channel of the stream's values (stored ones after a reload), as sent: the agent's UI messages. */
  readonly ui?: unknown;
}

export interface ThreadView {
  /** The merged message list the rest is derived from. */
  readonly messages: readonly NormalizedMessage[];
  readonly items: readonly TimelineItem[];
  /** How many of the first items are settled turns: they keep their objects while the live turn streams. */
  readonly settledItems: number;
  readonly ledger: readonly LedgerEntry[];
  /** Compactions known to have happened. */
  readonly compactions: number;
  /** The count is a lower bound: earlier pages are unloaded, or only a summary_text tells. */
  readonly compactionsPartial: boolean;
  readonly todos: readonly TodoEntry[];
  /** What the paused run waits for (empty while nothing waits); each also shows in `items`. */
  readonly interrupts: readonly PendingInterrupt[];
  /** Summary card id -> ids of the messages it condensed (see core/history/condensed.ts). */
  condensedRanges(): ReadonlyMap<string, readonly string[]>;
  /** Id of the item showing a message, if any. */
  locate(messageId: string): string | undefined;
  /** Whether a message with this id is in the thread (hidden ones included). */
  hasMessage(messageId: string): boolean;
  /** Indexes of the items whose row shows `query` (core/timeline/search.ts). */
  find(query: string): readonly number[];
  /**
   * The versions switcher of an item's row (docs/ui-contract.md, "Branches"), if it has one.
   */
  versionsAt(itemId: string): MessageVersions | undefined;
  /** Tokens in the model's context window (core/context/window.ts): the same object per view. */
  context(): ContextTokens;
}
