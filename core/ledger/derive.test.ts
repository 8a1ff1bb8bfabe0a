import { describe, expect, it } from "vitest";
import { readMessages } from "../messages";
import { BRIEF_MAX } from "./fields";
import { deriveLedger } from "./derive";
import { TERMINAL_STATUSES, type TaskStatus } from "./status";
import { entry, ids, statuses } from "./test-entries";
import { TASK_TOOL } from "../tools/names";

type Wire = Record<string, unknown>;

const call = (id: string, description = `do ${id}`, subagent_type = "researcher", name = TASK_TOOL): Wire => ({
  id,
  name,
  args: { description, subagent_type, prompt: `${description} in detail` },
  type: "tool_call",
});
const ai = (id: string, calls: Wire[], extra: Wire = {}): Wire => ({ type: "ai", id, content: "", tool_calls: calls, ...extra });
const result = (id: string, callId: string, content: unknown, kwargs: Wire = {}, extra: Wire = {}): Wire => ({
  type: "tool",
  id,
  tool_call_id: callId,
  name: TASK_TOOL,
  content,
  additional_kwargs: kwargs,
  ...extra,
});

describe("deriveLedger: one entry per task call", () => {
  it("reads description and subagent type from the call, and pairs the result by tool_call_id", () => {
    const ledger = deriveLedger([
      { type: "human", id: "h", content: "go" },
      ai("a1", [call("c1", "Price Qdrant", "researcher"), call("c2", "Write script", "coder")]),
      result("r2", "c2", "Task Succeeded. Result: done"),
    ]);
    expect(ledger).toEqual([
      entry("c1", "in_progress", { description: "Price Qdrant", subagentType: "researcher" }),
      entry("c2", "completed", { description: "Write script", subagentType: "coder", resultRef: "r2", resultBrief: "done" }),
    ]);
  });

  it("ignores other tools, even interleaved and answered", () => {
    const ledger = deriveLedger([
      ai("a1", [call("s1", "q", "", "web_search"), call("c1"), call("f1", "u", "", "web_fetch")]),
      result("rs", "s1", "3 results"),
      result("rc", "c1", "Task failed. Error: no network"),
      result("rf", "f1", "page"),
    ]);
    expect(ledger).toEqual([entry("c1", "failed", { description: "do c1", subagentType: "researcher", resultRef: "rc", error: "no network" })]);
  });

  it("pairs a result that precedes its call", () => {
    const ledger = deriveLedger([result("r1", "c1", "Task cancelled by user."), ai("a1", [call("c1")])]);
    expect(statuses(ledger)).toEqual(["cancelled"]);
    expect(ledger[0]?.resultRef).toBe("r1");
  });

  it("keeps one entry for a duplicated call id, at its first position, with the latest non-empty args", () => {
    const ledger = deriveLedger([
      ai("a1", [call("c1", "", "")], { created_at: "2026-01-01T00:00:00Z" }),
      ai("a2", [call("c2")]),
      // The same streamed message re-sent with its arguments complete.
      ai("a1", [call("c1", "Full description", "coder")], { created_at: "2026-01-01T00:00:09Z" }),
      result("r1", "c1", "Task timed out."),
    ]);
    expect(ids(ledger)).toEqual(["c1", "c2"]);
    expect(ledger[0]).toMatchObject({ description: "Full description", subagentType: "coder", status: "timed_out", createdAt: "2026-01-01T00:00:00Z" });
  });

  it("takes the last of several results for one call", () => {
    const ledger = deriveLedger([ai("a1", [call("c1")]), result("r1", "c1", "Working"), result("r1", "c1", "Task Succeeded. Result: x")]);
    expect(ledger[0]).toMatchObject({ status: "completed", resultBrief: "x" });
  });

  it("skips invalid calls (they never ran) and reads OpenAI-format calls", () => {
    const ledger = deriveLedger([
      {
        type: "ai",
        id: "a1",
        content: "",
        tool_calls: [{ id: "c1", function: { name: TASK_TOOL, arguments: '{"description":"From JSON","subagent_type":"coder"}' } }],
        invalid_tool_calls: [{ id: "bad", name: TASK_TOOL, args: "{not json" }],
      },
    ]);
    expect(ledger).toEqual([entry("c1", "in_progress", { description: "From JSON", subagentType: "coder" })]);
  });

  it("tolerates task calls with missing or garbage args", () => {
    const ledger = deriveLedger([ai("a1", [{ id: "c1", name: TASK_TOOL, args: "partial {" }, { id: "c2", name: TASK_TOOL }])]);
    expect(ledger).toEqual([entry("c1"), entry("c2")]);
  });

  it("returns an empty ledger for non-arrays and junk", () => {
    expect(deriveLedger(null as unknown as unknown[])).toEqual([]);
    expect(deriveLedger([null, 1, "x", [], { type: "tool" }, { type: "ai", tool_calls: "nope" }])).toEqual([]);
  });
});

