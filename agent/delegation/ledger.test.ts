import { describe, expect, it } from "vitest";
import { type DelegationEntry, LEDGER_CAP, mergeLedger } from "./ledger";

const at = (minute: number) => `2026-01-01T00:${String(minute).padStart(2, "0")}:00.000Z`;
const entry = (id: string, status: DelegationEntry["status"], minute = 0, extra: Partial<DelegationEntry> = {}): DelegationEntry => ({
  id,
  description: `work ${id}`,
  subagent_type: "researcher",
  status,
  created_at: at(minute),
  ...extra,
});

describe("mergeLedger", () => {
  it("upserts by id, keeping first-seen order and the first created_at", () => {
    const merged = mergeLedger([entry("a", "in_progress", 1), entry("b", "in_progress", 2)], [
      entry("c", "in_progress", 3),
      entry("a", "completed", 9, { result_brief: "done" }),
    ]);
    expect(merged.map((e) => e.id)).toEqual(["a", "b", "c"]);
    expect(merged[0]).toMatchObject({ status: "completed", result_brief: "done", created_at: at(1) });
  });

  it("never downgrades a terminal status to in_progress", () => {
    const merged = mergeLedger([entry("a", "cancelled", 1, { result_ref: "m1" })], [entry("a", "in_progress", 5)]);
    expect(merged).toEqual([entry("a", "cancelled", 1, { result_ref: "m1" })]);
    // Terminal to terminal is an update, not a downgrade.
    expect(mergeLedger(merged, [entry("a", "failed", 6)])[0]?.status).toBe("failed");
  });

  it("is idempotent, since createAgent feeds the saved state back as input", () => {
    const ledger = mergeLedger([], [entry("a", "completed", 1), entry("b", "in_progress", 2)]);
    expect(mergeLedger(ledger, ledger)).toEqual(ledger);
    const next = mergeLedger(ledger, [entry("b", "timed_out", 3)]);
    expect(mergeLedger(next, next)).toEqual(next);
    expect(mergeLedger(next, ledger)).toEqual(next); // a stale replay cannot undo progress
  });

  it("keeps the newest entries up to the cap, and evicted ones do not come back", () => {
    const all = Array.from({ length: LEDGER_CAP + 5 }, (_, i) => entry(`e${i}`, "completed", i % 60));
    const first = mergeLedger([], all.slice(0, LEDGER_CAP));
    const capped = mergeLedger(first, all.slice(LEDGER_CAP));
    expect(capped).toHaveLength(LEDGER_CAP);
    expect(capped[0]?.id).toBe("e5");
    expect(capped.at(-1)?.id).toBe(`e${LEDGER_CAP + 4}`);
    // Feeding back the old, full ledger must not resurrect e0..e4.
    expect(mergeLedger(capped, first)).toEqual(capped);
  });

  it("accepts missing values on either side", () => {
    expect(mergeLedger(undefined, undefined)).toEqual([]);
    expect(mergeLedger(undefined, [entry("a", "in_progress")])).toHaveLength(1);
    expect(mergeLedger([entry("a", "in_progress")], undefined)).toHaveLength(1);
  });
});
