import { AIMessage, type BaseMessage, HumanMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { durableContextMessage } from "../context/durable";
import { planCompaction, safeCutoff } from "./plan";

const human = (id: string) => new HumanMessage({ id, content: id });
const ai = (id: string, calls: string[] = []) =>
  new AIMessage({ id, content: id, tool_calls: calls.map((call) => ({ id: call, name: "task", args: {} })) });
const tool = (id: string, call: string) => new ToolMessage({ id, content: id, tool_call_id: call });
const ids = (messages: readonly BaseMessage[]) => messages.map((message) => message.id);

describe("planCompaction", () => {
  it("keeps the last `keep` messages and condenses the rest", () => {
    const messages = [human("h1"), ai("a1"), human("h2"), ai("a2"), human("h3"), ai("a3")];
    const plan = planCompaction(messages, 2)!;
    expect(ids(plan.condensed)).toEqual(["h1", "a1", "h2", "a2"]);
    expect(ids(plan.kept)).toEqual(["h3", "a3"]);
  });

  it("never separates a tool call from its results", () => {
    const messages = [
      human("h1"),
      ai("a1"),
      human("h2"),
      ai("call", ["c1", "c2"]),
      tool("r1", "c1"),
      tool("r2", "c2"),
      ai("a2"),
    ];
    // A cut at 5 would keep r2 without its call: the whole pair stays in the tail instead
    // (and h2, the request being answered, is kept too).
    const plan = planCompaction(messages, 2)!;
    expect(ids(plan.condensed)).toEqual(["h1", "a1"]);
    expect(ids(plan.kept)).toEqual(["h2", "call", "r1", "r2", "a2"]);
    expect(safeCutoff(messages, 4)).toBe(3);
    expect(safeCutoff(messages, 6)).toBe(6);
  });

  it("moves the cut before a call whose result comes later, even when results are interleaved", () => {
    const messages = [human("h1"), ai("x", ["c1"]), human("h2"), tool("r1", "c1"), ai("a")];
    expect(safeCutoff(messages, 3)).toBe(1);
  });

  it("keeps the request being answered, system messages and durable-context blocks", () => {
    const block = durableContextMessage({ ledger: [] }, "ctx");
    const messages = [new SystemMessage({ id: "sys", content: "s" }), human("h1"), ai("a1"), block, human("now")];
    const plan = planCompaction(messages, 0)!;
    expect(ids(plan.condensed)).toEqual(["h1", "a1"]);
    expect(ids(plan.kept)).toEqual(["sys", "ctx", "now"]);
  });

  it("returns undefined when nothing can be condensed", () => {
    expect(planCompaction([human("h1"), ai("a1")], 6)).toBeUndefined();
    expect(planCompaction([human("only")], 0)).toBeUndefined();
    // Everything before the cut is an unfinished tool pair.
    expect(planCompaction([ai("call", ["c1"]), tool("r1", "c1")], 1)).toBeUndefined();
  });
});
