import { type Dict, isDict, safeStringify, str } from "../messages/guards";
import { parseOne } from "../messages/normalize";
import { isSummaryMarkerType } from "../messages/summary";

// Message identity across the transcript, the state and the live stream. Everything merges
// by these keys, so they must be the same wherever the same message shows up.

export type MessageKind = "message" | "marker" | "legacy";

export interface Classified {
  /** The identity used for merging. */
  readonly key: string;
  /** The wire id, when the message has one. */
  readonly id: string | undefined;
  readonly kind: MessageKind;
}

// Messages are treated as immutable values, so an object's classification never changes;
// the cache makes repeated merges (one per streamed chunk) cost a lookup per message.
const cache = new WeakMap<object, Classified>();

// Types whose messages may be legacy summaries (the set parse.ts maps to "human", plus the
// generic "chat" whose role decides).
const HUMAN_TYPES: ReadonlySet<string> = new Set(["human", "user", "HumanMessage", "HumanMessageChunk", "chat"]);

/** Undefined for anything that is not a message object (it has no identity to merge by). */
export function classify(raw: unknown): Classified | undefined {
  if (!isDict(raw)) return undefined;
  const known = cache.get(raw);
  if (known !== undefined) return known;
  let computed: Classified;
  try {
    computed = compute(raw);
  } catch {
    // Unreadable (a throwing getter, say): no identity, so it is kept as is or skipped.
    return undefined;
  }
  cache.set(raw, computed);
  return computed;
}

export function messageKey(raw: unknown): string | undefined {
  return classify(raw)?.key;
}

function compute(raw: Dict): Classified {
  const msg = unwrapSerialized(raw);
  const id = typeof msg.id === "string" && msg.id !== "" ? msg.id : undefined;
  const type = str(msg.type) ?? str(msg.role);
  if (isSummaryMarkerType(type)) return { key: id ?? `anon:${digest(msg)}`, id, kind: "marker" };
  if (type !== undefined && HUMAN_TYPES.has(type) && parseOne(raw, "", 0).type === "summary") {
    // LangChain's summarization middleware gives each summary the id of the first message it
    // replaces (often the previous summary): the id alone would merge the summary with it.
    const suffix = `#summary-${digest(msg.content)}`;
    // Already renamed by withMergeId: keep the key, so merging a merged list is a no-op.
    const key = id !== undefined && id.endsWith(suffix) ? id : `${id ?? "anon"}${suffix}`;
    return { key, id, kind: "legacy" };
  }
  return { key: id ?? `anon:${digest(msg)}`, id, kind: "message" };
}

/** LangChain's serialized form `{lc: 1, type: "constructor", id: [..., class], kwargs}` (as parse.ts reads it). */
function unwrapSerialized(raw: Dict): Dict {
  if (raw.type !== "constructor" || raw.lc !== 1 || !Array.isArray(raw.id) || !isDict(raw.kwargs)) return raw;
  const className = str(raw.id[raw.id.length - 1]);
  return className === undefined ? raw.kwargs : { ...raw.kwargs, type: className };
}

/** A stable digest of a JSON value (53-bit cyrb53: no crypto in core, and collisions are harmless here). */
export function digest(value: unknown): string {
  const text = safeStringify(value);
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/**
 * Returns `raw` with the id it is merged under, when that differs from its wire id (legacy
 * summaries), so the timeline's own id dedupe cannot fold a summary into the message whose id
 * it reuses. Copies are cached so the same input object always yields the same output object.
 */
const renamed = new WeakMap<object, unknown>();
export function withMergeId(raw: unknown): unknown {
  const c = classify(raw);
  if (c === undefined || c.kind !== "legacy" || c.key === c.id || !isDict(raw)) return raw;
  const known = renamed.get(raw);
  if (known !== undefined) return known;
  // A serialized constructor keeps its id in kwargs; the flat form is what the parsers read first.
  const copy = raw.type === "constructor" && isDict(raw.kwargs) ? { ...raw, kwargs: { ...raw.kwargs, id: c.key } } : { ...raw, id: c.key };
  renamed.set(raw, copy);
  return copy;
}
