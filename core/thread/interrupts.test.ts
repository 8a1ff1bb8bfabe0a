import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { threadInput } from "./test-input";
import { asToolCallId } from "../ids";
import type { InterruptItem, SubagentsItem, TaskCard, TimelineItem } from "../timeline/types";
import { cardAnchor, markNeedsInput, pendingInterrupts, placeInterrupts, placeReceipts } from "./interrupts";
import { createThreadModel } from "./model";
import type { ThreadInput } from "./types";

const review = {
  actionRequests: [{ name: "send_email", args: { to: "a@example.com" } }],
  reviewConfigs: [{ actionName: "send_email", allowedDecisions: ["approve", "reject"] }],
};
const stateWith = (...interrupts: unknown[]) => ({ values: {}, next: ["x"], tasks: [{ id: "t", name: "x", interrupts }] });

const messages = [
  { type: "human", id: "h1", content: "Send it, and research the market" },
  {
    type: "ai",
    id: "a1",
    content: "",
    tool_calls: [
      { id: "call_task", name: "task", args: { description: "Research the market", subagent_type: "researcher" } },
      { id: "call_mail", name: "send_email", args: { to: "a@example.com" } },
    ],
  },
];

const stored = readMessages(messages);
const input = (over: Partial<ThreadInput> = {}): ThreadInput => threadInput({ stored, ...over });

describe("pendingInterrupts", () => {
  it("reads the stored state between runs, and only the stream during one", () => {
    const storedState = stateWith({ id: "i1", value: "stored?" });
    expect(pendingInterrupts({ runLive: false, storedState, streamInterrupts: [{ id: "i2", value: "live?" }] }).map((p) => p.id)).toEqual(["interrupt:i1"]);
    // A resumed run answered the stored one: until the stream pauses again nothing waits.
    expect(pendingInterrupts({ runLive: true, storedState, streamInterrupts: undefined })).toEqual([]);
    expect(pendingInterrupts({ runLive: true, storedState, streamInterrupts: [{ id: "i2", value: "live?" }] }).map((p) => p.id)).toEqual(["interrupt:i2"]);
  });
});

describe("placeInterrupts", () => {
  const card = (toolCallId: string): TaskCard => ({ toolCallId: asToolCallId(toolCallId), description: "d", subagentType: "s", status: "in_progress" });
  const items: TimelineItem[] = [
    { kind: "human", id: "human:h", messageId: "h" as never, text: "hi", images: [], files: [] },
    { kind: "subagents", id: "subagents:a", messageId: "a" as never, tasks: [card("c1"), card("c2")] },
  ];

  it("appends an interrupt of the main agent where the run stopped, leaving the items as they were", () => {
    const [pending] = pendingInterrupts({ runLive: false, storedState: stateWith({ id: "i", value: "?" }) });
    const placed = placeInterrupts(items, [pending!]);
    expect(placed.slice(0, 2)).toEqual(items);
    expect(placed[0]).toBe(items[0]);
    expect(placed[2]).toEqual({ kind: "interrupt", id: "interrupt:i", interrupt: pending });
  });

  it("puts a subagent's interrupt on its card, and one of an unknown task at the end", () => {
    const pending = pendingInterrupts({ runLive: false, storedState: stateWith({ id: "i", value: "?", ns: ["tools:c2"] }, { id: "j", value: "?", ns: ["tools:gone"] }) });
    const placed = placeInterrupts(items, pending);
    const cards = (placed[1] as SubagentsItem).tasks;
    expect(cards[0]).toBe((items[1] as SubagentsItem).tasks[0]);
    expect(cards[1]?.interrupt).toBe(pending[0]);
    expect(placed.map((i) => i.id)).toEqual(["human:h", "subagents:a", "interrupt:j"]);
  });
});

