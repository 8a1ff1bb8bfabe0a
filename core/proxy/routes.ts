// The backend routes the browser may reach through the proxy: one entry per method and path
// the UI (or the SDK's useStream, which it drives) calls. Anything else answers 404, so
// `/internal/*`, `/store/*`, crons, stateless runs and assistant writes never reach the
// backend. To let the UI use a new backend route, add one line here (and a body rule in
// body.ts when it sends a JSON body).

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Path parameters; each must be id-shaped (see ID). `graph` must also be the graph the app is
 * configured with (plan.ts): no other graph's bundle is forwarded.
 */
export type ParamName = "thread" | "run" | "assistant" | "checkpoint" | "task" | "graph";

/** How a JSON body is rewritten before it is forwarded (body.ts); "none" forwards no body. */
export type BodyRule =
  | "none"
  | "run-create"
  | "thread-create"
  | "thread-patch"
  | "thread-search"
  | "message-search"
  | "history"
  | "state-at-checkpoint"
  | "head-move"
  | "assistant-search"
  | "feedback";

/**
 * Whose data a route touches, for per-user threads (access.ts): one thread (its owner is
 * checked), thread creation or search (stamped and confined to the user), or data shared by
 * everyone signed in (the assistants).
 */
export type Reach = "thread" | "thread-create" | "thread-search" | "shared";

export type Segment = { kind: "literal"; value: string } | { kind: "param"; name: ParamName };

export interface Route {
  method: Method;
  /** Like `threads/{thread}/runs/stream`, for reading and for logs. */
  pattern: string;
  segments: readonly Segment[];
  reach: Reach;
  body: BodyRule;
  /** Answers with server-sent events: no deadline, a heartbeat while the backend is silent. */
  stream: boolean;
  /** Query parameters forwarded, each with the shape its value must have; others are dropped. */
  query: Readonly<Record<string, RegExp>>;
}

/** Thread, run, assistant, checkpoint and task (tool call) ids: what the LangGraph servers and models issue (uuids, graph names, `call_…`). */
export const ID = /^[A-Za-z0-9_-]{1,128}$/;

