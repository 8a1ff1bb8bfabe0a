import { compactionKeys } from "../history/condensed";
import { LedgerScan } from "../ledger/derive";
import type { NormalizedMessage } from "../messages/types";
import { groupTimeline, lastVisibleHuman } from "../timeline/group";
import { pairCalls, type Pairing } from "../timeline/pairing";
import type { TimelineItem } from "../timeline/types";
import { lastWrittenTodos, type TodoEntry } from "../todos/todos";

// What a run of the thread's messages contributes to the view: the settled turns are one or
// more such parts, the live turn is one. Each is derived by the same pure functions a full
// build uses, over its own messages.

export interface PartOptions {
  readonly threadId: string;
  readonly showHidden: boolean;
  readonly runLive: boolean;
}

export interface Part {
  /** Positions of the part's messages in the merged list (`normalized` is that slice). */
  readonly from: number;
  readonly to: number;
  readonly normalized: readonly NormalizedMessage[];
  readonly pairing: Pairing;
  readonly items: readonly TimelineItem[];
  readonly ledger: LedgerScan;
  readonly compactionKeys: ReadonlySet<string>;
  /**
   * Some message is a summary card, a compaction form: the summary_text card is not shown,
   * and condensed ranges depend on it.
   */
  readonly hasSummary: boolean;
  readonly todos: TodoEntry[] | undefined;
}

/**
 * @param taken ids paired by the settled messages before `from`: repeats here.
 * @param settled a visible human message follows the part (its turns are over).
 */
export function derivePart(messages: readonly NormalizedMessage[], from: number, to: number, options: PartOptions, taken: ReadonlySet<string>, settled: boolean): Part {
  const normalized = messages.slice(from, to);
  const pairing = pairCalls(normalized, taken);
  const grouping = { showHidden: options.showHidden, runLive: options.runLive && !settled };
  const items = groupTimeline(normalized, grouping, pairing, settled ? normalized.length : lastVisibleHuman(normalized));
  const ledger = new LedgerScan();
  ledger.add(normalized);
  return {
    from,
    to,
    normalized,
    pairing,
    items,
    ledger,
    compactionKeys: compactionKeys(normalized),
    hasSummary: normalized.some((m) => m.type === "summary"),
    todos: lastWrittenTodos(normalized),
  };
}

/** Position of the last visible human message at or after `from`, or -1; looked for from the end. */
export function lastVisibleHumanFrom(messages: readonly NormalizedMessage[], from: number): number {
  for (let i = messages.length - 1; i >= from; i--) {
    const m = messages[i]!;
    if (m.type === "human" && m.hidden === undefined) return i;
  }
  return -1;
}
