import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { answerEnd, answerStart, checkpointWindow, forkPoint, messageVersions, placeVersions, type MessageVersions } from ".";
import { SimThread } from "./test-history";
import { lineage, parseCheckpoint } from "./window";

const versionsOf = (thread: SimThread) => messageVersions(checkpointWindow(thread.history()), thread.head!);
const visibleIds = (thread: SimThread, head: string) =>
  thread.messagesAt(head).filter((m) => !(m.additional_kwargs as { hide_from_ui?: boolean } | undefined)?.hide_from_ui).map((m) => m.id as string);

function fork(thread: SimThread, messageId: string): string {
  const point = forkPoint(checkpointWindow(thread.history()), thread.head!, messageId);
  if (point.kind !== "found") throw new Error(`no fork point for ${messageId}: ${point.kind}`);
  return point.checkpointId;
}

/** Edits a question the way the UI does: a new question from the checkpoint before it. */
const edit = (thread: SimThread, humanId: string, text: string) => thread.send(text, fork(thread, humanId));
const regenerate = (thread: SimThread, answerId: string) => thread.regenerate(fork(thread, answerId));

describe("messageVersions", () => {
  it("has nothing for a thread that never forked", () => {
    const thread = new SimThread();
    thread.send("one");
    thread.send("two");
    expect(versionsOf(thread).size).toBe(0);
  });

  it("lists an edited question's versions on the shown one, with where each was left", () => {
    const thread = new SimThread();
    thread.send("one");
    const second = thread.send("two");
    const leftAt = thread.head!;
    const edited = edit(thread, second.human, "two, edited");
    const versions = versionsOf(thread);
    expect([...versions.keys()]).toEqual([edited.human]);
    expect(versions.get(edited.human)).toEqual({ messageId: edited.human, index: 2, count: 2, targets: [leftAt, thread.head] });

    // Moving the head to the first version shows it, with the same list.
    thread.move(leftAt);
    expect(versionsOf(thread).get(second.human)).toMatchObject({ index: 1, count: 2 });
    expect(visibleIds(thread, thread.head!)).toContain(second.human);
  });

  it("keeps edits of edits, and of the first message, in one list", () => {
    const thread = new SimThread();
    const first = thread.send("one");
    const v2 = edit(thread, first.human, "one, again");
    const v3 = edit(thread, v2.human, "one, a third time");
    expect(versionsOf(thread).get(v3.human)).toMatchObject({ index: 3, count: 3 });
  });

  it("reads edits nested the way other clients fork (from the input checkpoint) as one list", () => {
    const thread = new SimThread();
    thread.send("one");
    const inputOf = (humanId: string) => {
      const first = thread.snapshots.find((s) => s.values.messages.some((m) => m.id === humanId))!;
      return first.parent_checkpoint!.checkpoint_id;
    };
    const second = thread.send("two");
    const v2 = thread.send("two, again", inputOf(second.human));
    const v3 = thread.send("two, a third time", inputOf(v2.human));
    expect(versionsOf(thread).get(v3.human)).toMatchObject({ index: 3, count: 3 });
  });

  it("lists regenerated answers on the answer", () => {
    const thread = new SimThread();
    const turn = thread.send("one");
    const again = regenerate(thread, turn.answer);
    const third = regenerate(thread, again);
    expect(versionsOf(thread).get(third)).toMatchObject({ index: 3, count: 3 });
    // The question did not change: it has no versions.
    expect(versionsOf(thread).has(turn.human)).toBe(false);
  });

  it("tells where the history read does not reach back to a message", () => {
    const thread = new SimThread();
    const turn = thread.send("one");
    thread.send("two");
    const recent = checkpointWindow(thread.history().slice(0, 4));
    expect(forkPoint(recent, thread.head!, turn.human)).toEqual({ kind: "beyond" });
    expect(forkPoint(checkpointWindow(thread.history()), thread.head!, "nowhere")).toEqual({ kind: "absent" });
  });

  it("holds for any sequence of sends, edits, regenerations and switches", () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant("send" as const) }),
      fc.record({ kind: fc.constant("edit" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("regenerate" as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant("switch" as const), pick: fc.nat(), to: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.array(op, { minLength: 1, maxLength: 14 }), (ops) => {
        const thread = new SimThread();
        thread.send("start");
        for (const step of ops) {
          const shown = visibleIds(thread, thread.head!);
          const humans = shown.filter((id) => id.startsWith("h-"));
          const answers = shown.filter((id) => id.startsWith("a-"));
          const before = versionsOf(thread);
          if (step.kind === "send") thread.send("more");
          else if (step.kind === "edit") {
            const target = humans[step.pick % humans.length]!;
            const edited = edit(thread, target, "edited");
            expectAdded(versionsOf(thread).get(edited.human), before.get(target));
          } else if (step.kind === "regenerate") {
            const target = answers[step.pick % answers.length]!;
            const again = regenerate(thread, target);
            expectAdded(versionsOf(thread).get(again), before.get(target));
          } else {
            const lists = [...before.values()];
            const list = lists[step.pick % Math.max(1, lists.length)];
            if (list === undefined) continue;
            const to = step.to % list.count;
            thread.move(list.targets[to]!);
            // The same list, now showing the version asked for.
            const after = [...versionsOf(thread).values()].find((v) => v.targets.length === list.count && v.index === to + 1 && v.targets.every((t, i) => i === to || t === list.targets[i]));
            expect(after).toBeDefined();
          }
          checkLists(thread);
        }
      }),
      { numRuns: 200 },
    );
  });
});

