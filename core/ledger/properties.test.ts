import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseLedgerChannel } from "./channel";
import { deriveLedger } from "./derive";
import { applyTaskEvent } from "./events";
import { mergeLedger } from "./merge";
import { resolveLedger } from "./resolve";
import { TERMINAL_STATUSES, isTerminalStatus, type TaskStatus } from "./status";
import { entry } from "./test-entries";
import type { LedgerEntry } from "./types";
import { TASK_TOOL } from "../tools/names";

// Properties of the merge rule and the parsers over generated input. Ids come from a small
// pool so updates collide, which is where the merge rule does its work.

const STATUSES: readonly TaskStatus[] = ["in_progress", ...TERMINAL_STATUSES];
const ALLOWED = new Set<string>(STATUSES);
const taskId = fc.constantFrom("a", "b", "c", "d");
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
const text = fc.constantFrom("", "x", "y", "z");

const ledgerEntry: fc.Arbitrary<LedgerEntry> = fc
  .record({
    id: taskId,
    status: fc.constantFrom(...STATUSES),
    description: text,
    subagentType: text,
    runId: maybe(fc.constantFrom("r1", "r2")),
    resultRef: maybe(fc.constantFrom("m1", "m2")),
    resultBrief: maybe(text),
    resultSha256: maybe(fc.constantFrom("abc", "def")),
    stopReason: maybe(fc.constantFrom("token_capped" as const, "turn_capped" as const, "loop_capped" as const)),
    error: maybe(text),
    createdAt: maybe(fc.constantFrom("2026-01-01T00:00:00Z", "2026-01-02T00:00:00Z")),
    progress: maybe(fc.record({ message: text, index: maybe(fc.nat(5)), total: maybe(fc.nat(5)) })),
  })
  .map(({ id, status, runId, resultRef, ...rest }) => {
    // Drop undefined keys so generated entries look like parsed ones.
    const init = Object.fromEntries(Object.entries({ ...rest, runId, resultRef }).filter(([, v]) => v !== undefined));
    return entry(id, status, init);
  });
const ledger = fc.array(ledgerEntry, { maxLength: 8 });

const taskEvent = fc.oneof(
  fc.record({ type: fc.constant("task_started"), task_id: taskId, description: text, subagent_type: text }),
  fc.record({ type: fc.constant("task_running"), task_id: taskId, message: text, message_index: fc.nat(5), total_messages: fc.nat(5) }),
  fc.record({ type: fc.constant("task_completed"), task_id: taskId, result: text }),
  fc.record({ type: fc.constantFrom("task_failed", "task_cancelled", "task_timed_out"), task_id: taskId, error: text }),
  fc.anything(),
);

// Wire-ish messages: plausible shapes with fields that are often wrong, to reach deeper than fc.anything does.
const wireValue = fc.oneof(text, fc.anything());
const wireMessage = fc.oneof(
  fc.record(
    {
      type: fc.constantFrom("ai", "assistant", "AIMessageChunk", "human"),
      id: maybe(fc.constantFrom("m1", "m2", "m3")),
      content: wireValue,
      tool_calls: fc.oneof(fc.array(fc.record({ id: fc.oneof(taskId, fc.anything()), name: fc.constantFrom(TASK_TOOL, "search"), args: fc.oneof(fc.record({ description: wireValue, subagent_type: wireValue }), fc.anything()) }), { maxLength: 3 }), fc.anything()),
      created_at: wireValue,
    },
    { requiredKeys: ["type"] },
  ),
  fc.record(
    {
      type: fc.constantFrom("tool", "ToolMessage"),
      id: maybe(fc.constantFrom("r1", "r2")),
      tool_call_id: fc.oneof(taskId, fc.anything()),
      content: fc.oneof(fc.constantFrom("Task Succeeded. Result: ok", "Task failed.", "Task timed out.", "Task cancelled by user."), wireValue),
      status: fc.oneof(fc.constantFrom("success", "error"), fc.anything()),
      additional_kwargs: fc.oneof(fc.record({ subagent_status: fc.oneof(fc.constantFrom(...STATUSES, "canceled", "bogus"), fc.anything()), subagent_error: wireValue }), fc.anything()),
    },
    { requiredKeys: ["type"] },
  ),
  fc.record({ seq: fc.nat(), run_id: wireValue, created_at: wireValue, content: fc.anything() }),
  fc.anything(),
);

const byId = (entries: readonly LedgerEntry[]) => new Map(entries.map((e) => [e.id as string, e]));
const allAllowed = (entries: readonly LedgerEntry[]) => entries.every((e) => ALLOWED.has(e.status));

