// A run paused on LangGraph's `interrupt()` waits for an answer. These types say what it asks
// (after tolerant parsing, parse.ts) and what a person answers (resume.ts writes it back in
// the form the backend expects).

/**
 * The decisions a person can make about one proposed action (named in docs/ui-contract.md,
 * "Interrupts").
 */
export type DecisionKind = "approve" | "edit" | "reject" | "respond";

/**
 * How a review request was written, hence how its answer must be:
 * - `hitl`: LangChain JS's human-in-the-loop middleware (`actionRequests`, `reviewConfigs`);
 * - `hitl_snake`: the same from LangChain Python (`action_requests`, `review_configs`);
 * - `inbox`: the older agent-inbox list (`[{action_request, config: {allow_*}, description}]`).
 */
export type ReviewDialect = "hitl" | "hitl_snake" | "inbox";

export interface ReviewAction {
  /** The tool (or action) name. */
  name: string;
  /** Its arguments as sent; an object whenever the backend sent one. */
  args: Record<string, unknown>;
  description?: string;
  /** What the person may decide, in the order of DecisionKind; never empty. */
  allowed: readonly DecisionKind[];
}

export type InterruptRequest =
  | { kind: "review"; dialect: ReviewDialect; actions: readonly ReviewAction[] }
  /** Any other value: shown as it is, answered with free text (or JSON). */
  | { kind: "value"; value: unknown; text: string };

export interface PendingInterrupt {
  /** Unique among the pending ones and stable across reads: a React key and an item id. */
  id: string;
  /** The backend's id, needed to answer one of several pending interrupts. */
  interruptId?: string;
  request: InterruptRequest;
  /** The `task` call (subagent) it was raised in, when the backend says. */
  taskId?: string;
}

/** One person's decision about one action. */
export type Decision =
  | { kind: "approve" }
  | { kind: "edit"; args: Record<string, unknown> }
  | { kind: "reject"; message: string }
  | { kind: "respond"; message: string };

/** A whole answer to one interrupt: a decision per action, in order, or a value. */
export type InterruptAnswer = { kind: "decisions"; decisions: readonly Decision[] } | { kind: "value"; value: unknown };
