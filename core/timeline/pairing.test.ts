import { describe, expect, it } from "vitest";
import { readMessages } from "../messages/read";
import type { AiMessage, ToolMessage } from "../messages/types";
import { isPaired, pairCalls, resultOf } from "./pairing";
import { ai, tool } from "./test-helpers";

const normalize = (messages: unknown[]) => readMessages(messages);
const callsOf = (m: unknown) => (m as AiMessage).toolCalls;

describe("pairCalls", () => {
  it("pairs by id whatever the order, the first call and the first result", () => {
    const ms = normalize([tool("t1", "c1", "early"), ai("a1", "", [["c1", "s"], ["c2", "s"]]), tool("t2", "c2", "r2"), ai("a2", "", [["c1", "s"]]), tool("t3", "c2", "again")]);
    const pairing = pairCalls(ms);
    const [first, second] = callsOf(ms[1]);
    expect(resultOf(pairing, first!)?.id).toBe("t1");
    expect(resultOf(pairing, second!)?.id).toBe("t2");
    // A repeated call id gets no result; a repeated result is shown on its own.
    expect(resultOf(pairing, callsOf(ms[3])[0]!)).toBeUndefined();
    expect(isPaired(pairing, ms[0] as ToolMessage)).toBe(true);
    expect(isPaired(pairing, ms[4] as ToolMessage)).toBe(false);
  });

  it("leaves hidden messages out, and results without a call unpaired", () => {
    const ms = normalize([ai("a1", "", [["c1", "s"]]), tool("t1", "c1", "hidden", { additional_kwargs: { hide_from_ui: true } }), tool("t2", "c9", "stray")]);
    const pairing = pairCalls(ms);
    expect(resultOf(pairing, callsOf(ms[0])[0]!)).toBeUndefined();
    expect(isPaired(pairing, ms[2] as ToolMessage)).toBe(false);
    expect([...pairing.keys()]).toEqual(["c1", "c9"]);
  });

  it("treats ids taken before the messages as repeats", () => {
    const ms = normalize([ai("a1", "", [["c1", "s"]]), tool("t1", "c1", "r")]);
    const pairing = pairCalls(ms, new Set(["c1"]));
    expect(resultOf(pairing, callsOf(ms[0])[0]!)).toBeUndefined();
    expect(isPaired(pairing, ms[1] as ToolMessage)).toBe(false);
    expect(pairing.size).toBe(0);
  });
});
