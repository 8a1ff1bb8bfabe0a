import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeThreadState, sanitizeThreadValues, stateForStream } from "./state";

describe("sanitizeThreadValues", () => {
  it("keeps only object messages, in order", () => {
    const a = { type: "ai", id: "a" };
    const b = { type: "human" };
    expect(sanitizeThreadValues({ title: "t", messages: [null, 42, "x", [], a, b] })).toEqual({ title: "t", messages: [a, b] });
  });
  it("turns non-object values into an empty object and non-array messages into none", () => {
    expect(sanitizeThreadValues(null)).toEqual({});
    expect(sanitizeThreadValues([1, 2])).toEqual({});
    expect(sanitizeThreadValues({ messages: "nope" })).toEqual({ messages: [] });
  });
  it("leaves values without messages untouched", () => {
    const values = { title: "x" };
    expect(sanitizeThreadValues(values)).toBe(values);
  });
  it("always yields messages the SDK can read an id from", () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(undefined), fc.anything()), (messages) => {
        const out = sanitizeThreadValues({ messages });
        // `undefined` means "no messages key": left out, which the SDK reads as no messages.
        if (messages === undefined) return out.messages === undefined;
        return Array.isArray(out.messages) && out.messages.every((m) => typeof m === "object" && m !== null && !Array.isArray(m));
      }),
    );
  });
});

describe("sanitizeThreadState", () => {
  it("sanitizes the values of a state and keeps the rest", () => {
    const state = { values: { messages: [null, { id: "m" }] }, next: [], checkpoint: { checkpoint_id: "c" } };
    expect(sanitizeThreadState(state)).toEqual({ values: { messages: [{ id: "m" }] }, next: [], checkpoint: { checkpoint_id: "c" } });
  });
});

describe("stateForStream", () => {
  it("leaves the messages out and keeps every other channel and field", () => {
    const state = { values: { messages: [{ id: "m" }], title: "t", todos: [] }, next: ["agent"], checkpoint: { checkpoint_id: "c" }, tasks: [] };
    expect(stateForStream(state)).toEqual({ values: { title: "t", todos: [] }, next: ["agent"], checkpoint: { checkpoint_id: "c" }, tasks: [] });
    expect(state.values.messages).toHaveLength(1);
  });
  it("returns anything without messages as it is", () => {
    const state = { values: { title: "t" } };
    expect(stateForStream(state)).toBe(state);
    expect(stateForStream(null)).toBeNull();
    expect(stateForStream({ values: [1] })).toEqual({ values: [1] });
  });
  it("never throws and never hands on messages", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (values, messages) => {
        const out = stateForStream({ values: typeof values === "object" && values !== null && !Array.isArray(values) ? { ...values, messages } : values }) as { values?: unknown };
        return !(typeof out.values === "object" && out.values !== null && "messages" in out.values);
      }),
    );
  });
});
