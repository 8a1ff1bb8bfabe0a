import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { finishedEntry, finishedEvent, resultMessage, resultMessageId } from "./result";

const call = { id: "call-1", description: "Research caching", subagent_type: "researcher" };
const usage = { input_tokens: 10, output_tokens: 5, total_tokens: 15 };

describe("task results", () => {
  it("writes a completed task as display text plus the structured fields", () => {
    const message = resultMessage(call, { status: "completed", result: "Three sources agree.", usage });
    expect(message.content).toBe("Task Succeeded. Result: Three sources agree.");
    expect(message).toMatchObject({ id: resultMessageId("call-1"), tool_call_id: "call-1", name: "task", status: "success" });
    expect(message.additional_kwargs).toEqual({
      subagent_status: "completed",
      subagent_result_brief: "Three sources agree.",
      subagent_result_sha256: createHash("sha256").update("Three sources agree.").digest("hex"),
      subagent_model_name: "threadline-demo",
      subagent_token_usage: usage,
    });
  });

  it("marks a capped result in the text, the fields and the ledger", () => {
    const outcome = { status: "completed" as const, result: "Step 8 of 12.", stopReason: "turn_capped" as const, usage };
    const message = resultMessage(call, outcome);
    expect(message.content).toBe("Task Succeeded (capped: turn_capped). Result: Step 8 of 12.");
    expect(message.additional_kwargs.subagent_stop_reason).toBe("turn_capped");
    expect(finishedEntry(call, outcome, "t0", "run-1")).toMatchObject({
      status: "completed",
      stop_reason: "turn_capped",
      result_ref: resultMessageId("call-1"),
      run_id: "run-1",
      created_at: "t0",
    });
  });

  it.each([
    ["failed", "Task failed. Error: boom", "task_failed"],
    ["timed_out", "Task timed out.", "task_timed_out"],
    ["cancelled", "Task cancelled by user.", "task_cancelled"],
  ] as const)("writes a %s task with its error", (status, text, event) => {
    const outcome = { status, error: "boom", usage };
    const message = resultMessage(call, outcome);
    expect(message.content).toBe(text);
    expect(message.status).toBe("error");
    expect(message.additional_kwargs).toMatchObject({ subagent_status: status, subagent_error: "boom" });
    expect(message.additional_kwargs.subagent_result_brief).toBeUndefined();
    expect(finishedEvent("call-1", outcome)).toEqual({ type: event, task_id: "call-1", error: "boom" });
    expect(finishedEntry(call, outcome, "t0")).toEqual({
      id: "call-1",
      description: "Research caching",
      subagent_type: "researcher",
      status,
      created_at: "t0",
      result_ref: resultMessageId("call-1"),
    });
  });

  it("keeps the brief short and the hash over the full result", () => {
    const long = "x".repeat(500);
    const message = resultMessage(call, { status: "completed", result: long, usage });
    expect(String(message.additional_kwargs.subagent_result_brief).length).toBeLessThanOrEqual(160);
    expect(message.additional_kwargs.subagent_result_sha256).toBe(createHash("sha256").update(long).digest("hex"));
  });
});