describe("mergeLedger properties", () => {
  it("is idempotent: merging the same updates again changes nothing", () => {
    fc.assert(
      fc.property(ledger, ledger, (current, updates) => {
        const once = mergeLedger(current, updates);
        expect(mergeLedger(once, updates)).toEqual(once);
        expect(mergeLedger(current, [...updates, ...updates])).toEqual(once);
      }),
    );
  });

  it("is indifferent to re-delivery: each update duplicated in place equals each once", () => {
    fc.assert(
      fc.property(ledger, ledger, (current, updates) => {
        const doubled = updates.flatMap((u) => [u, u]);
        expect(mergeLedger(current, doubled)).toEqual(mergeLedger(current, updates));
      }),
    );
  });

  it("applying updates in batches equals applying them at once", () => {
    fc.assert(
      fc.property(ledger, ledger, fc.nat(), (current, updates, cut) => {
        const at = updates.length === 0 ? 0 : cut % (updates.length + 1);
        const split = mergeLedger(mergeLedger(current, updates.slice(0, at)), updates.slice(at));
        expect(split).toEqual(mergeLedger(current, updates));
        const oneByOne = updates.reduce<LedgerEntry[]>((l, u) => mergeLedger(l, [u]), mergeLedger(current, []));
        expect(oneByOne).toEqual(mergeLedger(current, updates));
      }),
    );
  });

  it("updates for distinct tasks commute: only the order of new entries depends on their order", () => {
    fc.assert(
      fc.property(ledger, ledger.map((u) => [...byId(u).values()]), fc.nat(), (current, distinct, seed) => {
        const shuffled = [...distinct].sort((x, y) => ((x.id.charCodeAt(0) * 31 + seed) % 7) - ((y.id.charCodeAt(0) * 31 + seed) % 7));
        expect(byId(mergeLedger(current, shuffled))).toEqual(byId(mergeLedger(current, distinct)));
      }),
    );
  });

  it("keeps first-seen order and never downgrades a terminal entry", () => {
    fc.assert(
      fc.property(ledger, ledger, (current, updates) => {
        const merged = mergeLedger(current, updates);
        const firstSeen = [...new Set([...current, ...updates].map((e) => e.id as string))];
        expect(merged.map((e) => e.id as string)).toEqual(firstSeen);
        const after = byId(merged);
        for (const e of mergeLedger([], current)) {
          if (isTerminalStatus(e.status)) expect(isTerminalStatus(after.get(e.id)?.status ?? "in_progress")).toBe(true);
          if (e.createdAt !== undefined) expect(after.get(e.id)?.createdAt).toBe(e.createdAt);
        }
        for (const e of merged) if (isTerminalStatus(e.status)) expect(e.progress).toBeUndefined();
      }),
    );
  });
});

describe("events properties", () => {
  it("a terminal entry never becomes in_progress under any event sequence", () => {
    fc.assert(
      fc.property(ledger, fc.array(taskEvent, { maxLength: 20 }), (start, events) => {
        let current = mergeLedger([], start);
        const finished = new Set<string>();
        for (const e of current) if (isTerminalStatus(e.status)) finished.add(e.id);
        for (const event of events) {
          current = applyTaskEvent(current, event, "2026-01-03T00:00:00Z");
          for (const e of current) {
            if (finished.has(e.id)) expect(isTerminalStatus(e.status)).toBe(true);
            if (isTerminalStatus(e.status)) finished.add(e.id);
          }
        }
        expect(allAllowed(current)).toBe(true);
      }),
    );
  });

  it("resolveLedger applies events exactly as applyTaskEvent does, one by one", () => {
    fc.assert(
      fc.property(ledger, fc.array(taskEvent, { maxLength: 12 }), (start, events) => {
        const channel = start.map((e) => ({ id: e.id, status: e.status, description: e.description, subagent_type: e.subagentType, created_at: e.createdAt }));
        const base = resolveLedger({ channel, messages: [] });
        const folded = events.reduce<LedgerEntry[]>((l, ev) => applyTaskEvent(l, ev, "now"), base);
        expect(resolveLedger({ channel, messages: [], liveEvents: events, now: "now" })).toEqual(folded);
      }),
    );
  });
});

describe("parsers never throw and only produce allowed statuses", () => {
  it("parseLedgerChannel", () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.array(fc.oneof(fc.anything(), fc.record({ id: fc.oneof(taskId, fc.anything()), status: fc.anything() })))), (raw) => {
        const parsed = parseLedgerChannel(raw);
        expect(parsed === null || allAllowed(parsed)).toBe(true);
        if (!Array.isArray(raw)) expect(parsed).toBeNull();
      }),
    );
  });

  it("deriveLedger", () => {
    fc.assert(
      fc.property(fc.array(wireMessage, { maxLength: 8 }), fc.anything(), (messages, junk) => {
        expect(allAllowed(deriveLedger(messages))).toBe(true);
        expect(allAllowed(deriveLedger(junk as unknown[]))).toBe(true);
      }),
    );
  });

  it("applyTaskEvent", () => {
    fc.assert(
      fc.property(ledger, fc.anything(), (current, event) => {
        expect(allAllowed(applyTaskEvent(current, event, "now"))).toBe(true);
      }),
    );
  });

  it("resolveLedger", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(wireMessage, { maxLength: 6 }), fc.array(taskEvent, { maxLength: 6 }), (channel, messages, liveEvents) => {
        expect(allAllowed(resolveLedger({ channel, messages, liveEvents, now: "now" }))).toBe(true);
      }),
    );
  });
});
