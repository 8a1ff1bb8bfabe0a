import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isUiEvent, parseUiChannel, parseUiEvent, readUiMessages } from "./parse";

const card = (id: string, extra: Record<string, unknown> = {}) => ({ type: "ui", id, name: "card", props: { title: id }, ...extra });

describe("parseUiEvent", () => {
  it("reads a ui item with the message it is attached to", () => {
    expect(parseUiEvent(card("u1", { metadata: { message_id: "m1", run_id: "r" } }))).toEqual({
      type: "ui",
      message: { id: "u1", name: "card", props: { title: "u1" }, messageId: "m1" },
      merge: false,
    });
  });

  it("reads the JS SDK's spelling of the attachment (metadata.id) and the merge flag", () => {
    expect(parseUiEvent(card("u1", { metadata: { id: "m2", merge: true } }))).toEqual({
      type: "ui",
      message: { id: "u1", name: "card", props: { title: "u1" }, messageId: "m2" },
      merge: true,
    });
  });

  it("reads a removal", () => {
    expect(parseUiEvent({ type: "remove-ui", id: "u1" })).toEqual({ type: "remove-ui", id: "u1" });
  });

  it("gives props that are not an object as none", () => {
    expect(parseUiEvent({ type: "ui", id: "u", name: "n", props: [1] })).toMatchObject({ message: { props: {} } });
    expect(parseUiEvent({ type: "ui", id: "u", name: "n" })).toMatchObject({ message: { props: {} } });
  });

  it("is undefined for anything else, other custom events included", () => {
    for (const raw of [null, undefined, 3, "ui", [], {}, { type: "ui" }, { type: "ui", id: "", name: "n" }, { type: "ui", id: "u", name: 3 }, { type: "remove-ui" }, { type: "summarization", id: "x" }]) {
      expect(parseUiEvent(raw)).toBeUndefined();
      expect(isUiEvent(raw)).toBe(false);
    }
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseUiEvent(raw)));
    fc.assert(fc.property(fc.record({ type: fc.constantFrom("ui", "remove-ui"), id: fc.anything(), name: fc.anything(), props: fc.anything(), metadata: fc.anything() }), (raw) => void parseUiEvent(raw)));
  });
});

describe("parseUiChannel", () => {
  it("keeps well-formed items in order, each id once, the last version in the first place", () => {
    const channel = [card("a"), 7, card("b"), { type: "remove-ui", id: "a" }, { ...card("a"), props: { title: "again" } }];
    expect(parseUiChannel(channel)).toEqual([
      { id: "a", name: "card", props: { title: "again" } },
      { id: "b", name: "card", props: { title: "b" } },
    ]);
  });

  it("reads values without a ui channel as none", () => {
    for (const values of [undefined, null, {}, { ui: "x" }, []]) expect(readUiMessages(values)).toEqual([]);
    expect(readUiMessages({ ui: [card("a")] })).toHaveLength(1);
  });

  it("never throws and gives only items with an id and a name", () => {
    fc.assert(
      fc.property(fc.anything(), (channel) => {
        for (const message of parseUiChannel(channel)) expect(typeof message.id === "string" && typeof message.name === "string").toBe(true);
      }),
    );
  });
});
