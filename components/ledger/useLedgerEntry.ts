"use client";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import type { LedgerEntry } from "@/core/ledger";

// Entries by task id, made once per ledger (the model keeps a ledger's identity while it reads the same).
const byId = new WeakMap<readonly LedgerEntry[], ReadonlyMap<string, LedgerEntry>>();

function entryOf(ledger: readonly LedgerEntry[], taskId: string): LedgerEntry | undefined {
  let map = byId.get(ledger);
  if (map === undefined) byId.set(ledger, (map = new Map(ledger.map((entry) => [entry.id as string, entry]))));
  return map.get(taskId);
}

/**
 * The open thread's ledger entry of a task, so inline subagent cards can show live progress
 * and outcomes recorded outside the transcript (e.g. a task cancelled by Stop).
 */
export const useLedgerEntry = (taskId: string): LedgerEntry | undefined => useThreadView((view) => entryOf(view.ledger, taskId));
