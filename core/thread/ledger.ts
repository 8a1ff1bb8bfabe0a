import { finishLedger, withResult } from "../ledger/derive";
import { LedgerBuilder } from "../ledger/merge";
import type { LedgerEntry } from "../ledger/types";
import type { Part } from "./part";
import type { Settled } from "./settled";

/**
 * `deriveLedger` of the settled turns followed by more messages (the live turn, or turns
 * that settle). While the live turn has no
 * task call and no result for a settled task (an answer streaming), it is the settled
 * ledger itself, the same array every frame.
 */
export function derivedLedger(settled: Settled, live: Part): readonly LedgerEntry[] {
  const { calls, results } = live.ledger;
  const resultFor = (id: string) => results.get(id) ?? settled.scan.results.get(id);
  for (const id of results.keys()) {
    if (settled.taskIds.has(id)) return finishLedger([...settled.scan.calls, ...calls], resultFor);
  }
  if (calls.length === 0) return settled.ledger;
  // The settled entries stand (no new result for them): the live turn's calls are folded on top.
  const builder = new LedgerBuilder(settled.ledger);
  for (const call of calls) builder.upsert(withResult(call, resultFor(call.id)));
  return builder.toArray();
}
