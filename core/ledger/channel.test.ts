import { describe, expect, it } from "vitest";
import { parseLedgerChannel } from "./channel";
import { entry } from "./test-entries";

describe("parseLedgerChannel", () => {
  it("returns null when there is no channel, so the caller derives", () => {
    for (const raw of [undefined, null, {}, "[]", 3, { delegations: [] }]) expect(parseLedgerChannel(raw)).toBeNull();
    expect(parseLedgerChannel([])).toEqual([]);
  });

  it("reads every contract field into the client model", () => {
    const raw = {
      id: "call-1",
      run_id: "run-1",
      description: "Price the tier",
      subagent_type: "researcher",
      status: "completed",
      result_brief: "about $620",
      result_sha256: "02692df228b4515f",
      result_ref: "msg-9",
      stop_reason: "token_capped",
      created_at: "2026-11-20T09:06:00Z",
      unknown_field: { ignored: true },
    };
    expect(parseLedgerChannel([raw])).toEqual([
      entry("call-1", "completed", {
        runId: "run-1",
        description: "Price the tier",
        subagentType: "researcher",
        resultBrief: "about $620",
        resultSha256: "02692df228b4515f",
        resultRef: "msg-9",
        stopReason: "token_capped",
        createdAt: "2026-11-20T09:06:00Z",
      }),
    ]);
  });

  it("skips entries without a usable id and keeps the rest in order", () => {
    const raw = [null, "x", { id: "" }, { id: "  " }, { id: 7 }, { description: "no id" }, { id: "a" }, [], { id: "b" }];
    expect(parseLedgerChannel(raw)?.map((e) => e.id)).toEqual(["a", "b"]);
  });

  it("reads unknown or missing statuses as in progress, and aliases as their status", () => {
    const parsed = parseLedgerChannel([
      { id: "a", status: "exploded" },
      { id: "b" },
      { id: "c", status: 3 },
      { id: "d", status: "canceled" },
    ]);
    expect(parsed?.map((e) => e.status)).toEqual(["in_progress", "in_progress", "in_progress", "cancelled"]);
  });

  it("degrades wrongly typed fields to absent", () => {
    const [parsed] = parseLedgerChannel([
      { id: "a", description: 5, subagent_type: null, result_brief: "  ", stop_reason: "banana", created_at: 1234, run_id: {} },
    ]) ?? [];
    expect(parsed).toEqual(entry("a"));
  });

  it("settles a repeated id by the merge rule (a finished task stays finished)", () => {
    const parsed = parseLedgerChannel([
      { id: "a", status: "completed", description: "d", created_at: "2026-01-01T00:00:00Z" },
      { id: "b" },
      { id: "a", status: "in_progress", created_at: "2026-02-01T00:00:00Z" },
    ]);
    expect(parsed).toEqual([entry("a", "completed", { description: "d", createdAt: "2026-01-01T00:00:00Z" }), entry("b")]);
  });
});
