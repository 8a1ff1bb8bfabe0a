// The JSON bodies the proxy forwards, rebuilt from allowed keys only. A run's `webhook` (the
// backend would POST the run's output to any URL the browser names), thread ids chosen by
// the browser, TTLs, tracing and scheduling options the UI never sends are dropped; the
// thread owner is set here and nowhere else (access.ts).
import { OWNER_KEY, type Scope } from "./access";
import type { BodyRule } from "./routes";

type Json = Record<string, unknown>;

const isRecord = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** A JSON object, or null for anything else (not JSON, an array, a number, empty). Never throws. */
export function parseJsonObject(text: string): Json | null {
  if (text.trim() === "") return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isRecord(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Run creation, by the LangGraph API's RunCreate schema: what useStream's submit can send. */
const RUN_KEYS = [
  "assistant_id",
  "input",
  "command",
  "config",
  "context",
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
const HISTORY_KEYS = ["limit", "before", "metadata", "checkpoint"];
const CHECKPOINT_KEYS = ["checkpoint", "subgraphs"];
const HEAD_MOVE_KEYS = ["checkpoint_id", "checkpoint"];
const ASSISTANT_SEARCH_KEYS = ["metadata", "graph_id", "name", "limit", "offset", "sort_by", "sort_order", "select"];

function pick(body: Json, keys: readonly string[]): Json {
  const out: Json = {};
  for (const key of keys) if (body[key] !== undefined) out[key] = body[key];
  return out;
}

/** Metadata the browser sent, less the owner; undefined when it sent none (or not an object). */
function browserMetadata(value: unknown): Json | undefined {
  if (!isRecord(value)) return undefined;
  const { [OWNER_KEY]: _owner, ...rest } = value;
  return rest;
}

function withMetadata(body: Json, metadata: Json | undefined): Json {
  const { metadata: _old, ...rest } = body;
  return metadata === undefined ? rest : { ...rest, metadata };
}

export function sanitizeBody(rule: Exclude<BodyRule, "none">, body: Json, scope: Scope): Json {
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
    case "history":
      return pick(body, HISTORY_KEYS);
    case "state-at-checkpoint":
      return pick(body, CHECKPOINT_KEYS);
    case "head-move":
      // No values and no node: the update copies the checkpoint named, writing nothing of the browser's.
      return { ...pick(body, HEAD_MOVE_KEYS), values: null };
    case "assistant-search":
      return pick(body, ASSISTANT_SEARCH_KEYS);
    default: {
      const never: never = rule;
      return never;
    }
  }
}
