import { createHash } from "node:crypto";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FINAL_NODE } from "./middleware/transcript";
import { GRAPH_ID } from "./server";
import {
  customEvents,
  fullTranscript,
  human,
  startHarness,
  STREAM_MODES,
  streamRun,
  textContent,
  threadValues,
  waitFor,
  type Harness,
  type StreamEvent,
  type WireMessage,
} from "./testing/harness";

// Small enough that the second delegation turn compacts (the ledger must survive it).
process.env.DEMO_COMPACT_AFTER = "6";

interface Entry {
  id: string;
  run_id?: string;
  description: string;
  subagent_type: string;
  status: string;
  result_brief?: string;
  result_sha256?: string;
  result_ref?: string;
  created_at: string;
}

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});
afterEach(() => {
  delete process.env.DEMO_TASK_TIMEOUT_MS;
});

const newThread = async () => (await h.client.threads.create()).thread_id;
const ledgerOf = async (thread: string) => ((await threadValues(h.client, thread)).delegations ?? []) as Entry[];
const toolMessages = (messages: WireMessage[]) => messages.filter((m) => m.type === "tool");
const ofType = (events: StreamEvent[], type: string) => customEvents(events).filter((e) => e.type === type);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

describe("delegation", () => {
  it("runs three subagents in parallel from one model message and records everything", async () => {
    const thread = await newThread();
    const events = await streamRun(h.client, thread, "delegate the vector database comparison");
    const values = await threadValues(h.client, thread);

    const caller = values.messages.find((m) => m.type === "ai" && (m.tool_calls?.length ?? 0) > 0)!;
    expect(caller.tool_calls!.map((c) => [c.name, c.args.subagent_type])).toEqual([
      ["task", "researcher"],
      ["task", "coder"],
      ["task", "analyst"],
    ]);
    const callIds = caller.tool_calls!.map((c) => c.id);

    // Live events: all three start before any finishes (parallel), with progress steps.
    const custom = customEvents(events);
    const started = custom.filter((e) => e.type === "task_started");
    expect(started.map((e) => e.task_id)).toEqual(expect.arrayContaining(callIds));
    expect(started[0]).toEqual({
      type: "task_started",
      task_id: expect.any(String),
      description: expect.stringMatching(/^(Research|Prototype|Assess) the vector database comparison$/),
      subagent_type: expect.any(String),
    });
    const lastStart = custom.findLastIndex((e) => e.type === "task_started");
    expect(lastStart).toBeLessThan(custom.findIndex((e) => e.type === "task_completed"));
    const running = custom.filter((e) => e.type === "task_running" && e.task_id === callIds[0]);
    expect(running.map((e) => [e.message_index, e.total_messages])).toEqual([
      [1, 3],
      [2, 3],
      [3, 3],
    ]);
    expect(typeof running[0]!.message).toBe("string");
    const completed = custom.filter((e) => e.type === "task_completed");
    expect(completed.map((e) => e.task_id).sort()).toEqual([...callIds].sort());

    // Tool messages carry display text and the structured fields.
    const results = toolMessages(values.messages);
    expect(results.map((m) => m.tool_call_id).sort()).toEqual([...callIds].sort());
    for (const result of results) {
      const done = completed.find((e) => e.task_id === result.tool_call_id)!;
      expect(textContent(result)).toBe(`Task Succeeded. Result: ${done.result}`);
      expect(result.additional_kwargs).toMatchObject({
        subagent_status: "completed",
        subagent_result_brief: done.result,
        subagent_result_sha256: sha256(String(done.result)),
        subagent_model_name: "threadline-demo",
        subagent_token_usage: { input_tokens: expect.any(Number), output_tokens: expect.any(Number), total_tokens: expect.any(Number) },
      });
    }

    // The ledger: written in_progress when the model asked, terminal with the result.
    const inProgress = events
      .filter((e) => e.event === "values")
      .map((e) => (e.data as { delegations?: Entry[] }).delegations ?? [])
      .find((ledger) => ledger.length === 3 && ledger.every((entry) => entry.status === "in_progress"));
    expect(inProgress).toBeDefined();
    const { run_id: runId } = events.find((e) => e.event === "metadata")!.data as { run_id: string };
    const ledger = await ledgerOf(thread);
    expect(ledger.map((e) => e.id)).toEqual(callIds);
    for (const entry of ledger) {
      const result = results.find((m) => m.tool_call_id === entry.id)!;
      const started = inProgress!.find((e) => e.id === entry.id)!;
      expect(entry).toMatchObject({ status: "completed", run_id: runId, result_ref: result.id, created_at: started.created_at });
      expect(entry.result_sha256).toBe(result.additional_kwargs!.subagent_result_sha256);
    }
    expect(textContent(values.messages.at(-1)!)).toContain("Overall: 3 completed.");
  });

  it("reports a failing subagent as failed", async () => {
    const thread = await newThread();
    const events = await streamRun(h.client, thread, "delegate the pricing study and fail");
    const [failed, ...others] = ofType(events, "task_failed");
    expect(others).toHaveLength(0);
    expect(failed!.error).toMatch(/simulated failure/);
    const values = await threadValues(h.client, thread);
    const message = toolMessages(values.messages).find((m) => m.tool_call_id === failed!.task_id)!;
    expect(textContent(message)).toBe(`Task failed. Error: ${failed!.error}`);
    expect(message.additional_kwargs).toMatchObject({ subagent_status: "failed", subagent_error: failed!.error });
    const ledger = await ledgerOf(thread);
    expect(ledger.map((e) => [e.subagent_type, e.status])).toEqual([
      ["researcher", "completed"],
      ["coder", "completed"],
      ["analyst", "failed"],
    ]);
    expect(textContent(values.messages.at(-1)!)).toContain("Overall: 2 completed, 1 failed.");
  });

  it("reuses completed work from the ledger instead of dispatching it again, across a compaction", async () => {
    const thread = await newThread();
    await streamRun(h.client, thread, "delegate the cache design");
    const before = await ledgerOf(thread);
    expect(before.map((e) => e.status)).toEqual(["completed", "completed", "completed"]);

    // Condense the delegation turn: the call and its results go together, the ledger stays.
    const compaction = ofType(await streamRun(h.client, thread, "/compact"), "summarization");
    expect(compaction).toHaveLength(1);
    const compacted = await threadValues(h.client, thread);
    expect(compacted.summary_text).toContain("The assistant delegated: Research the cache design; Prototype the cache design; Assess the cache design");
    expect(compacted.messages.filter((m) => m.type === "tool" || (m.tool_calls?.length ?? 0) > 0)).toHaveLength(0);
    expect(await ledgerOf(thread)).toEqual(before);

    const again = await streamRun(h.client, thread, "delegate the cache design");
    expect(ofType(again, "task_started")).toHaveLength(0);
    const values = await threadValues(h.client, thread);
    expect(await ledgerOf(thread)).toEqual(before);
    const answer = values.messages.at(-1)!;
    expect(answer.tool_calls ?? []).toHaveLength(0);
    expect(textContent(answer)).toContain("reusing the ledger instead of dispatching again");
    for (const entry of before) expect(textContent(answer)).toContain(`**${entry.description}** (${entry.subagent_type}): ${entry.result_brief}`);
    // The model read the ledger from the hidden durable-context block it was given.
    const block = values.messages.find((m) => m.additional_kwargs?.durable_context_data)!;
    expect(textContent(block)).toContain("## Delegation ledger");
    expect(textContent(block)).toContain(before[0]!.id);
  });

  it("does not dispatch work that is already in progress", async () => {
    // Bound to the graph at creation, so its state can be written before any run.
    const thread = (await h.client.threads.create({ graphId: GRAPH_ID })).thread_id;
    const running: Entry = {
      id: "elsewhere-1",
      description: "Research the search ranking",
      subagent_type: "researcher",
      status: "in_progress",
      created_at: new Date().toISOString(),
    };
    await h.client.threads.updateState(thread, { values: { delegations: [running] }, asNode: FINAL_NODE });

    const events = await streamRun(h.client, thread, "delegate the search ranking");
    expect(ofType(events, "task_started").map((e) => e.subagent_type)).toEqual(["coder", "analyst"]);
    const values = await threadValues(h.client, thread);
    const caller = values.messages.find((m) => (m.tool_calls?.length ?? 0) > 0)!;
    expect(textContent(caller)).toContain("Still in progress, so not dispatched again:\n- **Research the search ranking** (researcher)");
    expect((await ledgerOf(thread)).find((e) => e.id === running.id)?.status).toBe("in_progress");
  });

  it("a Stop during a slow delegation ends it cancelled, in the ledger and as a tool message", async () => {
    const thread = await newThread();
    const stream = h.client.runs.stream(thread, GRAPH_ID, { input: human("delegate a slow market study"), streamMode: [...STREAM_MODES] });
    let runId = "";
    const seen: Record<string, unknown>[] = [];
    for await (const event of stream) {
      if (event.event === "metadata") runId = (event.data as { run_id: string }).run_id;
      if (event.event !== "custom") continue;
      seen.push(event.data as Record<string, unknown>);
      // Stop once the two quick subagents are done and the slow one is working.
      if (seen.filter((e) => e.type === "task_completed").length === 2 && seen.some((e) => e.type === "task_running")) {
        await h.client.runs.cancel(thread, runId);
        break;
      }
    }
    const slow = seen.find((e) => e.type === "task_started" && e.subagent_type === "researcher")!;

    const values = await waitFor(
      async () => {
        const current = await threadValues(h.client, thread);
        return toolMessages(current.messages).length === 3 ? current : undefined;
      },
      5_000,
      "the cancellation to be written",
    );
    const cancelled = toolMessages(values.messages).find((m) => m.tool_call_id === slow.task_id)!;
    expect(textContent(cancelled)).toBe("Task cancelled by user.");
    expect(cancelled.additional_kwargs).toMatchObject({ subagent_status: "cancelled", subagent_error: "cancelled by user" });
    const ledger = await ledgerOf(thread);
    expect(ledger.map((e) => [e.subagent_type, e.status])).toEqual([
      ["researcher", "cancelled"],
      ["coder", "completed"],
      ["analyst", "completed"],
    ]);
    expect(ledger[0]).toMatchObject({ result_ref: cancelled.id, run_id: runId });
    expect((await h.client.threads.getState(thread)).next).toEqual([]);

    // The transcript has all three results, and the thread takes a new message.
    const rows = await fullTranscript(h.server, thread);
    expect(rows.filter((row) => row.content.type === "tool")).toHaveLength(3);
    await streamRun(h.client, thread, "thanks");
    expect((await threadValues(h.client, thread)).messages.at(-1)?.type).toBe("ai");
  });

  it("DEMO_TASK_TIMEOUT_MS ends a slow subagent as timed out", async () => {
    // Long enough for the two quick subagents even on a loaded machine, far below the slow one's ~7 s.
    process.env.DEMO_TASK_TIMEOUT_MS = "1500";
    const thread = await newThread();
    const events = await streamRun(h.client, thread, "delegate a slow audit");
    const [timedOut, ...others] = ofType(events, "task_timed_out");
    expect(others).toHaveLength(0);
    expect(timedOut!.error).toBe("no answer within 1500 ms");
    const values = await threadValues(h.client, thread);
    const message = toolMessages(values.messages).find((m) => m.tool_call_id === timedOut!.task_id)!;
    expect(textContent(message)).toBe("Task timed out.");
    expect(message.additional_kwargs).toMatchObject({ subagent_status: "timed_out", subagent_error: "no answer within 1500 ms" });
    expect((await ledgerOf(thread)).find((e) => e.id === timedOut!.task_id)?.status).toBe("timed_out");
    expect(textContent(values.messages.at(-1)!)).toContain("1 timed out");
  });

  it("closes task calls left without a result when the next run starts", async () => {
    const thread = (await h.client.threads.create({ graphId: GRAPH_ID })).thread_id;
    // What a crash mid-delegation leaves behind: a task call with no result.
    const orphan = { type: "ai", id: "orphan-ai", content: "", tool_calls: [{ id: "orphan-call", name: "task", args: { description: "Lost work", subagent_type: "coder", prompt: "p" } }] };
    await h.client.threads.updateState(thread, { values: { messages: [orphan] }, asNode: FINAL_NODE });

    await streamRun(h.client, thread, "are you there?");
    const values = await threadValues(h.client, thread);
    const at = values.messages.findIndex((m) => m.id === "orphan-ai");
    expect(values.messages[at + 1]).toMatchObject({ type: "tool", tool_call_id: "orphan-call" });
    expect(textContent(values.messages[at + 1]!)).toBe("Task cancelled by user.");
    expect(textContent(values.messages[at + 2]!)).toBe("are you there?");
    expect((await ledgerOf(thread)).find((e) => e.id === "orphan-call")).toMatchObject({ status: "cancelled", description: "Lost work" });
  });
});
