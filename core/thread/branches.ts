import { answerEnd, checkpointWindow, messageVersions, type MessageVersions } from "../branches";
import { readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";

// The thread model's branch inputs (docs/architecture.md, "Thread model": branches, lazily):
// the newest part of the checkpoint history, read only for threads that have branches, and the
// message the page forked at while storage still holds the branch it left.

/** What the page read of the checkpoint history. */
export interface BranchHistory {
  /** `threads.getHistory` snapshots, newest first. */
  readonly checkpoints: readonly unknown[];
  /** The thread's current checkpoint: the lineage shown. */
  readonly head: string;
}

const NO_VERSIONS: ReadonlyMap<string, MessageVersions> = new Map();
const versionsCache = new WeakMap<BranchHistory, ReadonlyMap<string, MessageVersions>>();

/**
 * Message key -> its versions, computed once per history read. An answer's versions are keyed
 * by its last message (answerEnd in the head's messages), so they show on its final row,
 * beside its Regenerate, not on the tool step it starts with.
 */
export function versionsOf(history: BranchHistory | undefined): ReadonlyMap<string, MessageVersions> {
  if (history === undefined) return NO_VERSIONS;
  let versions = versionsCache.get(history);
  if (versions === undefined) {
    const window = checkpointWindow(history.checkpoints);
    const shown = readMessages(window.nodes.get(history.head)?.messages ?? []);
    const byEnd = new Map<string, MessageVersions>();
    for (const [key, found] of messageVersions(window, history.head)) {
      const end = answerEnd(shown, key);
      if (!byEnd.has(end)) byEnd.set(end, found);
    }
    versions = byEnd;
    versionsCache.set(history, versions);
  }
  return versions;
}

const cutCache = new WeakMap<readonly NormalizedMessage[], { at: string; stored: readonly NormalizedMessage[] }>();

/**
 * The stored messages before `forkedAt`: after an edit or a regeneration, until storage is
 * read again, what it holds from that message on belongs to the branch the page left. The
 * same list while the inputs are the same (the model reuses its work by identity).
 */
export function storedBefore(stored: readonly NormalizedMessage[], forkedAt: string | undefined): readonly NormalizedMessage[] {
  if (forkedAt === undefined) return stored;
  const known = cutCache.get(stored);
  if (known !== undefined && known.at === forkedAt) return known.stored;
  const at = stored.findIndex((m) => m.id === forkedAt);
  const cut = at < 0 ? stored : stored.slice(0, at);
  cutCache.set(stored, { at: forkedAt, stored: cut });
  return cut;
}
