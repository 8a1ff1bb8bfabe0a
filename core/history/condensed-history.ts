import { checkpointWindow } from "../branches/window";
import { isSummaryWire, messageIdOf, readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";

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
    const key = messageIdOf(m);
    if (key !== undefined) inWindow.add(key);
  }
  const out: unknown[] = [];
  const positions = new Map<string, number>();
  for (let i = line.length - 1; i >= 0; i--) {
    for (const m of line[i]!.messages) {
      const key = messageIdOf(m);
      if (key === undefined || inWindow.has(key) || isSummaryWire(m)) continue;
      // A message keeps its first place and its newest version.
      const at = positions.get(key);
      if (at === undefined) {
        positions.set(key, out.length);
        out.push(m);
      } else out[at] = m;
    }
  }
  return out;
}

/**
 * onlyInHistory, read once per read: what the thread model reads (`ThreadInput.condensedHistory`).
 */
export function condensedMessages(window: readonly unknown[], checkpoints: readonly unknown[], head: string | undefined): NormalizedMessage[] {
  return readMessages(onlyInHistory(window, checkpoints, head));
}