/** A new version goes last in its message's list, which grew by one. */
function expectAdded(after: MessageVersions | undefined, before: MessageVersions | undefined) {
  const count = (before?.count ?? 1) + 1;
  expect(after).toMatchObject({ index: count, count });
}

/** Every list: the version shown is the message shown; each other version's target shows another message. */
function checkLists(thread: SimThread) {
  const window = checkpointWindow(thread.history());
  for (const versions of messageVersions(window, thread.head!).values()) {
    expect(versions.targets).toHaveLength(versions.count);
    expect(visibleIds(thread, thread.head!)).toContain(versions.messageId);
    versions.targets.forEach((target, i) => {
      if (i !== versions.index - 1) expect(visibleIds(thread, target)).not.toContain(versions.messageId);
    });
    expect(new Set(versions.targets).size).toBe(versions.count);
  }
  const shown = visibleIds(thread, thread.head!);
  expect(new Set(shown).size).toBe(shown.length);
  expect(lineage(window, thread.head!).at(-1)?.id).toBe(thread.head);
}

// A question answered after a tool step and hidden context, then a plain turn.
const turns = [
  { type: "human", id: "h1", content: "q" },
  { type: "ai", id: "a1", content: "", tool_calls: [{ id: "c1", name: "search", args: {} }] },
  { type: "tool", id: "t1", tool_call_id: "c1", content: "r" },
  { type: "human", id: "ctx", content: "x", additional_kwargs: { hide_from_ui: true } },
  { type: "ai", id: "a2", content: "final" },
  { type: "ai", id: "hid", content: "internal", additional_kwargs: { hide_from_ui: true } },
  { type: "human", id: "h2", content: "next" },
  { type: "ai", id: "a3", content: "answer" },
];

const read = readMessages(turns);

describe("answerStart", () => {
  it("is the first message of the answer the given one ends", () => {
    expect(answerStart(read, "a2")).toBe("a1");
    expect(answerStart(read, "a3")).toBe("a3");
    expect(answerStart(read, "unknown")).toBe("unknown");
  });
});

describe("answerEnd", () => {
  it("is the last visible ai message of the answer the given one starts; a question is its own", () => {
    expect(answerEnd(read, "a1")).toBe("a2");
    expect(answerEnd(read, "a3")).toBe("a3");
    expect(answerEnd(read, "h1")).toBe("h1");
    expect(answerEnd(read, "unknown")).toBe("unknown");
    expect(answerStart(read, answerEnd(read, "a1"))).toBe("a1");
  });
});

describe("placeVersions", () => {
  it("puts each list on the row showing its message", () => {
    const list: MessageVersions = { messageId: "a2", index: 2, count: 2, targets: ["x", "y"] };
    const placed = placeVersions(new Map([["a2", list], ["gone", list]]), (id) => (id === "a2" ? "steps:a2" : undefined));
    expect([...placed]).toEqual([["steps:a2", list]]);
  });
});

describe("parseCheckpoint", () => {
  it("never throws and reads only what it can", () => {
    fc.assert(fc.property(fc.anything(), (raw) => void parseCheckpoint(raw)));
    expect(parseCheckpoint({ checkpoint: { checkpoint_id: "c" }, parent_checkpoint: null, values: { messages: "no" } })).toEqual({ id: "c", parentId: undefined, source: undefined, messages: [] });
    expect(checkpointWindow([null, 1, { checkpoint: {} }, { checkpoint: { checkpoint_id: "a" }, parent_checkpoint: { checkpoint_id: "a" } }]).nodes.size).toBe(1);
    expect(() => messageVersions(checkpointWindow([{ checkpoint: { checkpoint_id: "a" }, parent_checkpoint: { checkpoint_id: "a" } }]), "a")).not.toThrow();
  });
});
