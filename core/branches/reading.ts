import { isDict } from "../messages/guards";
import { parseCheckpoint } from "./window";

// How much checkpoint history a page reads for branches. Every checkpoint carries the whole
// state, so a long thread's history is large: it is read only for threads with branches, and
// only back to the oldest checkpoint a version was forked from (all versions are newer). The
// page records that checkpoint in the thread's metadata when it forks; forks made by other
// clients show where they are newer than it.

/** Checkpoints per history request. */
export const HISTORY_PAGE = 50;
/** Checkpoints read at most, whatever the floor (a thread open must not read a whole history). */
export const HISTORY_LIMIT = 2000;
/** Thread metadata key: the oldest checkpoint a version of a message was forked from. */
export const BRANCH_FLOOR_KEY = "branch_floor";

export function branchFloor(metadata: unknown): string | undefined {
  const floor = isDict(metadata) ? metadata[BRANCH_FLOOR_KEY] : undefined;
  return typeof floor === "string" && floor !== "" ? floor : undefined;
}

/** The floor after forking from `checkpointId` (checkpoint ids sort by creation). */
export function lowerFloor(floor: string | undefined, checkpointId: string): string {
  return floor !== undefined && floor <= checkpointId ? floor : checkpointId;
}

/**
 * Where to read on from: the oldest checkpoint read, when older ones are still needed (the
 * last page was full and the read is not back to `floor`), else undefined.
 */
export function readOnFrom(snapshots: readonly unknown[], lastPage: number, floor: string | undefined): string | undefined {
  if (lastPage < HISTORY_PAGE || snapshots.length >= HISTORY_LIMIT) return undefined;
  const oldest = oldestCheckpoint(snapshots);
  if (oldest === undefined || (floor !== undefined && oldest <= floor)) return undefined;
  return oldest;
}

/** The id of the oldest checkpoint read: where an older page starts (`before`). */
export function oldestCheckpoint(snapshots: readonly unknown[]): string | undefined {
  let oldest: string | undefined;
  for (const raw of snapshots) {
    const id = parseCheckpoint(raw)?.id;
    if (id !== undefined && (oldest === undefined || id < oldest)) oldest = id;
  }
  return oldest;
}
