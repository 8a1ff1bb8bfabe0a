import type { PageTotals } from "../history/types";

// What the thread header counts, so its numbers do not change as older pages load. A backend
// that keeps the whole transcript says the thread's totals on its newest page
// (docs/wire-contracts.md, "Paged transcript"): the header shows them, or what the model counts
// when that is more (a live turn added a delegation or a compaction since the page was read).
// Without them the loaded rows are all there is to count, and the header says so: a lower
// bound while rows are unloaded.

export interface LocalCounts {
  /** Compactions in what the model holds (view.compactions), and whether that is a lower bound. */
  readonly compactions: number;
  readonly compactionsPartial: boolean;
  /** Entries of the ledger the model holds. */
  readonly delegations: number;
  /** Rows exist that are not loaded. */
  readonly hasOlder: boolean;
}

export interface HeaderCounts {
  readonly compactions: number;
  /** The count is at least this ("Compacted 2+ times"). */
  readonly compactionsPartial: boolean;
  readonly delegations: number;
  /** The count is at least this ("50+"). */
  readonly delegationsPartial: boolean;
}

export function headerCounts(local: LocalCounts, totals: PageTotals | undefined): HeaderCounts {
  const compactions = totals?.compactions;
  const delegations = totals?.delegations;
  return {
    compactions: compactions === undefined ? local.compactions : Math.max(compactions, local.compactions),
    compactionsPartial: compactions === undefined ? local.compactionsPartial : false,
    delegations: delegations === undefined ? local.delegations : Math.max(delegations, local.delegations),
    delegationsPartial: delegations === undefined ? local.hasOlder : false,
  };
}
