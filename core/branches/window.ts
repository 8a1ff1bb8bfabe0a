import { messageIdOf, readMessage } from "../messages/read";
import { isDict, str } from "../messages/guards";

// The checkpoints of a thread as `threads.getHistory` lists them (newest first, every branch),
// parsed tolerantly into a tree: each checkpoint's parent and children. Only the newest part of
// a thread's history is read (see docs/architecture.md, "Thread model": branches are derived
// lazily); a checkpoint in it has all its descendants in it too, as they are newer.

export interface CheckpointNode {
  readonly id: string;
  readonly parentId: string | undefined;
  /** `metadata.source`: "input" (a run's input), "loop" (a step), "update", "fork" (a copy to rerun from). */
  readonly source: string | undefined;
  readonly messages: readonly unknown[];
}

export interface CheckpointWindow {
  readonly nodes: ReadonlyMap<string, CheckpointNode>;
  /** Parent id -> children, oldest first (checkpoint ids sort by creation time). */
  readonly children: ReadonlyMap<string, readonly CheckpointNode[]>;
  /** The newest checkpoint: the thread's head, unless a run has moved it since. */
  readonly newest: string | undefined;
}

const NO_CHILDREN: readonly CheckpointNode[] = Object.freeze([]);

export function parseCheckpoint(raw: unknown): CheckpointNode | undefined {
  if (!isDict(raw)) return undefined;
  const id = checkpointId(raw.checkpoint);
  if (id === undefined) return undefined;
  const values = isDict(raw.values) ? raw.values : undefined;
  return {
    id,
    parentId: checkpointId(raw.parent_checkpoint),
    source: isDict(raw.metadata) ? str(raw.metadata.source) : undefined,
    messages: values !== undefined && Array.isArray(values.messages) ? values.messages : [],
  };
}

function checkpointId(value: unknown): string | undefined {
  if (!isDict(value)) return undefined;
  const id = value.checkpoint_id;
  return typeof id === "string" && id !== "" ? id : undefined;
}

/** The tree of the snapshots given (any order; duplicates and unreadable entries are skipped). */
export function checkpointWindow(snapshots: readonly unknown[]): CheckpointWindow {
  const nodes = new Map<string, CheckpointNode>();
  for (const raw of Array.isArray(snapshots) ? snapshots : []) {
    const node = parseCheckpoint(raw);
    if (node !== undefined && !nodes.has(node.id)) nodes.set(node.id, node);
  }
  const children = new Map<string, CheckpointNode[]>();
  let newest: string | undefined;
  for (const node of nodes.values()) {
    if (newest === undefined || node.id > newest) newest = node.id;
    // A checkpoint that names itself its parent would make the walks below loop.
    if (node.parentId === undefined || node.parentId === node.id) continue;
    const list = children.get(node.parentId);
    if (list) list.push(node);
    else children.set(node.parentId, [node]);
  }
  for (const list of children.values()) list.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { nodes, children, newest };
}

export const childrenOf = (window: CheckpointWindow, id: string): readonly CheckpointNode[] => window.children.get(id) ?? NO_CHILDREN;

/** The head and its ancestors in the window, oldest first. */
export function lineage(window: CheckpointWindow, headId: string): CheckpointNode[] {
  const chain: CheckpointNode[] = [];
  const seen = new Set<string>();
  for (let node = window.nodes.get(headId); node !== undefined && !seen.has(node.id); node = node.parentId === undefined ? undefined : window.nodes.get(node.parentId)) {
    seen.add(node.id);
    chain.push(node);
  }
  return chain.reverse();
}

// Every fork walk reads the key sets of the lineage it passes: each is built once, on first need
// (building them for every checkpoint read would cost more than the walks).
const keyCache = new WeakMap<CheckpointNode, ReadonlySet<string>>();

/** The ids (core/messages/read.ts) of a checkpoint's messages. */
export function keysOf(node: CheckpointNode): ReadonlySet<string> {
  let keys = keyCache.get(node);
  if (keys === undefined) {
    keys = new Set(node.messages.flatMap((m) => messageIdOf(m) ?? []));
    keyCache.set(node, keys);
  }
  return keys;
}

/**
 * The first message a checkpoint adds to its parent's that a reader sees
 * (docs/wire-contracts.md, "Hidden context"), by key.
 */
export function firstVisibleAdded(node: CheckpointNode, parent: CheckpointNode | undefined): string | undefined {
  const before = parent === undefined ? new Set<string>() : keysOf(parent);
  for (const raw of node.messages) {
    const key = messageIdOf(raw);
    if (key === undefined || before.has(key)) continue;
    const parsed = readMessage(raw);
    if (parsed.hidden === undefined && (parsed.type === "human" || parsed.type === "ai" || parsed.type === "tool")) return key;
  }
  return undefined;
}
