import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessages } from "../messages/read";
import { createThreadModel } from "../thread/model";
import { threadInput } from "../thread/test-input";
import { buildTimelineFromParsed } from "../timeline/build";
import { parseUiChannel } from "./parse";
import { placeUiMessages } from "./place";
import type { UiMessage } from "./types";

const wire = [
  { type: "human", id: "h1", content: "Hi" },
  { type: "ai", id: "a1", content: "", tool_calls: [{ id: "c1", name: "search", args: {} }] },
  { type: "tool", id: "t1", tool_call_id: "c1", content: "found" },
  { type: "ai", id: "a2", content: "Answer one" },
  { type: "human", id: "h2", content: "More" },
  { type: "ai", id: "a3", content: "Answer two" },
];
const items = buildTimelineFromParsed(readMessages(wire));
const ui = (id: string, messageId?: string): UiMessage => ({ id, name: "card", props: {}, ...(messageId === undefined ? {} : { messageId }) });
const ids = (list: readonly { id: string }[]) => list.map((item) => item.id);

describe("placeUiMessages", () => {
  it("gives the same items when there are no UI messages", () => {
    expect(placeUiMessages(items, [], { hasOlder: false })).toBe(items);
  });

  it("puts each after the last item showing its message, in the channel's order", () => {
    const placed = placeUiMessages(items, [ui("u1", "a2"), ui("u2", "a1"), ui("u3", "a2")], { hasOlder: false });
    const order = ids(placed);
    expect(order.indexOf("ui:u1")).toBe(order.indexOf("assistant:a2") + 1);
    expect(order.indexOf("ui:u3")).toBe(order.indexOf("ui:u1") + 1);
    // a1 only made tool calls: its card follows the steps fold that shows them.
    expect(placed[order.indexOf("ui:u2") - 1]?.kind).toBe("steps");
    expect(order.indexOf("ui:u2")).toBeLessThan(order.indexOf("assistant:a2"));
  });

  it("puts an unattached one at the end, and one whose message is gone there too", () => {
    expect(ids(placeUiMessages(items, [ui("u1"), ui("u2", "nowhere")], { hasOlder: false })).slice(-2)).toEqual(["ui:u1", "ui:u2"]);
  });

  it("holds one whose message may be on a page not loaded yet", () => {
    expect(ids(placeUiMessages(items, [ui("u2", "nowhere"), ui("u1")], { hasOlder: true })).slice(-2)).toEqual(["assistant:a3", "ui:u1"]);
  });

  it("keeps every item, in order, and adds each UI message at most once", () => {
    const anyUi = fc.array(
      fc.record({ id: fc.string({ minLength: 1 }), messageId: fc.option(fc.constantFrom("h1", "a1", "t1", "a2", "h2", "a3", "x"), { nil: undefined }) }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(anyUi, fc.boolean(), (raw, hasOlder) => {
        const messages = parseUiChannel(raw.map((r) => ({ type: "ui", id: r.id, name: "n", props: {}, metadata: { message_id: r.messageId } })));
        const placed = placeUiMessages(items, messages, { hasOlder });
        expect(placed.filter((item) => item.kind !== "ui")).toEqual(items);
        expect(placed.filter((item) => item.kind === "ui").length).toBeLessThanOrEqual(messages.length);
      }),
    );
  });
});

describe("the thread model with UI messages", () => {
  const stored = readMessages(wire);
  const channel = [
    { type: "ui", id: "u1", name: "followup_card", props: { title: "T", followup: "F" }, metadata: { message_id: "a2" } },
    { type: "ui", id: "u2", name: "other", props: {} },
  ];

  it("places the ui channel's messages among the items, and keeps them while the channel is the same", () => {
    const model = createThreadModel();
    const view = model.update(threadInput({ stored, ui: channel }));
    const order = ids(view.items);
    expect(order.indexOf("ui:u1")).toBe(order.indexOf("assistant:a2") + 1);
    expect(order.at(-1)).toBe("ui:u2");
    expect(model.update(threadInput({ stored, ui: channel })).items).toBe(view.items);
    // A removal takes it away.
    expect(ids(model.update(threadInput({ stored, ui: channel.slice(1) })).items)).not.toContain("ui:u1");
  });

  it("finds text in the items after a UI message at their own indexes", () => {
    const model = createThreadModel();
    const view = model.update(threadInput({ stored, ui: channel }));
    expect(view.find("Answer two").map((i) => view.items[i]?.id)).toEqual(["assistant:a3"]);
  });
});
