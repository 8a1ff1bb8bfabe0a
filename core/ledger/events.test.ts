import { describe, expect, it } from "vitest";
import { applyTaskEvent, parseTaskEvent } from "./events";
import { TERMINAL_STATUSES, type TaskStatus } from "./status";
import { entry, frozen, ids } from "./test-entries";
import type { LedgerEntry } from "./types";

const NOW = "2026-11-20T10:00:00Z";
const LATER = "2026-11-20T10:05:00Z";

const apply = (events: unknown[], ledger: LedgerEntry[] = [], now = NOW) => events.reduce<LedgerEntry[]>((l, e) => applyTaskEvent(l, e, now), ledger);
const started = (task_id: string, description = "Price Qdrant", subagent_type = "researcher") => ({ type: "task_started", task_id, description, subagent_type });
const running = (task_id: string, message = "step", message_index = 1, total_messages = 3) => ({ type: "task_running", task_id, message, message_index, total_messages });

describe("applyTaskEvent: each event type", () => {
  it("task_started adds an in-progress entry stamped now", () => {
    expect(apply([started("t1")])).toEqual([entry("t1", "in_progress", { description: "Price Qdrant", subagentType: "researcher", createdAt: NOW })]);
  });

  it("task_started for a known task keeps it, its position and its first time", () => {
    const ledger = [entry("t0"), entry("t1", "in_progress", { description: "from channel", createdAt: "2026-01-01T00:00:00Z" })];
    const next = applyTaskEvent(ledger, started("t1", "", ""), LATER);
    expect(ids(next)).toEqual(["t0", "t1"]);
    expect(next[1]).toEqual(ledger[1]);
  });

  it("task_running sets progress, and a later one replaces it", () => {
    const ledger = apply([started("t1"), running("t1", "reading", 1, 4)]);
    expect(ledger[0]?.progress).toEqual({ message: "reading", index: 1, total: 4 });
    expect(apply([running("t1", "writing", 2, 4)], ledger)[0]?.progress).toEqual({ message: "writing", index: 2, total: 4 });
  });

  it("task_running for an unknown task creates it (the stream was joined mid-run)", () => {
    expect(apply([{ type: "task_running", task_id: "t9" }])).toEqual([entry("t9", "in_progress", { createdAt: NOW, progress: { message: "" } })]);
  });

  it("task_completed finishes the task, drops progress and takes the result as brief", () => {
    const [done] = apply([started("t1"), running("t1"), { type: "task_completed", task_id: "t1", result: "  $620 a month  " }]);
    expect(done).toEqual(entry("t1", "completed", { description: "Price Qdrant", subagentType: "researcher", createdAt: NOW, resultBrief: "$620 a month" }));
  });

  it("task_completed keeps a brief the entry already has", () => {
    const ledger = [entry("t1", "completed", { resultBrief: "from the channel" })];
    expect(apply([{ type: "task_completed", task_id: "t1", result: "long result" }], ledger)[0]?.resultBrief).toBe("from the channel");
  });

  it.each([
    ["task_failed", "failed"],
    ["task_cancelled", "cancelled"],
    ["task_timed_out", "timed_out"],
  ] as const)("%s -> %s, with its error", (type, status) => {
    const [done] = apply([started("t1"), { type, task_id: "t1", error: "because" }]);
    expect(done).toMatchObject({ status, error: "because" });
    expect(apply([{ type, task_id: "t2" }])[0]).toEqual(entry("t2", status, { createdAt: NOW }));
  });
});

describe("applyTaskEvent: garbage and ordering", () => {
  it.each([
    null,
    undefined,
    "task_started",
    42,
    [],
    {},
    { type: "task_started" },
    { type: "task_started", task_id: "" },
    { type: "task_started", task_id: 5 },
    { type: "summarization", id: "s1", summary: "x" },
    { type: "task_exploded", task_id: "t1" },
  ])("ignores %j and returns the same ledger", (event) => {
    const ledger = frozen([entry("t1")]);
    expect(applyTaskEvent(ledger, event, NOW)).toBe(ledger);
  });

  it("degrades wrongly typed fields to absent", () => {
    const [e] = apply([{ type: "task_running", task_id: "t1", message: 3, message_index: -1, total_messages: "x" }]);
    expect(e?.progress).toEqual({ message: "" });
    expect(parseTaskEvent({ type: "task_started", task_id: "t", description: { no: 1 } })).toEqual({ type: "task_started", taskId: "t", description: undefined, subagentType: undefined });
  });

  it("does not mutate the ledger it is given", () => {
    const ledger = frozen([entry("t1"), entry("t2")]);
    expect(() => apply([running("t1"), { type: "task_failed", task_id: "t2" }, started("t3")], ledger)).not.toThrow();
  });

  it.each([...TERMINAL_STATUSES])("a late task_running or task_started never revives a %s task", (status: TaskStatus) => {
    const ledger = [entry("t1", status, { resultBrief: "kept", createdAt: NOW })];
    const after = apply([running("t1", "late", 9, 9), started("t1", "late description", "coder")], ledger, LATER);
    expect(after[0]).toEqual(entry("t1", status, { resultBrief: "kept", createdAt: NOW, description: "late description", subagentType: "coder" }));
  });

  it("completed, then a late start and progress: stays completed, gains the description", () => {
    const [done] = apply([{ type: "task_completed", task_id: "t1", result: "r" }, started("t1"), running("t1")]);
    expect(done).toEqual(entry("t1", "completed", { description: "Price Qdrant", subagentType: "researcher", createdAt: NOW, resultBrief: "r" }));
  });

  it("appends tasks in the order their first event arrives", () => {
    expect(ids(apply([running("b"), started("a"), { type: "task_failed", task_id: "c" }, started("b")]))).toEqual(["b", "a", "c"]);
  });
});

describe("applyTaskEvent: dates", () => {
  it("dates only a task first seen through the event, never an undated known one", () => {
    const ledger = [entry("t1", "in_progress", { description: "from transcript" })];
    expect(apply([running("t1"), started("t1")], ledger)[0]?.createdAt).toBeUndefined();
    expect(apply([running("t2")], ledger)[1]?.createdAt).toBe(NOW);
  });
});