describe("deriveLedger: status of a result", () => {
  it.each([...TERMINAL_STATUSES, "in_progress" as const])("structured subagent_status %s wins over the text", (status: TaskStatus) => {
    const [derived] = deriveLedger([ai("a", [call("c")]), result("r", "c", "Task Succeeded. Result: text", { subagent_status: status })]);
    expect(derived?.status).toBe(status);
  });

  it("reads every structured field", () => {
    const [derived] = deriveLedger([
      ai("a", [call("c")]),
      result("r", "c", "Task Succeeded. Result: long text", {
        subagent_status: "completed",
        subagent_stop_reason: "turn_capped",
        subagent_result_brief: "brief",
        subagent_result_sha256: "d7304df59e63535a",
      }),
    ]);
    expect(derived).toMatchObject({ status: "completed", stopReason: "turn_capped", resultBrief: "brief", resultSha256: "d7304df59e63535a", resultRef: "r" });
  });

  it.each([
    ["Task Succeeded. Result: the answer", { status: "completed", resultBrief: "the answer" }],
    ["Task Succeeded (capped: tokens). Result: partial", { status: "completed", stopReason: "token_capped", resultBrief: "partial" }],
    ["Task Succeeded (capped: turns). Result: partial", { status: "completed", stopReason: "turn_capped" }],
    ["Task Succeeded (capped: loop). Result: partial", { status: "completed", stopReason: "loop_capped" }],
    ["Task failed.", { status: "failed" }],
    ["Task failed. Error: no network", { status: "failed", error: "no network" }],
    ["Task cancelled by user.", { status: "cancelled" }],
    ["Task timed out.", { status: "timed_out" }],
    ["Task polling timed out.", { status: "polling_timed_out" }],
    ["Something else entirely", { status: "completed", resultBrief: "Something else entirely" }],
  ])("legacy text %j", (text, expected) => {
    const [derived] = deriveLedger([ai("a", [call("c")]), result("r", "c", text)]);
    expect(derived).toMatchObject({ ...expected, resultRef: "r" });
    // Only a success has a brief: a failure's text is not an answer.
    if (expected.status !== "completed") expect(derived?.resultBrief).toBeUndefined();
  });

  it("reads a legacy text split over content blocks", () => {
    const [derived] = deriveLedger([ai("a", [call("c")]), result("r", "c", [{ type: "text", text: "Task timed out." }])]);
    expect(derived?.status).toBe("timed_out");
  });

  it("cuts a brief derived from a long legacy result", () => {
    const long = "x".repeat(BRIEF_MAX * 3);
    const [derived] = deriveLedger([ai("a", [call("c")]), result("r", "c", `Task Succeeded. Result: ${long}`)]);
    expect(derived?.resultBrief).toHaveLength(BRIEF_MAX);
    expect(derived?.resultBrief?.endsWith("…")).toBe(true);
  });

  it("marks a call without a result in progress, with no resultRef", () => {
    const [derived] = deriveLedger([ai("a", [call("c")]), result("r", "other-call", "Task failed.")]);
    expect(derived).toEqual(entry("c", "in_progress", { description: "do c", subagentType: "researcher" }));
  });
});

describe("deriveLedger: run id, time and result reference", () => {
  it("reads created_at and run_id from the message or its metadata", () => {
    const ledger = deriveLedger([
      ai("a1", [call("c1")], { created_at: "2026-01-01T00:00:00Z", run_id: "run-1" }),
      ai("a2", [call("c2")], { additional_kwargs: { run_id: "run-2", created_at: "2026-01-02T00:00:00Z" } }),
      ai("a3", [call("c3")], { response_metadata: { run_id: "run-3" } }),
      ai("a4", [call("c4")]),
    ]);
    expect(ledger.map((e) => [e.runId, e.createdAt])).toEqual([
      ["run-1", "2026-01-01T00:00:00Z"],
      ["run-2", "2026-01-02T00:00:00Z"],
      ["run-3", undefined],
      [undefined, undefined],
    ]);
  });

  it("reads paged-transcript rows, taking run id and time from the row", () => {
    const ledger = deriveLedger([
      { seq: 1, run_id: "run-1", created_at: "2026-01-01T00:00:00Z", content: ai("a1", [call("c1")]) },
      { seq: 2, run_id: "run-1", created_at: "2026-01-01T00:00:05Z", content: result("r1", "c1", "Task failed.") },
    ]);
    expect(ledger).toEqual([
      entry("c1", "failed", { description: "do c1", subagentType: "researcher", runId: "run-1", createdAt: "2026-01-01T00:00:00Z", resultRef: "r1" }),
    ]);
  });

  it("does not mistake a tool message with dict content for a row", () => {
    const ledger = deriveLedger([ai("a1", [call("c1")]), result("r1", "c1", { status: "done" }, { subagent_status: "completed" })]);
    expect(ledger[0]?.status).toBe("completed");
  });

  it("references an id-less result by the id readMessages gives it", () => {
    const messages = [ai("a1", [call("c1")]), { type: "tool", tool_call_id: "c1", content: "Task timed out." }];
    const [derived] = deriveLedger(messages);
    const normalized = readMessages(messages);
    expect(derived?.resultRef).toBe(normalized[1]?.id);
  });
});
