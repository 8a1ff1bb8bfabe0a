import { checkpointWindow } from "../branches/window";
import { normalizeMessages } from "../messages/normalize";
import type { NormalizedMessage } from "../messages/types";
import { classify, messageKey } from "./keys";

// What compactions removed from a server that keeps only the model's window, read back from
// its checkpoints: every message the checkpoints of the thread's line hold and the window does
// not. The ledger derives delegations made in condensed turns from them.

/**
 * The messages of the checkpoints from `head` back (`threads.getHistory` states, any order;
 * other branches are left out) that the window lacks, in the order they first appeared,
 * summaries left out. Without `head` (or when it is not among them) the newest checkpoint's
 * line is read.
 */
export function onlyInHistory(window: readonly unknown[], checkpoints: readonly unknown[], head?: string): unknown[] {
  const tree = checkpointWindow(checkpoints);
  const line = [];
  const visited = new Set<string>();
  for (let id = head !== undefined && tree.nodes.has(head) ? head : tree.newest; id !== undefined && !visited.has(id); ) {
    visited.add(id);
    const node = tree.nodes.get(id);
    if (node === undefined) break;
    line.push(node);
    id = node.parentId;
  }
  const inWindow = new Set<string>();
  for (const m of Array.isArray(window) ? window : []) {
    const key = messageKey(m);
    if (key !== undefined) inWindow.add(key);
  }
  const out: unknown[] = [];
  const positions = new Map<string, number>();
  for (let i = line.length - 1; i >= 0; i--) {
    for (const m of line[i]!.messages) {
      const c = classify(m);
      if (c === undefined || c.kind !== "message" || inWindow.has(c.key)) continue;
      // A message keeps its first place and its newest version.
      const at = positions.get(c.key);
      if (at === undefined) {
        positions.set(c.key, out.length);
        out.push(m);
      } else out[at] = m;
    }
  }
  return out;
}

/**
 * onlyInHistory, parsed: what the thread model reads (`ThreadInput.condensedHistory`). Parsed
 * once per read; id-less messages get the ids of their place in this list.
 */
export function condensedMessages(window: readonly unknown[], checkpoints: readonly unknown[], head: string | undefined, threadId: string): NormalizedMessage[] {
  return normalizeMessages(onlyInHistory(window, checkpoints, head), { threadId });
}
