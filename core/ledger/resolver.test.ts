import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { resolveLedger } from "./resolve";
import { editAt, streamLast } from "../history/test-helpers";
import { createLedgerResolver } from "./resolver";

type Wire = Record<string, unknown>;

const human = (id: string): Wire => ({ type: "human", id, content: `q ${id}` });
const answer = (id: string, content = `a ${id}`): Wire => ({ type: "ai", id, content });
const taskCall = (id: string, callId: string): Wire => ({
  type: "ai",
  id,
  content: "",
  tool_calls: [{ id: callId, name: "task", args: { description: `do ${callId}`, subagent_type: "researcher" } }],
});
const otherCall = (id: string, callId: string): Wire => ({ type: "ai", id, content: "", tool_calls: [{ id: callId, name: "search", args: {} }] });
const result = (id: string, callId: string, content = "Task Succeeded. Result: done"): Wire => ({ type: "tool", id, tool_call_id: callId, content });

describe("createLedgerResolver", () => {
  it("returns the same ledger while an answer streams, and follows a task's result", () => {
    const resolver = createLedgerResolver();
    const settled: Wire[] = [];
    for (let t = 0; t < 40; t++) settled.push(human(`h${t}`), taskCall(`c${t}`, `k${t}`), result(`r${t}`, `k${t}`), answer(`a${t}`));
    let messages = [...settled, human("hl"), answer("live", "Hel")];
    const first = resolver.resolve({ channel: undefined, messages, threadId: "T" });
    expect(first).toEqual(resolveLedger({ channel: undefined, messages, threadId: "T" }));
    for (const text of ["Hello", "Hello wor", "Hello world"]) {
      messages = [...messages.slice(0, -1), answer("live", text)];
      expect(resolver.resolve({ channel: undefined, messages, threadId: "T" })).toBe(first);
    }
    messages = [...messages, taskCall("c-live", "k-live")];
    const running = resolver.resolve({ channel: undefined, messages, threadId: "T" });
    expect(running).toEqual(resolveLedger({ channel: undefined, messages, threadId: "T" }));
    expect(running.at(-1)).toMatchObject({ id: "k-live", status: "in_progress" });
  });

  type Op = { op: "append"; kind: number; ref: number } | { op: "stream" } | { op: "edit"; at: number } | { op: "drop" } | { op: "channel"; on: boolean } | { op: "event"; ref: number };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("append" as const), kind: fc.nat(4), ref: fc.nat(8) }), weight: 6 },
    { arbitrary: fc.record({ op: fc.constant("stream" as const) }), weight: 4 },
    { arbitrary: fc.record({ op: fc.constant("edit" as const), at: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("drop" as const) }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("channel" as const), on: fc.boolean() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("event" as const), ref: fc.nat(8) }), weight: 1 },
  );

  it("always equals resolveLedger, through appends, streaming, edits, channels and events", () => {
    fc.assert(
      fc.property(fc.nat(80), fc.array(op, { maxLength: 60 }), (startCount, ops) => {
        let n = 0;
        // Call ids from a small pool: results meet calls across the settled boundary, before
        // and after them, and twice.
        const make = (kind: number, ref: number): Wire => {
          const id = `m${n++}`;
          if (kind === 0) return human(id);
          if (kind === 1) return answer(id);
          if (kind === 2) return taskCall(id, `k${ref}`);
          if (kind === 3) return result(id, `k${ref}`, ref % 2 === 0 ? "Task failed. Error: x" : "Task Succeeded. Result: y");
          return otherCall(id, `k${ref}`);
        };
        let messages: Wire[] = Array.from({ length: startCount }, (_, i) => make(i % 5, i % 9));
        let channel: unknown = undefined;
        let liveEvents: unknown[] = [];
        const resolver = createLedgerResolver();
        const check = () => {
          const input = { channel, messages, liveEvents, threadId: "T", now: "2026-01-01T00:00:00Z" };
          expect(resolver.resolve(input)).toEqual(resolveLedger(input));
        };
        check();
        for (const step of ops) {
          if (step.op === "append") messages = [...messages, make(step.kind, step.ref)];
          else if (step.op === "stream") messages = streamLast(messages);
          else if (step.op === "edit" && messages.length > 0) messages = editAt(messages, step.at);
          else if (step.op === "drop") messages = messages.slice(0, -1);
          else if (step.op === "channel") channel = step.on ? [{ id: "k1", description: "from channel", subagent_type: "x", status: "completed" }] : undefined;
          else if (step.op === "event") liveEvents = [...liveEvents, { type: "task_started", task_id: `k${step.ref}`, description: "live" }];
          check();
        }
      }),
      { numRuns: 300 },
    );
  });
});