describe("receipts", () => {
  const card = (toolCallId: string): TaskCard => ({ toolCallId: asToolCallId(toolCallId), description: "d", subagentType: "s", status: "in_progress" });
  const items: TimelineItem[] = [
    { kind: "human", id: "human:h", messageId: "h" as never, text: "hi", images: [], files: [] },
    { kind: "subagents", id: "subagents:a", messageId: "a" as never, tasks: [card("c1")] },
    { kind: "human", id: "human:h2", messageId: "h2" as never, text: "next", images: [], files: [] },
  ];
  const decided = (id: string, after: string | undefined) => ({ id, after, receipts: [{ kind: "approve" as const, tool: "send_email", at: 0 }] });

  it("finds the item a card follows, or the subagent card it sits on", () => {
    const pending = pendingInterrupts({ runLive: false, storedState: stateWith({ id: "i", value: "?" }, { id: "j", value: "?", ns: ["tools:c1"] }) });
    const placed = placeInterrupts(items, pending);
    expect(cardAnchor(placed, "interrupt:i")).toBe("human:h2");
    expect(cardAnchor(placed, "interrupt:j")).toBe("subagents:a");
    expect(cardAnchor(placed, "interrupt:gone")).toBeUndefined();
  });

  it("puts each receipt right after its anchor, in decision order, else at the end", () => {
    const placed = placeReceipts(items, [decided("interrupt:a", "subagents:a"), decided("interrupt:b", "subagents:a"), decided("interrupt:c", "gone"), decided("interrupt:d", undefined)], []);
    expect(placed.map((i) => i.id)).toEqual(["human:h", "subagents:a", "receipt:interrupt:a", "receipt:interrupt:b", "human:h2", "receipt:interrupt:c", "receipt:interrupt:d"]);
    expect(placed[0]).toBe(items[0]);
  });

  it("puts a recorded receipt after the last item showing its message, and holds it while that is not loaded", () => {
    const recorded = (id: string, message: string) => ({ id, after: undefined, afterMessage: message, receipts: [{ kind: "approve" as const }] });
    const placed = placeReceipts(items, [recorded("interrupt:r", "a"), recorded("interrupt:s", "unloaded")], []);
    expect(placed.map((i) => i.id)).toEqual(["human:h", "subagents:a", "receipt:interrupt:r", "human:h2"]);
  });

  it("shows no receipt while its interrupt is still pending (the resume has not started)", () => {
    const [pending] = pendingInterrupts({ runLive: false, storedState: stateWith({ id: "i", value: "?" }) });
    expect(placeReceipts(items, [decided("interrupt:i", "human:h")], [pending!]).map((i) => i.id)).toEqual(["human:h", "subagents:a", "human:h2"]);
  });
});

describe("markNeedsInput", () => {
  it("marks the waiting tasks only, and changes nothing when none waits", () => {
    const ledger = [
      { id: "c1", description: "", subagentType: "", status: "in_progress" as const },
      { id: "c2", description: "", subagentType: "", status: "in_progress" as const },
    ] as never[];
    expect(markNeedsInput(ledger, new Set())).toBe(ledger);
    const marked = markNeedsInput(ledger, new Set(["c2"]));
    expect(marked[0]).toBe(ledger[0]);
    expect(marked[1]).toMatchObject({ id: "c2", needsInput: true });
  });
});

describe("the thread model with a paused run", () => {
  it("shows the request after the call it holds, keeps that call pending and says it waits", () => {
    const model = createThreadModel();
    const view = model.update(input({ storedState: stateWith({ id: "i1", value: review }) }));
    expect(view.items.map((i) => i.kind)).toEqual(["human", "subagents", "steps", "interrupt"]);
    expect((view.items.at(-1) as InterruptItem).interrupt.request).toMatchObject({ kind: "review", actions: [{ name: "send_email" }] });
    expect(view.interrupts).toHaveLength(1);
    // Not "no result": the run is paused before the call, not over.
    const steps = view.items[2]!;
    expect(steps.kind === "steps" && steps.steps[0]).toMatchObject({ name: "send_email", state: "pending" });
    expect(view.ledger).toEqual([expect.not.objectContaining({ needsInput: true })]);
  });

  it("marks the subagent that waits, on its card and in the ledger", () => {
    const model = createThreadModel();
    const view = model.update(input({ storedState: stateWith({ id: "i1", value: "Which market?", ns: ["tools:call_task"] }) }));
    expect(view.items.map((i) => i.kind)).toEqual(["human", "subagents", "steps"]);
    expect((view.items[1] as SubagentsItem).tasks[0]?.interrupt?.request).toMatchObject({ kind: "value", text: "Which market?" });
    expect(view.ledger[0]).toMatchObject({ id: "call_task", needsInput: true });
  });

  it("keeps the same items and interrupts while the state reads the same, and drops them once resumed", () => {
    const model = createThreadModel();
    const first = model.update(input({ storedState: stateWith({ id: "i1", value: review }) }));
    const again = model.update(input({ storedState: stateWith({ id: "i1", value: review }) }));
    expect(again.items).toBe(first.items);
    expect(again.interrupts).toBe(first.interrupts);
    const resumed = model.update(input({ storedState: stateWith({ id: "i1", value: review }), runLive: true, preferStored: false }));
    expect(resumed.interrupts).toEqual([]);
    expect(resumed.items.map((i) => i.kind)).toEqual(["human", "subagents", "steps"]);
  });

  it("leaves a receipt where the card was once the decision resumed the run", () => {
    const model = createThreadModel();
    const waiting = model.update(input({ storedState: stateWith({ id: "i1", value: review }) }));
    const decided = [{ id: "interrupt:i1", after: cardAnchor(waiting.items, "interrupt:i1"), receipts: [{ kind: "approve" as const, tool: "send_email", at: 0 }] }];
    const resumed = model.update(input({ storedState: stateWith({ id: "i1", value: review }), runLive: true, preferStored: false, decided }));
    expect(resumed.items.map((i) => i.kind)).toEqual(["human", "subagents", "steps", "receipt"]);
    expect(model.update(input({ storedState: stateWith({ id: "i1", value: review }), runLive: true, preferStored: false, decided })).items).toBe(resumed.items);
  });

  it("has nothing pending without a stored state", () => {
    const view = createThreadModel().update(input());
    expect(view.interrupts).toEqual([]);
    const steps = view.items[2]!;
    expect(steps.kind === "steps" && steps.steps[0]).toMatchObject({ state: "no_result" });
  });
});

