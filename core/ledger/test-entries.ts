import { asMessageId, asRunId, asToolCallId } from "../ids";
import type { TaskStatus } from "./status";
import type { LedgerEntry } from "./types";

// Compact builders for ledger tests: tests state only the fields they are about.

export type EntryInit = Omit<Partial<LedgerEntry>, "id" | "runId" | "resultRef"> & { runId?: string; resultRef?: string };

export function entry(id: string, status: TaskStatus = "in_progress", init: EntryInit = {}): LedgerEntry {
  const { runId, resultRef, ...rest } = init;
  const out: LedgerEntry = { id: asToolCallId(id), description: "", subagentType: "", status, ...rest };
  if (runId !== undefined) out.runId = asRunId(runId);
  if (resultRef !== undefined) out.resultRef = asMessageId(resultRef);
  return out;
}

export const ids = (entries: readonly LedgerEntry[]) => entries.map((e) => e.id as string);
export const statuses = (entries: readonly LedgerEntry[]) => entries.map((e) => e.status);

/** Deep-freezes test input so a reducer that mutates its arguments throws. */
export function frozen<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const key of Object.keys(value)) frozen((value as Record<string, unknown>)[key]);
    Object.freeze(value);
  }
  return value;
}
