// The delegation ledger (`delegations` state channel, docs/wire-contracts.md, "Delegations")
// and its merge rule.

export const TERMINAL_STATUSES = ["completed", "failed", "cancelled", "timed_out", "polling_timed_out"] as const;
export type TerminalStatus = (typeof TERMINAL_STATUSES)[number];
export type DelegationStatus = "in_progress" | TerminalStatus;
export type StopReason = "token_capped" | "turn_capped" | "loop_capped";

export interface DelegationEntry {
  /** The `task` tool call id. */
  id: string;
  run_id?: string;
  description: string;
  subagent_type: string;
  status: DelegationStatus;
  result_brief?: string;
  result_sha256?: string;
  /** Id of the tool message holding the full result. */
  result_ref?: string;
  stop_reason?: StopReason;
  created_at: string;
}

export const LEDGER_CAP = 50;

export const isTerminal = (status: DelegationStatus): status is TerminalStatus =>
  (TERMINAL_STATUSES as readonly string[]).includes(status);

function mergeEntry(existing: DelegationEntry, update: DelegationEntry): DelegationEntry {
  // A late "started" write (e.g. replayed input) must not resurrect finished work.
  if (isTerminal(existing.status) && !isTerminal(update.status)) return existing;
  return { ...existing, ...update, created_at: existing.created_at };
}

/**
 * Reducer of the `delegations` channel: upsert by id, keeping first-seen order and the first
 * `created_at`; a terminal status is never replaced by `in_progress`; only the newest
 * LEDGER_CAP entries are kept.
 *
 * Idempotent, because createAgent feeds the saved state back as input: merging the ledger
 * into itself changes nothing. Entries evicted by the cap could come back the same way, so
 * once the ledger is full an unknown entry older than everything retained is ignored.
 */
export function mergeLedger(
  current: readonly DelegationEntry[] | undefined,
  update: readonly DelegationEntry[] | undefined,
): DelegationEntry[] {
  const merged = [...(current ?? [])];
  const index = new Map(merged.map((entry, at) => [entry.id, at]));
  const full = merged.length >= LEDGER_CAP;
  const oldestRetained = merged.reduce((oldest, entry) => (entry.created_at < oldest ? entry.created_at : oldest), merged[0]?.created_at ?? "");
  for (const entry of update ?? []) {
    const at = index.get(entry.id);
    if (at !== undefined) {
      merged[at] = mergeEntry(merged[at]!, entry);
    } else if (!(full && entry.created_at < oldestRetained)) {
      index.set(entry.id, merged.length);
      merged.push(entry);
    }
  }
  return merged.length > LEDGER_CAP ? merged.slice(-LEDGER_CAP) : merged;
}
