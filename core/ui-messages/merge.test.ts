// The SDK's react-ui/server entry is plain TypeScript (typedUi, uiMessageReducer), not a React
// binding: the reducer below is checked against it.
// eslint-disable-next-line no-restricted-imports
import { uiMessageReducer, type RemoveUIMessage, type UIMessage } from "@langchain/langgraph-sdk/react-ui/server";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { reduceUiChannel } from "./merge";

const push = (id: string, props: Record<string, unknown>, merge = false): UIMessage => ({ type: "ui", id, name: "card", props, metadata: merge ? { merge: true } : {} });

describe("reduceUiChannel", () => {
  it("appends a new id, replaces a pushed one in place, merges props when asked, removes", () => {
    let channel = reduceUiChannel(undefined, push("a", { x: 1, y: 1 }));
    channel = reduceUiChannel(channel, push("b", { x: 2 }));
    channel = reduceUiChannel(channel, push("a", { x: 3 }));
    expect(channel).toEqual([push("a", { x: 3 }), push("b", { x: 2 })]);
    channel = reduceUiChannel(channel, push("a", { y: 4 }, true));
    expect(channel[0]).toMatchObject({ id: "a", props: { x: 3, y: 4 } });
    channel = reduceUiChannel(channel, { type: "remove-ui", id: "a" });
    expect(channel).toEqual([push("b", { x: 2 })]);
  });

  it("takes a list of events, and ignores malformed ones", () => {
    expect(reduceUiChannel("not a list", [push("a", {}), null, { type: "ui" }, 5])).toEqual([push("a", {})]);
  });

  it("does not change the channel it was given", () => {
    const channel = [push("a", { x: 1 })];
    reduceUiChannel(channel, [push("a", { x: 2 }, true), { type: "remove-ui", id: "a" }]);
    expect(channel).toEqual([push("a", { x: 1 })]);
  });

  const event: fc.Arbitrary<UIMessage | RemoveUIMessage> = fc.oneof(
    fc.record({ id: fc.constantFrom("a", "b", "c"), props: fc.dictionary(fc.constantFrom("x", "y", "z"), fc.integer()), merge: fc.boolean() }).map(({ id, props, merge }) => push(id, props, merge)),
    fc.constantFrom("a", "b", "c").map((id): RemoveUIMessage => ({ type: "remove-ui", id })),
  );

  it("agrees with the SDK's uiMessageReducer, event by event", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 20 }), (events) => {
        let ours: unknown[] = [];
        let sdk: UIMessage[] = [];
        for (const e of events) {
          ours = reduceUiChannel(ours, e);
          sdk = uiMessageReducer(sdk, e);
        }
        expect(ours).toEqual(sdk);
      }),
    );
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (channel, update) => void reduceUiChannel(channel, update)));
  });
});