const BOOL = /^(true|false|0|1)$/;
const COUNT = /^\d{1,9}$/;
/** A stream mode or a JSON list of them, as the SDK writes arrays into a query. */
const MODES = /^[A-Za-z0-9_"[\],-]{1,200}$/;
/** A JSON list of field names. */
const FIELDS = /^[A-Za-z0-9_"[\],]{1,500}$/;

interface Options {
  body?: BodyRule;
  stream?: boolean;
  query?: Record<string, RegExp>;
  reach?: Reach;
}

function route(method: Method, pattern: string, options: Options = {}): Route {
  const segments = pattern.split("/").map((part): Segment => {
    const param = /^\{(thread|run|assistant|checkpoint|task|graph)\}$/.exec(part);
    return param ? { kind: "param", name: param[1] as ParamName } : { kind: "literal", value: part };
  });
  const onThread = segments.some((s) => s.kind === "param" && s.name === "thread");
  return {
    method,
    pattern,
    segments,
    reach: options.reach ?? (onThread ? "thread" : "shared"),
    body: options.body ?? "none",
    stream: options.stream ?? false,
    query: options.query ?? {},
  };
}

export const ROUTES: readonly Route[] = [
  // New chat (NewChatPane, and useStream when it has no thread yet).
  route("POST", "threads", { reach: "thread-create", body: "thread-create" }),
  // The chat list, page by page.
  route("POST", "threads/search", { reach: "thread-search", body: "thread-search" }),
  // "Search chats" over messages, where the backend has it (the embedded server's own route).
  route("POST", "threads/search/messages", { reach: "thread-search", body: "message-search" }),
  // A thread's record: the name a rename gave it (metadata.title).
  route("GET", "threads/{thread}"),
  // Rename (metadata.title).
  route("PATCH", "threads/{thread}", { body: "thread-patch" }),
  // Delete a chat.
  route("DELETE", "threads/{thread}"),
  // The stored state a thread opens from (and useStream's refetch when a run ends).
  route("GET", "threads/{thread}/state", { query: { subgraphs: BOOL } }),
  // The state at one checkpoint: branches, messages condensed by a compaction.
  route("GET", "threads/{thread}/state/{checkpoint}", { query: { subgraphs: BOOL } }),
  // The same, when the SDK is given a checkpoint object rather than an id.
  route("POST", "threads/{thread}/state/checkpoint", { body: "state-at-checkpoint" }),
  // Checkpoints: what a compaction condensed, branches, interrupts.
  route("POST", "threads/{thread}/history", { body: "history" }),
  // "Previous version" / "Next version": the thread's head moves to another branch's newest
  // checkpoint (a copy of it, with no values: body.ts drops any).
  route("POST", "threads/{thread}/state", { body: "head-move" }),
  // The paged transcript (docs/wire-contracts.md, "Paged transcript").
  route("GET", "threads/{thread}/messages/page", { query: { before_seq: COUNT, after_seq: COUNT, limit: COUNT } }),
  // A subagent's own steps, where the backend keeps them (the embedded server: agent/README.md, "Delegation").
  route("GET", "threads/{thread}/subagents/{task}"),
  // Send a message, or resume an interrupt (a run with `command`), streaming its events.
  route("POST", "threads/{thread}/runs/stream", { body: "run-create", stream: true }),
  // Queue a message while a run goes: a pending run (multitask strategy "enqueue") the server
  // starts after the current one (core/queue/).
  route("POST", "threads/{thread}/runs", { body: "run-create" }),
  // "Compact now" on a gateway that compacts on request (THREADLINE_COMPACT=gateway, core/context/compact.ts).
  route("POST", "threads/{thread}/compact"),
  // Rejoin a run still going after a reload (useStream's reconnectOnMount).
  route("GET", "threads/{thread}/runs/{run}/stream", { stream: true, query: { cancel_on_disconnect: BOOL, stream_mode: MODES } }),
  // Rate a run's answer, or remove the rating (docs/wire-contracts.md, "Ratings"): a gateway's
  // contract, which the embedded server keeps too; or LangSmith's (feedback-settings.ts).
  route("PUT", "threads/{thread}/runs/{run}/feedback", { body: "feedback" }),
  route("DELETE", "threads/{thread}/runs/{run}/feedback"),
  // The rated answers of a thread read through its state, where the proxy rates through
  // LangSmith's presigned URLs (feedback-settings.ts): answered by the proxy itself, as are
  // the two above then.
  route("GET", "threads/{thread}/feedback"),
  // Whether a run still runs, when its event stream ended early (core/api/resumable-stream.ts).
  route("GET", "threads/{thread}/runs/{run}"),
  // Stop: interrupt the run; a queued (pending) run is removed the same way (rollback, which discards its work, is not a UI action).
  route("POST", "threads/{thread}/runs/{run}/cancel", { query: { wait: BOOL, action: /^interrupt$/ } }),
  // A thread's runs: whether one is still going, and the queued (pending) ones.
  route("GET", "threads/{thread}/runs", { query: { limit: COUNT, offset: COUNT, status: /^[a-z_]{1,20}$/, select: FIELDS } }),
  // The assistant runs are started with: its configuration, and the schema of what can be set.
  route("GET", "assistants/{assistant}"),
  route("GET", "assistants/{assistant}/schemas"),
  // Finding the assistant of a graph.
  route("POST", "assistants/search", { body: "assistant-search" }),
  // The agent's UI components as the LangGraph server bundles them (`ui` in langgraph.json),
  // run in the sandboxed frame (core/ui-frame): the script and its styles, of the configured graph only.
  route("GET", "ui/{graph}/entrypoint.js"),
  route("GET", "ui/{graph}/entrypoint.css"),
];
