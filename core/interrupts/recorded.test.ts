import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { mayHoldDecisions, recordedDecisions } from "./recorded";

// Snapshots as the embedded server's history answers after a resumed send_email approval
// (trimmed): the checkpoint the run paused in keeps the request and, resumed, its result.

const ARGS = { to: "bob@example.com", subject: "About the launch", body: "Hello,\n\nA short note." };
const request = { actionRequests: [{ name: "send_email", args: ARGS, description: "d" }], reviewConfigs: [{ actionName: "send_email", allowedDecisions: ["approve", "edit", "reject"] }] };
const aiWith = (args: unknown) => ({ type: "ai", id: "run-ai", content: "I drafted an email.", tool_calls: [{ type: "tool_call", name: "send_email", args, id: "call_1" }] });

function history(result: unknown, { childAt = "2026-11-27T15:01:30.000Z" }: { childAt?: string | null } = {}): unknown[] {
  const paused = {
    checkpoint: { checkpoint_id: "cp-paused" },
    parent_checkpoint: { checkpoint_id: "cp-before" },
    created_at: "2026-11-27T14:58:00.000Z",
    next: ["HumanInTheLoopMiddleware.after_model"],
    tasks: [{ id: "t", name: "HumanInTheLoopMiddleware.after_model", interrupts: [{ id: "i1", value: request }], result }],
  };
  const child = { checkpoint: { checkpoint_id: "cp-after" }, parent_checkpoint: { checkpoint_id: "cp-paused" }, created_at: childAt, next: ["tools"], tasks: [{ id: "u", name: "tools", interrupts: [], result: null }] };
  return childAt === null ? [paused] : [child, paused];
}

const AT = Date.parse("2026-11-27T15:01:30.000Z");

describe("recordedDecisions", () => {
  it("reads an approval: the call went on with the arguments proposed", () => {
    expect(recordedDecisions(history({ messages: [aiWith(ARGS)] }))).toEqual([
      { id: "interrupt:i1", after: undefined, afterMessage: "run-ai", receipts: [{ kind: "approve", tool: "send_email", at: AT }] },
    ]);
  });

  it("reads an edit: the call went on with other arguments", () => {
    const [decided] = recordedDecisions(history({ messages: [aiWith({ ...ARGS, to: "carol@example.com" })] }));
    expect(decided?.receipts).toEqual([{ kind: "edit", tool: "send_email", at: AT }]);
  });

  it("reads a rejection and its reason from the error result, without the middleware's stock text", () => {
    const rejection = (content: string) => ({ type: "tool", id: "m", name: "send_email", tool_call_id: "call_1", status: "error", content });
    expect(recordedDecisions(history({ messages: [aiWith(ARGS), rejection("Wrong recipient")] }))[0]?.receipts).toEqual([{ kind: "reject", tool: "send_email", message: "Wrong recipient", at: AT }]);
    expect(recordedDecisions(history({ messages: [aiWith(ARGS), rejection("User rejected the tool call for `send_email` with id call_1")] }))[0]?.receipts).toEqual([
      { kind: "reject", tool: "send_email", at: AT },
    ]);
  });

  it("records nothing for a request still waiting, and no time where the next checkpoint is not read", () => {
    expect(recordedDecisions(history(null))).toEqual([]);
    expect(recordedDecisions(history({ messages: [aiWith(ARGS)] }, { childAt: null }))[0]?.receipts).toEqual([{ kind: "approve", tool: "send_email" }]);
  });

  it("names no decision it cannot tell: a call dropped beside a rejection, an agent-inbox request", () => {
    const two = { ...request, actionRequests: [...request.actionRequests, { name: "book_flight", args: {} }] };
    const snapshot = { checkpoint: { checkpoint_id: "c" }, tasks: [{ interrupts: [{ id: "i2", value: two }], result: { messages: [aiWith(ARGS), { type: "tool", id: "m", name: "send_email", tool_call_id: "call_1", status: "error", content: "no" }] } }] };
    expect(recordedDecisions([snapshot])[0]?.receipts).toEqual([{ kind: "reject", tool: "send_email", message: "no" }]);
    const inbox = { tasks: [{ interrupts: [{ id: "i3", value: [{ action_request: { action: "x", args: {} }, config: { allow_accept: true } }] }], result: { messages: [aiWith(ARGS)] } }] };
    expect(recordedDecisions([inbox])).toEqual([]);
  });

  it("never throws and lists each interrupt once, whatever the history holds", () => {
    const snapshot = fc.record({ checkpoint: fc.anything(), parent_checkpoint: fc.anything(), created_at: fc.oneof(fc.string(), fc.anything()), tasks: fc.oneof(fc.array(fc.record({ interrupts: fc.oneof(fc.constant([{ id: "i1", value: request }]), fc.anything()), result: fc.oneof(fc.constant({ messages: [aiWith(ARGS)] }), fc.record({ messages: fc.array(fc.anything()) }), fc.anything()) }, { requiredKeys: [] })), fc.anything()) }, { requiredKeys: [] });
    fc.assert(
      fc.property(fc.oneof(fc.array(fc.oneof(snapshot, fc.anything()), { maxLength: 4 }), fc.anything()), (raw) => {
        const ids = recordedDecisions(raw).map((d) => d.id);
        expect(new Set(ids).size).toBe(ids.length);
      }),
    );
  });
});

describe("mayHoldDecisions", () => {
  it("is true only when the newest messages have tool calls", () => {
    expect(mayHoldDecisions([{ type: "human" }, aiWith(ARGS), { type: "tool" }, { type: "human" }, { type: "ai", tool_calls: [] }])).toBe(true);
    expect(mayHoldDecisions([aiWith(ARGS), ...Array.from({ length: 50 }, () => ({ type: "ai", tool_calls: [] }))])).toBe(false);
    expect(mayHoldDecisions([null, 3])).toBe(false);
  });
  it("is false for a long thread whose every checkpoint holds the whole state", () => {
    const long = [...Array.from({ length: 500 }, () => ({ type: "human" })), aiWith(ARGS)];
    expect(mayHoldDecisions(long)).toBe(true);
    expect(mayHoldDecisions(long, true)).toBe(false);
    expect(mayHoldDecisions(long.slice(1), true)).toBe(true);
  });
});
