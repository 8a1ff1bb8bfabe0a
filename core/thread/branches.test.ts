import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { threadInput } from "./test-input";
import { answerStart } from "../branches";
import { SimThread } from "../branches/test-history";
import { createThreadModel } from "./model";
import { storedBefore } from "./branches";
import type { ThreadInput } from "./types";

const input = (thread: SimThread, branches: ThreadInput["branches"]): ThreadInput => threadInput({ stored: readMessages(thread.messagesAt(thread.head)), branches });

describe("branches in the thread model", () => {
  it("puts each version switcher on the row of its message, the same object frame after frame", () => {
    const thread = new SimThread();
    thread.send("one");
    const second = thread.send("two");
    const leftAt = thread.head!;
    const forkAt = thread.snapshots.find((s) => s.values.messages.some((m) => m.id === second.human))!.parent_checkpoint!.checkpoint_id;
    const inputCheckpoint = thread.snapshots.find((s) => s.checkpoint.checkpoint_id === forkAt)!;
    const edited = thread.send("two, edited", inputCheckpoint.parent_checkpoint!.checkpoint_id);
    const model = createThreadModel();
    const history = { checkpoints: thread.history(), head: thread.head! };
    const view = model.update(input(thread, history));
    const humanRow = view.locate(edited.human)!;
    expect(view.versionsAt(humanRow)).toMatchObject({ index: 2, count: 2, targets: [leftAt, thread.head] });
    expect(view.versionsAt(view.locate(edited.answer)!)).toBeUndefined();
    const next = model.update({ ...input(thread, history), taskEvents: [{}] });
    expect(next.versionsAt(humanRow)).toBe(view.versionsAt(humanRow));
    // Without the history read, no switcher.
    expect(model.update(input(thread, undefined)).versionsAt(humanRow)).toBeUndefined();
  });
});

describe("an answer's versions", () => {
  it("are switched on its final row, not on the tool step it starts with", () => {
    const thread = new SimThread();
    const turn = thread.send("one");
    const before = thread.snapshots.find((s) => s.values.messages.some((m) => m.id === turn.answer))!.parent_checkpoint!.checkpoint_id;
    const again = thread.regenerate(before, true);
    const view = createThreadModel().update(input(thread, { checkpoints: thread.history(), head: thread.head! }));
    const step = view.locate(answerStart(readMessages(thread.messagesAt(thread.head)), again))!;
    expect(step).not.toBe(view.locate(again));
    expect(view.versionsAt(view.locate(again)!)).toMatchObject({ index: 2, count: 2 });
    expect(view.versionsAt(step)).toBeUndefined();
  });
});

describe("storedBefore", () => {
  const stored = readMessages([{ type: "human", id: "a" }, { type: "ai", id: "b" }, { type: "human", id: "c" }]);
  it("cuts at the message forked from, and is the same list for the same inputs", () => {
    expect(storedBefore(stored, "b")).toEqual([stored[0]]);
    expect(storedBefore(stored, "b")).toBe(storedBefore(stored, "b"));
    expect(storedBefore(stored, undefined)).toBe(stored);
    expect(storedBefore(stored, "zz")).toBe(stored);
  });
});
