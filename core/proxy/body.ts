// The JSON bodies the proxy forwards, rebuilt from allowed keys only. A run's `webhook` (the
// backend would POST the run's output to any URL the browser names), thread ids chosen by
// the browser, TTLs, tracing and scheduling options the UI never sends are dropped; the
// thread owner is set here and nowhere else (access.ts). Nested objects are rebuilt too, and
// no `thread_id` passes at any depth: a checkpoint or config naming another thread would
// read or write that thread through a route checked for this one.
import { COMPACT_NOW_KEY } from "../context/compact";
import { type Dict, isDict } from "../messages/guards";
import { isRating } from "../ratings/feedback";
import { OWNER_KEY, type Scope } from "./access";
import type { BodyRule } from "./routes";

type Json = Dict;

/** A JSON object, or null for anything else (not JSON, an array, a number, empty). Never throws. */
export function parseJsonObject(text: string): Json | null {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isDict(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Run creation, by the LangGraph API's RunCreate schema: what useStream's submit sends. Not
 * `context`: the UI sends none (a run's settings travel in `config.configurable`).
 */
const RUN_KEYS = [
  "assistant_id",
  "input",
  "command",
  "config",
  "metadata",
  "stream_mode",
  "stream_subgraphs",
  "stream_resumable",
  "on_disconnect",
  "multitask_strategy",
  "checkpoint",
  "checkpoint_id",
];
const SEARCH_KEYS = ["metadata", "ids", "status", "values", "limit", "offset", "sort_by", "sort_order", "select"];
const MESSAGE_SEARCH_KEYS = ["query", "limit"];
const HISTORY_KEYS = ["limit", "before", "metadata", "checkpoint"];
const CHECKPOINT_KEYS = ["checkpoint", "subgraphs"];
const HEAD_MOVE_KEYS = ["checkpoint_id", "checkpoint"];
const ASSISTANT_SEARCH_KEYS = ["metadata", "graph_id", "name", "limit", "offset", "sort_by", "sort_order", "select"];

/** Nested objects rebuilt by their own rules; each answers undefined for a value to drop. */
const NESTED: Record<string, (value: unknown) => unknown> = {
  checkpoint: checkpointOf,
  config: configOf,
  command: commandOf,
};

function pick(body: Json, keys: readonly string[]): Json {
  const out: Json = {};
  for (const key of keys) {
    const value = NESTED[key] ? NESTED[key](body[key]) : body[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** A checkpoint (the API's CheckpointSchema): its id, namespace and subgraph checkpoint ids. */
function checkpointOf(value: unknown): Json | undefined {
  if (!isDict(value)) return undefined;
  const out: Json = {};
  if (typeof value.checkpoint_id === "string") out.checkpoint_id = value.checkpoint_id;
  if (typeof value.checkpoint_ns === "string") out.checkpoint_ns = value.checkpoint_ns;
  if (isDict(value.checkpoint_map)) {
    const map: Json = {};
    for (const [ns, id] of Object.entries(value.checkpoint_map)) if (!DROPPED_KEYS.has(ns) && typeof id === "string") map[ns] = id;
    out.checkpoint_map = map;
  }
  return out;
}

/** A run's config: "Compact now" (core/context/compact.ts) is all the UI sets. */
function configOf(value: unknown): Json | undefined {
  if (!isDict(value)) return undefined;
  if (!isDict(value.configurable)) return {};
  const compactNow = value.configurable[COMPACT_NOW_KEY];
  return { configurable: typeof compactNow === "boolean" ? { [COMPACT_NOW_KEY]: compactNow } : {} };
}

/** A run's command: the answer to an interrupt. Never `goto` or `update`, which would steer or write the thread. */
function commandOf(value: unknown): Json | undefined {
  if (!isDict(value)) return undefined;
  return value.resume === undefined ? {} : { resume: value.resume };
}

// Never copied: `__proto__`, which an assignment would take for the prototype; and, but in a
// run's input (the user's messages, which name no thread to the API), `thread_id`.
const INPUT_DROPPED = new Set(["__proto__"]);
const DROPPED_KEYS = new Set([...INPUT_DROPPED, "thread_id"]);

/**
 * A copy of `value` without the `dropped` keys at any depth, keys in their order. Iterative:
 * a body of deeply nested arrays must not overflow the stack.
 */
function copyWithout<T>(value: T, dropped: ReadonlySet<string>): T {
  const root: { value: unknown } = { value };
  const stack: { from: unknown; to: Json | unknown[]; key: string | number }[] = [{ from: value, to: root as unknown as Json, key: "value" }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const { from, to, key } = item;
    let copy: unknown = from;
    if (Array.isArray(from)) {
      const list: unknown[] = new Array<unknown>(from.length);
      from.forEach((v, i) => stack.push({ from: v, to: list, key: i }));
      copy = list;
    } else if (isDict(from)) {
      const object: Json = {};
      for (const [k, v] of Object.entries(from)) {
        if (dropped.has(k)) continue;
        // Placed now, filled when popped: the copy keeps the keys in their order.
        object[k] = undefined;
        stack.push({ from: v, to: object, key: k });
      }
      copy = object;
    }
    (to as Record<string | number, unknown>)[key] = copy;
  }
  return root.value as T;
}

/** A rating: its value and comment only, each of its type (the backend judges the rest). */
function feedbackOf(body: Json): Json {
  const out: Json = {};
  if (isRating(body.rating)) out.rating = body.rating;
  if (typeof body.comment === "string" || body.comment === null) out.comment = body.comment;
  return out;
}

/** Metadata the browser sent, less the owner; undefined when it sent none (or not an object). */
function browserMetadata(value: unknown): Json | undefined {
  if (!isDict(value)) return undefined;
  const { [OWNER_KEY]: _owner, ...rest } = value;
  return rest;
}

function withMetadata(body: Json, metadata: Json | undefined): Json {
  const { metadata: _old, ...rest } = body;
  return metadata === undefined ? rest : { ...rest, metadata };
}

/** What the proxy adds of its own. */
export interface BodyOptions {
  /**
   * The LangSmith feedback key runs are started with (feedback-settings.ts), so the server
   * reports a presigned URL to rate each run through; never the browser's to set.
   */
  feedbackKey?: string;
}

export function sanitizeBody(rule: Exclude<BodyRule, "none">, body: Json, scope: Scope, options: BodyOptions = {}): Json {
  const { input, ...rest } = body;
  const cleaned = copyWithout(rest, DROPPED_KEYS);
  const rebuilt = rebuild(rule, input === undefined ? cleaned : { ...cleaned, input: copyWithout(input, INPUT_DROPPED) }, scope);
  return rule === "run-create" && options.feedbackKey !== undefined ? { ...rebuilt, feedback_keys: [options.feedbackKey] } : rebuilt;
}

function rebuild(rule: Exclude<BodyRule, "none">, body: Json, scope: Scope): Json {
  const user = scope.kind === "user" ? scope : null;
  switch (rule) {
    case "run-create":
      return withMetadata(pick(body, RUN_KEYS), browserMetadata(body.metadata));
    case "thread-create": {
      const metadata = browserMetadata(body.metadata) ?? {};
      if (!user) return { metadata };
      const created: Json = { metadata: { ...metadata, [OWNER_KEY]: user.owner } };
      // A user limited to one thread creates that one (access.ts checked it does not exist).
      if (user.thread !== null) created.thread_id = user.thread;
      return created;
    }
    case "thread-patch":
      return withMetadata({}, browserMetadata(body.metadata));
    case "thread-search": {
      const search = pick(body, SEARCH_KEYS);
      if (!user) return withMetadata(search, browserMetadata(body.metadata));
      const confined = withMetadata(search, { ...browserMetadata(body.metadata), [OWNER_KEY]: user.owner });
      if (user.thread !== null) confined.ids = [user.thread];
      return confined;
    }
    case "message-search": {
      // Whose threads it searches is said here (core/wire.ts, MessageSearchRequest), never by the browser.
      const search = pick(body, MESSAGE_SEARCH_KEYS);
      if (!user) return search;
      return user.thread === null ? { ...search, owner: user.owner } : { ...search, owner: user.owner, ids: [user.thread] };
    }
    case "history":
      return pick(body, HISTORY_KEYS);
    case "state-at-checkpoint":
      return pick(body, CHECKPOINT_KEYS);
    case "head-move":
      // No values and no node: the update copies the checkpoint named, writing nothing of the browser's.
      return { ...pick(body, HEAD_MOVE_KEYS), values: null };
    case "assistant-search":
      return pick(body, ASSISTANT_SEARCH_KEYS);
    case "feedback":
      return feedbackOf(body);
    default: {
      const never: never = rule;
      return never;
    }
  }
}
