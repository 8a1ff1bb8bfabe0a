import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedStream, recordedThread } from "../../fixtures/load";
import { asToolCallId } from "../ids";
import { NO_LIVE_STEPS } from "./steps";
import { subgraphCheckpointSteps, subgraphNamespace, subgraphSteps, withSubgraphSteps } from "./subgraph";

// As deepagents' researcher streams them under `tools:<id>` (fixtures/deepagents/stream-research-subgraphs-api-1.5.1.sse).
const description = { type: "human", id: "h1", content: "Research the history of tea: key periods, places and people." };
const call = { type: "ai", id: "a1", content: "", tool_calls: [{ id: "call_n1", name: "search_notes", args: { query: "tea" }, type: "tool_call" }] };
const result = { type: "tool", id: "t1", tool_call_id: "call_n1", name: "search_notes", content: "Notes: Shen Nong legend" };
const answer = { type: "ai", id: "a2", content: "## Findings: the history of tea" };

describe("a subagent's steps from its subgraph", () => {
  it("are its messages after the task's description", () => {
    const steps = subgraphSteps([description, call, result, answer]);
    expect(steps.map((message) => [message.type, message.id])).toEqual([
      ["ai", "a1"],
      ["tool", "t1"],
      ["ai", "a2"],
    ]);
  });

  it("are none while only the description is there, or for garbage", () => {
    expect(subgraphSteps([description])).toEqual([]);
    expect(subgraphSteps([null, 3, "x"])).toEqual([]);
  });

  it("join the live steps by task id, and leave them as they were when nothing changed", () => {
    const first = withSubgraphSteps(NO_LIVE_STEPS, [{ id: "call_task", messages: [description, call] }]);
    expect(first.get(asToolCallId("call_task"))?.map((message) => message.id)).toEqual(["a1"]);
    expect(withSubgraphSteps(first, [{ id: "call_task", messages: [description, call] }])).toBe(first);
    const grown = withSubgraphSteps(first, [{ id: "call_task", messages: [description, call, result] }]);
    expect(grown).not.toBe(first);
    expect(grown.get(asToolCallId("call_task"))?.map((message) => message.id)).toEqual(["a1", "t1"]);
  });

  it("see a streamed answer grow in place", () => {
    const partial = withSubgraphSteps(NO_LIVE_STEPS, [{ id: "call_task", messages: [description, { ...answer, content: "## Find" }] }]);
    const whole = withSubgraphSteps(partial, [{ id: "call_task", messages: [description, answer] }]);
    expect(whole.get(asToolCallId("call_task"))?.[0]).toMatchObject({ type: "ai", text: "## Findings: the history of tea" });
  });

  it("never throw, whatever the stream holds", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ id: fc.anything(), messages: fc.anything() }), { maxLength: 4 }), (subagents) => {
        expect(() => withSubgraphSteps(NO_LIVE_STEPS, subagents as never)).not.toThrow();
      }),
    );
  });
});

describe("a real deepagents run streamed with its subgraphs", () => {
  it("the researcher's last values under its namespace are its steps: a search, its result, the findings", () => {
    const values = recordedStream("research-subgraphs-api-1.5.1").filter((event) => event.event.startsWith("values|tools:"));
    const last = values.at(-1)?.data as { messages: unknown[] };
    expect(subgraphSteps(last.messages).map((message) => message.type)).toEqual(["ai", "tool", "ai"]);
    expect(subgraphSteps(last.messages).at(-1)).toMatchObject({ text: expect.stringContaining("Findings: the history of tea") });
  });
});

describe("a finished task's subgraph, found in the checkpoint history", () => {
  const { history } = recordedThread("main-final");
  it("is the push task whose result answers the task's call", () => {
    expect(subgraphNamespace(history, "call_8745ef23dbeb45c3977c")).toBe("tools:b8285a5e-4ac0-523d-a2a3-d96323d5dc5a");
  });
  it("is the pending push task at the call's place when the subagent waits for a decision", () => {
    const waiting = recordedThread("subagent-interrupt").history;
    expect(subgraphNamespace(waiting, "call_04dec03d1f1540399e49")).toBe("tools:edd3704f-a7b9-5f12-90da-ea6cd5f17445");
    expect(subgraphNamespace(waiting, "call_other")).toBeUndefined();
  });

  it("is unknown for another call, or a page without it", () => {
    expect(subgraphNamespace(history, "call_unknown")).toBeUndefined();
    expect(subgraphNamespace(history?.slice(0, 3), "call_8745ef23dbeb45c3977c")).toBeUndefined();
    expect(subgraphNamespace({ tasks: [] }, "call_8745ef23dbeb45c3977c")).toBeUndefined();
  });
  it("its newest checkpoint's messages are the steps", () => {
    expect(subgraphCheckpointSteps([{ values: { messages: [description, call, result] } }])?.map((message) => message.id)).toEqual(["a1", "t1"]);
    expect(subgraphCheckpointSteps([])).toBeUndefined();
    expect(subgraphCheckpointSteps([{ values: {} }])).toBeUndefined();
  });
  it("never throw on garbage", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (raw, id) => {
        expect(() => subgraphNamespace(raw, id)).not.toThrow();
        expect(() => subgraphCheckpointSteps(raw)).not.toThrow();
      }),
    );
  });
});
