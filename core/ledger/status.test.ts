import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { TERMINAL_STATUSES, isSubagentRefusal, isTerminalStatus, parseLegacyTaskText, parseStopReason, parseTaskResult, parseTaskStatus } from "./status";
import { TASK_TOOL } from "../tools/names";

const tool = (content: unknown, additional_kwargs: unknown = {}, status?: string) => ({ type: "tool", content, additional_kwargs, status });

describe("parseTaskResult: legacy display texts (docs/wire-contracts.md, 'Delegations')", () => {
  it.each([
    ["Task Succeeded. Result: the answer", { status: "completed", resultText: "the answer" }],
    ["Task Succeeded (capped: tokens). Result: partial", { status: "completed", stopReason: "token_capped", resultText: "partial" }],
    ["Task Succeeded (capped: turns). Result: partial", { status: "completed", stopReason: "turn_capped", resultText: "partial" }],
    ["Task Succeeded (capped: loop). Result: partial", { status: "completed", stopReason: "loop_capped", resultText: "partial" }],
    ["Task Succeeded (capped: mystery). Result: r", { status: "completed", resultText: "r" }],
    ["Task failed.", { status: "failed" }],
    ["Task failed. Error: no network", { status: "failed", error: "no network" }],
    ["Task cancelled by user.", { status: "cancelled" }],
    ["Task timed out.", { status: "timed_out" }],
    ["Task timed out. Error: after 900 s", { status: "timed_out", error: "after 900 s" }],
    ["Task polling timed out.", { status: "polling_timed_out" }],
    ["  task succeeded. Result: lower case and padded", { status: "completed", resultText: "lower case and padded" }],
  ])("%s", (text, expected) => {
    expect(parseTaskResult(tool(text))).toEqual(expected);
  });

  it("reads text from content blocks too", () => {
    expect(parseTaskResult(tool([{ type: "text", text: "Task cancelled by user." }]))).toEqual({ status: "cancelled" });
  });

  it("reads any other text as the answer of a task that completed: the tool returned", () => {
    expect(parseTaskResult(tool("Working on it"))).toEqual({ status: "completed", resultText: "Working on it" });
    expect(parseTaskResult(tool(""))).toEqual({ status: "completed" });
  });

  it("reads a tool message flagged as an error with no recognizable text as a failure", () => {
    expect(parseTaskResult(tool("Traceback: boom", {}, "error"))).toEqual({ status: "failed", error: "Traceback: boom" });
  });
});

describe("parseTaskResult: structured fields", () => {
  it("reads every structured field", () => {
    const result = parseTaskResult(
      tool("Task Succeeded. Result: full text", {
        subagent_status: "completed",
        subagent_stop_reason: "token_capped",
        subagent_result_brief: "brief",
        subagent_result_sha256: "abc",
        subagent_model_name: "m",
        subagent_token_usage: { input_tokens: 1, output_tokens: 2, total_tokens: 3 },
      }),
    );
    expect(result).toEqual({
      status: "completed",
      stopReason: "token_capped",
      resultBrief: "brief",
      resultText: "full text",
      sha256: "abc",
      model: "m",
      usage: { inputTokens: 1, outputTokens: 2, totalTokens: 3 },
    });
  });

  it("lets structured fields win over the text, field by field", () => {
    expect(parseTaskResult(tool("Task Succeeded. Result: x", { subagent_status: "timed_out", subagent_error: "no answer within 900 s" }))).toMatchObject({
      status: "timed_out",
      error: "no answer within 900 s",
    });
    expect(parseTaskResult(tool("Task failed. Error: from text", { subagent_status: "failed" }))).toMatchObject({ status: "failed", error: "from text" });
    expect(parseTaskResult(tool("Task Succeeded (capped: turns). Result: x", { subagent_stop_reason: "token_capped" })).stopReason).toBe("token_capped");
  });

  it("ignores invalid structured values and falls back to the text", () => {
    expect(parseTaskResult(tool("Task cancelled by user.", { subagent_status: "exploded", subagent_result_brief: "", subagent_token_usage: "lots" }))).toEqual({
      status: "cancelled",
    });
  });

  it("accepts the normalized tool message shape (text, kwargs)", () => {
    expect(parseTaskResult({ text: "Task timed out.", kwargs: { subagent_model_name: "m" } })).toEqual({ status: "timed_out", model: "m" });
  });

  it("never throws on garbage: what is no message says nothing, a message without text completed", () => {
    for (const junk of [null, 1, "x", []]) expect(parseTaskResult(junk)).toEqual({ status: "in_progress" });
    expect(parseTaskResult({ content: 5, additional_kwargs: [] })).toEqual({ status: "completed" });
  });
});

