import type { HistoryMode } from "../api/config";
import type { CompactSetting } from "../context/compact";

// A backend dialect (docs/dialects.md): what a kind of backend keeps and how the workspace
// reads it. Resolved on the app's server (app/_server/dialect.ts), from what it learnt of the
// backend once and whether the thread at hand has a transcript, and handed to the browser with
// the thread page as plain data: server and browser never decide it apart.

export type DialectId = "embedded" | "gateway" | "stock" | "langchain" | "deepagents";

export interface Dialect {
  readonly id: DialectId;
  /** Where a thread's stored messages come from: the paged transcript, or the state. */
  readonly history: "transcript" | "state";
  /** The transcript is read forward from its start (`after_seq`): "Jump to start" in one read. */
  readonly forwardReads: boolean;
  /** Where the messages a compaction condensed are found. */
  readonly condensed: "transcript" | "checkpoints";
  /** How "Compact now" reaches it: a run the assistant declares, the gateway's route, or not at all. */
  readonly compact: "declared" | "gateway" | "none";
  /** Delegations of turns a compaction removed from the state are read from the checkpoint history. */
  readonly ledgerFromHistory: boolean;
  /** The state keeps only the newest compaction: earlier ones are read from the checkpoint history. */
  readonly compactionsFromHistory: boolean;
  /**
   * Where a subagent's own messages come from: the backend's record per task (`GET
   * /threads/{id}/subagents/{task}`), the subagent's subgraph (streamed with
   * `stream_subgraphs`, read back from its checkpoints), or nowhere.
   */
  readonly subagentSteps: "records" | "subgraphs" | "none";
}

/** What the app's server knows of a backend and the thread at hand, to resolve its dialect. */
export interface BackendEvidence {
  /** THREADLINE_HISTORY. */
  readonly history: HistoryMode;
  /** THREADLINE_COMPACT. */
  readonly compact: CompactSetting;
  /** It serves the thread's paged transcript. */
  readonly transcript: boolean;
  /** It reads a transcript forward from `after_seq` 0 (learnt on the first transcript thread). */
  readonly forward: boolean;
  /** The top-level keys of the assistant's state schema; undefined where the backend has none to give. */
  readonly stateKeys: ReadonlySet<string> | undefined;
}

/** One dialect of the registry: the evidence it claims, and what it is then. */
export interface DialectCase {
  readonly id: DialectId;
  matches(evidence: BackendEvidence): boolean;
  dialect(evidence: BackendEvidence): Dialect;
}
