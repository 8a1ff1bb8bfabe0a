"use client";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { LedgerEntry } from "@/core/ledger";

// The resolved ledger of the open thread, so inline subagent cards can show live progress
// and outcomes recorded outside the transcript (e.g. a task cancelled by Stop).
const LedgerContext = createContext<ReadonlyMap<string, LedgerEntry>>(new Map());

export function LedgerProvider({ entries, children }: { entries: readonly LedgerEntry[]; children: ReactNode }) {
  const byId = useMemo(() => new Map(entries.map((e) => [e.id as string, e])), [entries]);
  return <LedgerContext.Provider value={byId}>{children}</LedgerContext.Provider>;
}

export const useLedgerEntry = (taskId: string): LedgerEntry | undefined => useContext(LedgerContext).get(taskId);
