import { describe, expect, it } from "vitest";
import { mergeEntry, mergeLedger } from "./merge";
import { TERMINAL_STATUSES, type TaskStatus } from "./status";
import { entry, frozen, ids, statuses } from "./test-entries";

const terminal = [...TERMINAL_STATUSES];

describe("mergeLedger: upsert and order (docs/wire-contracts.md, 'Delegations')", () => {
  it("keeps first-seen order and appends new ids", () => {
    const current = [entry("a"), entry("b")];
    const merged = mergeLedger(current, [entry("c"), entry("a", "completed"), entry("d")]);
    expect(ids(merged)).toEqual(["a", "b", "c", "d"]);
    expect(statuses(merged)).toEqual(["completed", "in_progress", "in_progress", "in_progress"]);
  });

  it("upserts: later non-empty values win, absent or empty ones keep the current", () => {
    const current = [entry("a", "in_progress", { description: "old", subagentType: "coder", runId: "r1" })];
    const [merged] = mergeLedger(current, [entry("a", "in_progress", { description: "new", subagentType: "" })]);
    expect(merged).toEqual(entry("a", "in_progress", { description: "new", subagentType: "coder", runId: "r1" }));
  });

  it("keeps the first createdAt, and takes a later one only when there was none", () => {
    const [kept] = mergeLedger([entry("a", "in_progress", { createdAt: "2026-01-01T00:00:00Z" })], [
      entry("a", "completed", { createdAt: "2026-02-02T00:00:00Z" }),
    ]);
    expect(kept?.createdAt).toBe("2026-01-01T00:00:00Z");
    const [filled] = mergeLedger([entry("a")], [entry("a", "completed", { createdAt: "2026-02-02T00:00:00Z" })]);
    expect(filled?.createdAt).toBe("2026-02-02T00:00:00Z");
  });

  it("collapses duplicate ids inside one batch", () => {
    const merged = mergeLedger([], [entry("a", "in_progress", { description: "x" }), entry("b"), entry("a", "failed", { error: "e" })]);
    expect(merged).toEqual([entry("a", "failed", { description: "x", error: "e" }), entry("b")]);
  });

  it("merges more than the backend's cap of 50 without dropping anything", () => {
    const many = Array.from({ length: 120 }, (_, i) => entry(`t${i}`, i % 2 === 0 ? "completed" : "in_progress"));
    const merged = mergeLedger(many.slice(0, 70), many.slice(40));
    expect(ids(merged)).toEqual(ids(many));
    expect(mergeLedger(merged, many.map((e) => entry(e.id, "failed")))).toHaveLength(120);
  });

  it("never mutates its arguments", () => {
    const current = frozen([entry("a", "in_progress", { progress: { message: "m" } })]);
    const updates = frozen([entry("a", "completed", { resultBrief: "b" }), entry("b")]);
    expect(() => mergeLedger(current, updates)).not.toThrow();
    expect(current[0]?.status).toBe("in_progress");
  });

  it("is idempotent and batch-size independent on a mixed example", () => {
    const current = [entry("a"), entry("b", "completed", { resultBrief: "b1" })];
    const updates = [
      entry("c", "in_progress", { progress: { message: "p", index: 1, total: 3 } }),
      entry("a", "failed", { error: "boom" }),
      entry("b", "in_progress", { description: "late description" }),
      entry("c", "completed", { resultSha256: "abc" }),
    ];
    const once = mergeLedger(current, updates);
    expect(mergeLedger(once, updates)).toEqual(once);
    const oneByOne = updates.reduce((ledger, u) => mergeLedger(ledger, [u]), current);
    expect(oneByOne).toEqual(once);
  });
});

describe("mergeEntry: no downgrade from a terminal status", () => {
  it.each(terminal)("%s is never replaced by in_progress", (status: TaskStatus) => {
    const done = entry("a", status, { description: "", resultBrief: "brief", error: "err", stopReason: "loop_capped", resultRef: "m1" });
    const late = entry("a", "in_progress", {
      description: "from a late start",
      subagentType: "coder",
      resultBrief: "stale",
      error: "stale",
      resultRef: "m2",
      progress: { message: "step 3" },
    });
    const merged = mergeEntry(done, late);
    expect(merged.status).toBe(status);
    // Outcome fields stay; progress never appears on a finished task.
    expect(merged).toMatchObject({ resultBrief: "brief", error: "err", stopReason: "loop_capped", resultRef: "m1" });
    expect(merged.progress).toBeUndefined();
    // Identity gaps may be filled by the stale update.
    expect(merged.description).toBe("from a late start");
    expect(merged.subagentType).toBe("coder");
  });

  it("returns the same entry when a stale update has nothing to add", () => {
    const done = entry("a", "completed", { description: "d" });
    expect(mergeEntry(done, entry("a", "in_progress", { description: "other" }))).toBe(done);
  });

  it("drops progress when the task finishes", () => {
    const running = entry("a", "in_progress", { progress: { message: "m", index: 2, total: 5 } });
    expect(mergeEntry(running, entry("a", "completed")).progress).toBeUndefined();
    expect(mergeEntry(undefined, entry("a", "failed", { progress: { message: "m" } })).progress).toBeUndefined();
  });

  it("keeps progress across in_progress updates that carry none", () => {
    const running = entry("a", "in_progress", { progress: { message: "m", index: 2 } });
    expect(mergeEntry(running, entry("a", "in_progress", { description: "d" })).progress).toEqual({ message: "m", index: 2 });
    expect(mergeEntry(running, entry("a", "in_progress", { progress: { message: "n" } })).progress).toEqual({ message: "n" });
  });

  it("replaces the outcome as a whole when one terminal status follows another", () => {
    const completed = entry("a", "completed", { resultBrief: "ok", resultSha256: "abc", stopReason: "token_capped" });
    expect(mergeEntry(completed, entry("a", "failed", { error: "boom" }))).toEqual(entry("a", "failed", { error: "boom" }));
  });

  it("merges the outcome field by field when the status is unchanged", () => {
    const completed = entry("a", "completed", { resultBrief: "ok", stopReason: "token_capped" });
    expect(mergeEntry(completed, entry("a", "completed", { resultSha256: "abc", resultBrief: "better" }))).toEqual(
      entry("a", "completed", { resultBrief: "better", resultSha256: "abc", stopReason: "token_capped" }),
    );
  });
});
