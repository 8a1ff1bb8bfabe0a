import { describe, expect, it } from "vitest";
import { messageIdOf, readMessage } from "../messages/read";
import { EMPTY_LIVE_LOG, observeLiveMessages } from "./live-log";
import { sameValue } from "./same-value";

describe("sameValue", () => {
  it("compares JSON values structurally", () => {
    expect(sameValue({ a: [1, { b: "x" }], c: null }, { c: null, a: [1, { b: "x" }] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
    expect(sameValue(Number.NaN, Number.NaN)).toBe(true);
    expect(sameValue("1", 1)).toBe(false);
  });

  it("answers 'different' instead of recursing forever", () => {
    const a: Record<string, unknown> = {};
    a.self = a;
    const b: Record<string, unknown> = {};
    b.self = b;
    expect(sameValue(a, b)).toBe(false);
    const nest = () => {
      let deep: unknown = 0;
      for (let i = 0; i < 100_000; i++) deep = [deep];
      return deep;
    };
    expect(sameValue(nest(), nest())).toBe(false);
  });
});

describe("hostile input", () => {
  it("treats a message whose fields throw as having no identity", () => {
    const hostile = new Proxy({}, { get: () => { throw new Error("boom"); } });
    expect(messageIdOf(hostile)).toBeUndefined();
    expect(readMessage(hostile)).toMatchObject({ type: "unsupported", notMessage: true });
    // So the live log skips it, and a window of only it changes nothing.
    expect(observeLiveMessages(EMPTY_LIVE_LOG, [hostile])).toBe(EMPTY_LIVE_LOG);
  });
});
