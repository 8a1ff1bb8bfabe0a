import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { asToolCallId } from "../ids";
import { readMessage } from "../messages/read";
import { applySubagentEvent, joinSteps, MAX_LIVE_STEPS, NO_LIVE_STEPS, parseSubagentMessageEvent, parseSubagentRecord, subagentUsage } from "./steps";

const call = { type: "ai", id: "a1", content: "Collecting sources.", tool_calls: [{ id: "l1", name: "lookup", args: { query: "cache" } }] };
const result = { type: "tool", id: "t1", tool_call_id: "l1", name: "lookup", content: "3 notes found." };
const answer = {
  type: "ai",
  id: "a2",
  content: "Three sources agree.",
  response_metadata: { model_name: "threadline-demo" },
  usage_metadata: { input_tokens: 40, output_tokens: 6, total_tokens: 46 },
};
const event = (message: unknown, taskId: unknown = "call_1") => ({ type: "subagent_message", task_id: taskId, message });

describe("subagent steps", () => {
  it("reads a subagent_message event into its task and message", () => {
    expect(parseSubagentMessageEvent(event(call))).toEqual({ taskId: "call_1", message: readMessage(call) });
    expect(parseSubagentMessageEvent({ type: "task_running", task_id: "call_1", message: "x" })).toBeUndefined();
    expect(parseSubagentMessageEvent(event(call, ""))).toBeUndefined();
    expect(parseSubagentMessageEvent(event("text"))).toBeUndefined();
  });

  it("reads a record's messages, and nothing from what is not one", () => {
    expect(parseSubagentRecord({ task_id: "call_1", messages: [call, result, answer, 7] })?.map((m) => m.type)).toEqual(["ai", "tool", "ai"]);
    expect(parseSubagentRecord({ detail: "Task not found" })).toBeUndefined();
    expect(parseSubagentRecord(null)).toBeUndefined();
  });

  it("keeps streamed messages per task, a repeated id replacing its version in place", () => {
    let live = applySubagentEvent(NO_LIVE_STEPS, event(call));
    live = applySubagentEvent(live, event(result));
    live = applySubagentEvent(live, event({ ...call, content: "Collecting sources, again." }));
    live = applySubagentEvent(live, event(answer, "call_2"));
    expect(live.get(asToolCallId("call_1"))?.map((m) => m.id)).toEqual(["a1", "t1"]);
    expect(live.get(asToolCallId("call_1"))?.[0]).toMatchObject({ text: "Collecting sources, again." });
    expect(live.get(asToolCallId("call_2"))).toHaveLength(1);
    expect(applySubagentEvent(live, { type: "summarization" })).toBe(live);
  });

  it("bounds what it keeps of one task", () => {
    let live = NO_LIVE_STEPS;
    for (let i = 0; i < MAX_LIVE_STEPS + 3; i++) live = applySubagentEvent(live, event({ type: "ai", id: `m${i}`, content: `step ${i}` }));
    const kept = live.get(asToolCallId("call_1"))!;
    expect(kept).toHaveLength(MAX_LIVE_STEPS);
    expect(kept.at(-1)?.id).toBe(`m${MAX_LIVE_STEPS + 2}`);
  });

  it("joins stored and streamed messages by id, stored order first", () => {
    const stored = [readMessage(call), readMessage(result)];
    const live = [readMessage(result), readMessage(answer)];
    expect(joinSteps(stored, live).map((m) => m.id)).toEqual(["a1", "t1", "a2"]);
    expect(joinSteps(undefined, live).map((m) => m.id)).toEqual(["t1", "a2"]);
    expect(joinSteps(stored, undefined).map((m) => m.id)).toEqual(["a1", "t1"]);
  });

  it("says the model and sums the tokens its answers report", () => {
    const second = { ...call, id: "a0", usage_metadata: { input_tokens: 10, output_tokens: 4, total_tokens: 14 } };
    expect(subagentUsage([second, call, result, answer].map(readMessage))).toEqual({
      model: "threadline-demo",
      usage: { inputTokens: 50, outputTokens: 10, totalTokens: 60 },
    });
    expect(subagentUsage([readMessage(result)])).toEqual({});
  });

  it("never throws on any input, and applying garbage changes nothing", () => {
    fc.assert(
      fc.property(fc.anything(), (raw) => {
        parseSubagentRecord(raw);
        const parsed = parseSubagentMessageEvent(raw);
        const live = applySubagentEvent(NO_LIVE_STEPS, raw);
        expect(live === NO_LIVE_STEPS).toBe(parsed === undefined);
      }),
    );
  });

  it("joined lists hold every id once, whatever arrives in whatever order", () => {
    const message = fc.record({ type: fc.constantFrom("ai", "tool"), id: fc.constantFrom("a", "b", "c", "d"), content: fc.string({ maxLength: 3 }), tool_call_id: fc.constant("l") });
    fc.assert(
      fc.property(fc.array(message, { maxLength: 8 }), fc.array(message, { maxLength: 8 }), (stored, streamed) => {
        let live = NO_LIVE_STEPS;
        for (const m of streamed) live = applySubagentEvent(live, event(m));
        const joined = joinSteps(parseSubagentRecord({ messages: stored }), live.get(asToolCallId("call_1")));
        const ids = joined.map((m) => m.id);
        expect(new Set(ids).size).toBe(ids.length);
        expect(new Set(ids)).toEqual(new Set([...stored, ...streamed].map((m) => m.id)));
      }),
    );
  });
});