describe("status helpers", () => {
  it("has exactly the five terminal statuses", () => {
    expect([...TERMINAL_STATUSES].sort()).toEqual(["cancelled", "completed", "failed", "polling_timed_out", "timed_out"]);
    expect(isTerminalStatus("in_progress")).toBe(false);
    expect(isTerminalStatus("cancelled")).toBe(true);
  });

  it("normalizes status spellings and rejects unknown ones", () => {
    expect(parseTaskStatus("canceled")).toBe("cancelled");
    expect(parseTaskStatus(" Completed ")).toBe("completed");
    expect(parseTaskStatus("timeout")).toBe("timed_out");
    expect(parseTaskStatus("exploded")).toBeUndefined();
    expect(parseTaskStatus(3)).toBeUndefined();
  });

  it("reads stop reasons in long and short forms", () => {
    expect(parseStopReason("turn_capped")).toBe("turn_capped");
    expect(parseStopReason("tokens")).toBe("token_capped");
    expect(parseStopReason("max_turns")).toBe("turn_capped");
    expect(parseStopReason("other")).toBeUndefined();
  });
});

describe("parseTaskResult: deepagents (fixtures/deepagents, recorded from deepagents 1.14.1)", () => {
  const taskResults = (name: string) =>
    ((recordedThread(name).state.values as { messages: Record<string, unknown>[] }).messages).filter((m) => m.type === "tool" && m.name === TASK_TOOL);

  it("reads a subagent's plain final text as completed, the text its answer", () => {
    const results = [...taskResults("main-final"), ...taskResults("subagent-interrupt-final")];
    expect(results).toHaveLength(2);
    for (const result of results) {
      const parsed = parseTaskResult(result);
      expect(parsed.status).toBe("completed");
      expect(parsed.resultText).toBe((result.content as string).trim());
      expect(parsed.error).toBeUndefined();
    }
  });

  it("reads deepagents' refusals of an unknown subagent type as failures, the text their error", () => {
    const refusals: [string, string | undefined][] = [
      // JS: the tool throws; LangChain's tool node writes the error with status "error".
      ["Error: Error: invoked agent of type writer, the only allowed types are `researcher`\n Please fix your mistakes.", "error"],
      ["Error: invoked agent of type writer, the only allowed types are `general-purpose`, `researcher`", undefined],
      // Python: returned as a plain result.
      ["We cannot invoke subagent writer because it does not exist, the only allowed types are `researcher`", undefined],
    ];
    for (const [text, status] of refusals) expect(parseTaskResult(tool(text, {}, status))).toEqual({ status: "failed", error: text.trim() });
  });

  it("reads any message that neither marks nor refuses as completed, and one flagged as an error as failed (property)", () => {
    const text = fc.string({ maxLength: 60 }).filter((t) => parseLegacyTaskText(t) === undefined && !isSubagentRefusal(t));
    fc.assert(
      fc.property(text, fc.boolean(), (t, flagged) => {
        const parsed = parseTaskResult(tool(t, {}, flagged ? "error" : undefined));
        const trimmed = t.trim();
        if (flagged) expect(parsed).toEqual(trimmed === "" ? { status: "failed" } : { status: "failed", error: trimmed });
        else expect(parsed).toEqual(trimmed === "" ? { status: "completed" } : { status: "completed", resultText: trimmed });
      }),
    );
  });
});
