import { isTerminalStatus } from "./status";
import type { LedgerEntry } from "./types";

// The ledger's merge rule (docs/wire-contracts.md, "Delegations") on the client: upsert by id,
// first-seen order, first createdAt, and a terminal status is never replaced by `in_progress`.
//
// Fields fall in three groups, because a late update can be stale:
// - identity (description, subagentType, runId, resultRef): what the task is and where its
//   result lives. A later non-empty value wins; a stale update may still fill a gap (a
//   `task_started` arriving after `task_completed` supplies the description).
// - outcome (resultBrief, resultSha256, stopReason, error): how it ended. Taken from an
//   update with the same status field by field; when the status changes they are replaced
//   as a whole, so a failure never shows the brief of an earlier success. A stale update
//   never touches them.
// - progress: only meaningful while in progress; a finished entry has none.

type Identity = "description" | "subagentType" | "runId" | "resultRef";
type Outcome = "resultBrief" | "resultSha256" | "stopReason" | "error";
const IDENTITY: readonly Identity[] = ["description", "subagentType", "runId", "resultRef"];
const OUTCOME: readonly Outcome[] = ["resultBrief", "resultSha256", "stopReason", "error"];

// Empty strings count as absent: a backend that does not know the description sends "".
const present = (value: string | undefined): value is string => value !== undefined && value !== "";

/** One entry merged with one update for the same id. Never mutates its arguments. */
export function mergeEntry(current: LedgerEntry | undefined, update: LedgerEntry): LedgerEntry {
  if (current === undefined) return firstSighting(update);
  if (isTerminalStatus(current.status) && !isTerminalStatus(update.status)) return fillGaps(current, update);

  const out: LedgerEntry = { id: current.id, description: "", subagentType: "", status: update.status };
  for (const key of IDENTITY) {
    const value = present(update[key]) ? update[key] : current[key];
    if (present(value)) assign(out, key, value);
  }
  const sameStatus = current.status === update.status;
  for (const key of OUTCOME) {
    const value = update[key] ?? (sameStatus ? current[key] : undefined);
    if (value !== undefined) assign(out, key, value);
  }
  const createdAt = current.createdAt ?? update.createdAt;
  if (createdAt !== undefined) out.createdAt = createdAt;
  if (!isTerminalStatus(out.status)) {
    const progress = update.progress ?? current.progress;
    if (progress !== undefined) out.progress = progress;
  }
  return out;
}

function firstSighting(update: LedgerEntry): LedgerEntry {
  if (update.progress === undefined || !isTerminalStatus(update.status)) return { ...update };
  const { progress: _dropped, ...rest } = update;
  return rest;
}

/** A stale update for a finished entry: only missing identity (and a missing date) may be filled. */
function fillGaps(current: LedgerEntry, update: LedgerEntry): LedgerEntry {
  let out: LedgerEntry | undefined;
  for (const key of IDENTITY) {
    const value = update[key];
    if (!present(current[key]) && present(value)) assign((out ??= { ...current }), key, value);
  }
  if (current.createdAt === undefined && update.createdAt !== undefined) (out ??= { ...current }).createdAt = update.createdAt;
  return out ?? current;
}

// One generic assignment keeps the loops above type-checked per field.
function assign<K extends keyof LedgerEntry>(entry: LedgerEntry, key: K, value: LedgerEntry[K]): void {
  entry[key] = value;
}

/**
 * An ordered ledger being built: linear in the number of upserts, so folding a channel,
 * a transcript and a stream of events into it stays linear overall.
 */
export class LedgerBuilder {
  private readonly list: LedgerEntry[] = [];
  private readonly index = new Map<string, number>();

  constructor(initial: readonly LedgerEntry[] = []) {
    for (const entry of initial) this.upsert(entry);
  }

  get(id: string): LedgerEntry | undefined {
    const at = this.index.get(id);
    return at === undefined ? undefined : this.list[at];
  }

  upsert(update: LedgerEntry): void {
    const at = this.index.get(update.id);
    if (at === undefined) {
      this.index.set(update.id, this.list.length);
      this.list.push(mergeEntry(undefined, update));
    } else {
      this.list[at] = mergeEntry(this.list[at], update);
    }
  }

  toArray(): LedgerEntry[] {
    return this.list.slice();
  }
}

/**
 * Applies `updates` in order to `current` (docs/wire-contracts.md, "Delegations"). Idempotent,
 * and applying updates one batch at a time equals applying them all at once. The cap at 50 is
 * the backend's job.
 */
export function mergeLedger(current: readonly LedgerEntry[], updates: readonly LedgerEntry[]): LedgerEntry[] {
  const builder = new LedgerBuilder(current);
  for (const update of updates) builder.upsert(update);
  return builder.toArray();
}