describe("an interrupt raised in the tools node while a `task` call executes (deepagents)", () => {
  const messagesOf = (state: Record<string, unknown>) => (state.values as { messages: unknown[] }).messages;

  it("is the subagent's: Needs input on its card and in the ledger (fixtures/deepagents/subagent-interrupt)", () => {
    const { state } = recordedThread("subagent-interrupt");
    const [pending] = pendingInterrupts({ runLive: false, storedState: state });
    expect(pending).toMatchObject({ taskId: "call_04dec03d1f1540399e49", request: { kind: "review", actions: [{ name: "send_email" }] } });
    const view = createThreadModel().update(threadInput({ stored: readMessages(messagesOf(state)), storedState: state }));
    // The model's text before its call is a step; no interrupt item at the end: it is on the card.
    expect(view.items.map((i) => i.kind)).toEqual(["human", "steps", "subagents"]);
    const card = (view.items[2] as SubagentsItem).tasks[0]!;
    expect(card).toMatchObject({ toolCallId: "call_04dec03d1f1540399e49", status: "in_progress" });
    expect(card.interrupt?.id).toBe(pending!.id);
    expect(view.ledger).toEqual([expect.objectContaining({ id: "call_04dec03d1f1540399e49", needsInput: true })]);
    // Paused before the tools ran (the approval of the main agent's own call): the thread's.
    const before = pendingInterrupts({ runLive: false, storedState: recordedThread("api-interrupt").state });
    expect(before).toHaveLength(1);
    expect(before[0]!.taskId).toBeUndefined();
  });

  const call = (id: string, name: string) => ({ id, name, args: { description: id } });
  const paused = (path: unknown[], calls: { id: string; name: string }[], results: string[] = []) => ({
    values: {
      messages: [
        { type: "human", id: "h", content: "go" },
        { type: "ai", id: "a", content: "", tool_calls: calls },
        ...results.map((id) => ({ type: "tool", id: `r-${id}`, tool_call_id: id, content: "done" })),
      ],
    },
    tasks: [{ id: "t", name: "tools", path, interrupts: [{ id: "i", value: "?" }] }],
  });

  it("is the call at the task's push index among the calls without a result", () => {
    const calls = [call("c0", "task"), call("c1", "task"), call("c2", "send_email")];
    expect(pendingInterrupts({ runLive: false, storedState: paused(["__pregel_push", 1, false], calls) })[0]?.taskId).toBe("c1");
    // c0 answered already: the sends were made for c1 and c2.
    expect(pendingInterrupts({ runLive: false, storedState: paused(["__pregel_push", 0, false], calls, ["c0"]) })[0]?.taskId).toBe("c1");
    // Another tool's call at that index: not a subagent's.
    expect(pendingInterrupts({ runLive: false, storedState: paused(["__pregel_push", 2, false], calls) })[0]?.taskId).toBeUndefined();
    // No index, several calls: nothing says which.
    expect(pendingInterrupts({ runLive: false, storedState: paused(["__pregel_pull", "tools"], calls) })[0]?.taskId).toBeUndefined();
  });

  it("names the unanswered `task` call its push index points to (or the only call), and nothing else (property)", () => {
    const calls = fc.uniqueArray(fc.record({ id: fc.constantFrom("c0", "c1", "c2", "c3"), name: fc.constantFrom("task", "send_email") }), { selector: (c) => c.id, maxLength: 4 });
    const path = fc.oneof(fc.tuple(fc.constant("__pregel_push"), fc.integer({ min: -1, max: 5 }), fc.boolean()), fc.constant(["__pregel_pull", "tools"]), fc.anything());
    fc.assert(
      fc.property(calls, fc.subarray(["c0", "c1", "c2", "c3"]), path, fc.constantFrom("tools", "model_request"), (list, answered, taskPath, node) => {
        const state = paused(Array.isArray(taskPath) ? taskPath : [taskPath], list, answered);
        state.tasks[0]!.name = node;
        const open = list.filter((c) => !answered.includes(c.id));
        const index = Array.isArray(taskPath) && taskPath[0] === "__pregel_push" && typeof taskPath[1] === "number" && taskPath[1] >= 0 ? taskPath[1] : undefined;
        const meant = index !== undefined && open[index] !== undefined ? open[index] : open.length === 1 ? open[0] : undefined;
        const expected = node === "tools" && meant?.name === "task" ? meant.id : undefined;
        expect(pendingInterrupts({ runLive: false, storedState: state })[0]?.taskId).toBe(expected);
      }),
    );
  });
});
