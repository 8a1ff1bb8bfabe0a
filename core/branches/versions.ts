import { childrenOf, firstVisibleAdded, lineage, type CheckpointNode, type CheckpointWindow } from "./window";

// Versions of a message (docs/ui-contract.md, "Branches"): where the thread forked, each child
// of the fork point is a version, told apart by the first message a reader sees that it adds
// (an edited question, a regenerated answer). A child that adds nothing yet (a run's input
// checkpoint, the copy a rerun starts from) stands for the first message its descendants
// add; where those fork again before adding one, each of them is a version of its own, so
// edits of edits read as one list, however the server nested them.

export interface MessageVersions {
  /** The message the version shown adds: the switcher goes with it. */
  readonly messageId: string;
  /** Position of the version shown, from 1, among `count`. */
  readonly index: number;
  readonly count: number;
  /** Per version, the checkpoint to make the thread's head to show it: its newest one. */
  readonly targets: readonly string[];
}

interface Version {
  /** The checkpoint adding the version's message, or the leaf its path ends in. */
  readonly end: CheckpointNode;
  readonly added: string | undefined;
}

/** Message key -> its versions, for the forks along the lineage of `headId` in the window. */
export function messageVersions(window: CheckpointWindow, headId: string): ReadonlyMap<string, MessageVersions> {
  const chain = lineage(window, headId);
  const position = new Map(chain.map((node, i) => [node.id, i]));
  const found = new Map<string, MessageVersions>();
  for (let i = 0; i < chain.length - 1; i++) {
    const fork = chain[i]!;
    const kids = childrenOf(window, fork.id);
    if (kids.length < 2) continue;
    const versions = kids.flatMap((kid) => versionsFrom(window, fork, kid));
    const shown = versions.findIndex((version) => position.has(version.end.id));
    const version = versions[shown];
    if (version === undefined) continue;
    if (version.added !== undefined && !found.has(version.added)) {
      found.set(version.added, {
        messageId: version.added,
        index: shown + 1,
        count: versions.length,
        targets: versions.map((v) => newestIn(window, v.end).id),
      });
    }
    // Forks passed on the way to the version's message are part of this list.
    i = Math.max(i, (position.get(version.end.id) ?? i) - 1);
  }
  return found;
}

function versionsFrom(window: CheckpointWindow, parent: CheckpointNode, node: CheckpointNode): Version[] {
  let previous = parent;
  let current = node;
  for (;;) {
    const added = firstVisibleAdded(current, previous);
    if (added !== undefined) return [{ end: current, added }];
    const next = childrenOf(window, current.id);
    if (next.length === 0) return [{ end: current, added: undefined }];
    if (next.length > 1) {
      const fork = current;
      return next.flatMap((child) => versionsFrom(window, fork, child));
    }
    previous = current;
    current = next[0]!;
  }
}

/** The newest checkpoint under `node` (itself included): where that branch was left. */
export function newestIn(window: CheckpointWindow, node: CheckpointNode): CheckpointNode {
  let newest = node;
  const stack = [node];
  for (let current = stack.pop(); current !== undefined; current = stack.pop()) {
    if (current.id > newest.id) newest = current;
    for (const child of childrenOf(window, current.id)) stack.push(child);
  }
  return newest;
}
