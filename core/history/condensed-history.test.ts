import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { deriveLedger } from "../ledger/derive";
import { condensedMessages, onlyInHistory } from "./condensed-history";
import { messageIdOf, readMessage } from "../messages/read";

type Wire = Record<string, unknown>;

describe("onlyInHistory (fixtures/deepagents/lc-final)", () => {
  const lc = recordedThread("lc-final");
  const window = (lc.state.values as { messages: Wire[] }).messages;
  const head = (lc.state.checkpoint as { checkpoint_id: string }).checkpoint_id;

  it("gives back what the compaction removed, in order, with the delegation made in the condensed turn", () => {
    const removed = onlyInHistory(window, lc.history!, head) as Wire[];
    expect(removed.map((m) => m.type)).toEqual(["human", "ai", "tool", "ai", "tool", "ai", "tool"]);
    expect(removed[0]!.content).toBe("research the history of tea");
    expect(deriveLedger(removed)).toEqual([expect.objectContaining({ subagentType: "researcher", status: "completed", description: expect.stringContaining("history of tea") })]);
  });

  it("reads what it gives back once, an id-less message by the id its content gives", () => {
    const parsed = condensedMessages(window, lc.history!, head);
    expect(parsed.map((m) => m.type)).toEqual(["human", "ai", "tool", "ai", "tool", "ai", "tool"]);
    expect(parsed[0]).toMatchObject({ type: "human", text: "research the history of tea" });
    const idless = [{ checkpoint: { checkpoint_id: "1" }, parent_checkpoint: null, values: { messages: [{ type: "human", content: "a" }, { type: "human", content: "b" }] } }];
    const ids = condensedMessages([], idless, undefined).map((m) => m.id);
    expect(ids).toEqual([{ type: "human", content: "a" }, { type: "human", content: "b" }].map((m) => readMessage(m).id));
    expect(ids[0]).not.toBe(ids[1]);
  });

  it("reads only the head's line, and nothing the window holds (property)", () => {
    const checkpoint = fc.record({ id: fc.constantFrom("1", "2", "3", "4"), parent: fc.constantFrom("1", "2", "3", undefined), ids: fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 4 }) });
    fc.assert(
      fc.property(fc.array(checkpoint, { maxLength: 5 }), fc.array(fc.constantFrom("a", "b", "c", "d"), { maxLength: 3 }), (raw, inWindow) => {
        const checkpoints = raw.map((c) => ({ checkpoint: { checkpoint_id: c.id }, parent_checkpoint: c.parent === undefined ? null : { checkpoint_id: c.parent }, values: { messages: c.ids.map((id) => ({ type: "human", id, content: id })) } }));
        const window = inWindow.map((id) => ({ type: "human", id, content: id }));
        const out = onlyInHistory(window, checkpoints);
        const keys = out.map(messageIdOf);
        expect(new Set(keys).size).toBe(keys.length);
        for (const key of keys) expect(inWindow).not.toContain(key);
      }),
    );
  });
});
