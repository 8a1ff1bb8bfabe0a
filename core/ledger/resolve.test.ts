import { describe, expect, it } from "vitest";
import { contractFixture } from "../../fixtures/load";
import { resolveLedger } from "./resolve";
import { entry, ids, statuses } from "./test-entries";
import { TASK_TOOL } from "../tools/names";

type Wire = Record<string, unknown>;
interface Fixture {
  values: Wire;
  pages?: Wire[];
}

function fixture(prefix: string): Fixture {
  const data = contractFixture(prefix) as { state: { values: Wire }; pages?: Wire[] };
  return { values: data.state.values, pages: data.pages };
}

const messagesOf = (f: Fixture) => (Array.isArray(f.values.messages) ? (f.values.messages as unknown[]) : []);
const summary = (entries: ReturnType<typeof resolveLedger>) => new Map(entries.map((e) => [e.id as string, [e.description, e.status]]));

const ai = (id: string, callIds: string[]) => ({
  type: "ai",
  id,
  content: "",
  tool_calls: callIds.map((c) => ({ id: c, name: TASK_TOOL, args: { description: `task ${c}`, subagent_type: "coder" } })),
});
const done = (callId: string, text = "Task Succeeded. Result: ok") => ({ type: "tool", id: `r-${callId}`, tool_call_id: callId, name: TASK_TOOL, content: text });
const row = (id: string, status = "completed", extra: Wire = {}) => ({ id, description: `task ${id}`, subagent_type: "coder", status, ...extra });

describe("resolveLedger on the contract fixtures", () => {
  const gateway = fixture("gateway-");
  const noledger = fixture("noledger-");
  const fromChannel = resolveLedger({ channel: gateway.values.delegations, messages: messagesOf(gateway) });
  const derived = resolveLedger({ channel: noledger.values.delegations, messages: messagesOf(noledger) });

  it("the gateway ledger is the channel, in its order", () => {
    const channelIds = (gateway.values.delegations as Wire[]).map((d) => d.id);
    expect(ids(fromChannel)).toEqual(channelIds);
    expect(fromChannel[0]).toMatchObject({ status: "completed", stopReason: "token_capped", runId: "593760f0-7fb4-596a-8e82-8a25fa39fb41" });
    // A task only the channel knows (its call is not in this transcript) is kept.
    expect(fromChannel.some((e) => e.description === "Summarize benchmark caveats" && e.status === "in_progress")).toBe(true);
  });

  it("the noledger thread derives one entry per task call", () => {
    expect(noledger.values.delegations).toBeUndefined();
    expect(derived.length).toBeGreaterThan(0);
    const taskCalls = messagesOf(noledger).flatMap((m) => ((m as Wire).tool_calls as Wire[] | undefined) ?? []).filter((c) => c.name === TASK_TOOL);
    expect(ids(derived)).toEqual(taskCalls.map((c) => c.id));
  });

  it("both agree on the description and status of every task they share", () => {
    const a = summary(fromChannel);
    const b = summary(derived);
    const shared = [...b.keys()].filter((id) => a.has(id));
    expect(shared.length).toBe(b.size);
    for (const id of shared) expect(a.get(id)).toEqual(b.get(id));
    expect(new Set(statuses(derived))).toEqual(new Set(["completed", "timed_out"]));
  });

  it("the paged transcript rows derive the same tasks, with run ids and times", () => {
    const fromRows = resolveLedger({ channel: undefined, messages: gateway.pages ?? [] });
    expect(summary(fromRows)).toEqual(summary(derived));
    for (const e of fromRows) expect(e.runId !== undefined && e.createdAt !== undefined).toBe(true);
  });
});

describe("resolveLedger: channel and transcript together", () => {
  it("a lagging channel never hides a task: transcript-only tasks are merged in, after the ones before them", () => {
    const ledger = resolveLedger({ channel: [row("a"), row("b")], messages: [ai("m1", ["a", "b", "c"]), done("a"), done("b")] });
    expect(ids(ledger)).toEqual(["a", "b", "c"]);
    expect(ledger[2]?.status).toBe("in_progress");
  });

  it("tasks dropped from a capped channel come back before the oldest one it kept", () => {
    const ledger = resolveLedger({ channel: [row("c"), row("d")], messages: [ai("m1", ["a", "b", "c", "d"])] });
    expect(ids(ledger)).toEqual(["a", "b", "c", "d"]);
  });

  it("an empty channel is still a channel, and the transcript fills it", () => {
    expect(ids(resolveLedger({ channel: [], messages: [ai("m1", ["a"])] }))).toEqual(["a"]);
  });

  it("the transcript finishes a task the channel still has in progress", () => {
    const [e] = resolveLedger({ channel: [row("a", "in_progress")], messages: [ai("m1", ["a"]), done("a", "Task failed. Error: x")] });
    expect(e).toMatchObject({ status: "failed", error: "x", resultRef: "r-a" });
  });

  it("the channel wins where both know the outcome, and the transcript fills its gaps", () => {
    const [e] = resolveLedger({
      channel: [row("a", "cancelled", { created_at: "2026-01-01T00:00:00Z", description: "from channel" })],
      messages: [{ seq: 1, run_id: "r1", created_at: "2026-01-01T00:00:07Z", content: ai("m1", ["a"]) }, done("a", "Task timed out.")],
    });
    expect(e).toEqual(entry("a", "cancelled", { description: "from channel", subagentType: "coder", createdAt: "2026-01-01T00:00:00Z", runId: "r1", resultRef: "r-a" }));
  });

  it("a channel that is not an array means: derive", () => {
    expect(ids(resolveLedger({ channel: { not: "a list" }, messages: [ai("m1", ["a"])] }))).toEqual(["a"]);
  });
});

describe("resolveLedger: live events", () => {
  it("applies them in order after the channel and transcript", () => {
    const ledger = resolveLedger({
      channel: [{ id: "a", status: "completed", description: "A" }],
      messages: [],
      liveEvents: [
        { type: "task_started", task_id: "b", description: "B", subagent_type: "coder" },
        { type: "task_running", task_id: "a", message: "late" },
        { type: "task_running", task_id: "b", message: "working", message_index: 1, total_messages: 2 },
        "garbage",
      ],
      now: "2026-11-20T10:00:00Z",
    });
    expect(ledger).toEqual([
      entry("a", "completed", { description: "A" }),
      entry("b", "in_progress", { description: "B", subagentType: "coder", createdAt: "2026-11-20T10:00:00Z", progress: { message: "working", index: 1, total: 2 } }),
    ]);
  });

  it("leaves event-only tasks undated when no time is given (pure, no clock read)", () => {
    const [e] = resolveLedger({ channel: undefined, messages: [], liveEvents: [{ type: "task_started", task_id: "b" }] });
    expect(e?.createdAt).toBeUndefined();
  });

  it("stays linear: 100k tasks and 100k events resolve well within the test timeout (a per-event copy takes minutes)", () => {
    const n = 100_000;
    const callIds = Array.from({ length: n }, (_, i) => `c${i}`);
    const messages = [ai("m", callIds), ...callIds.filter((_, i) => i % 2 === 0).map((c) => done(c))];
    const channel = callIds.slice(n / 2).map((c) => row(c, "in_progress"));
    const liveEvents = callIds.map((c) => ({ type: "task_running", task_id: c, message: "m" }));
    const ledger = resolveLedger({ channel, messages, liveEvents, now: "2026-01-01T00:00:00Z" });
    expect(ledger).toHaveLength(n);
    expect(ids(ledger)).toEqual(callIds);
    expect(ledger.filter((e) => e.status === "completed")).toHaveLength(n / 2);
  });
});
