import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { threadInput } from "./test-input";
import { contextTokens, scanWindow } from "../context/window";
import { compactionCount, condensedRanges } from "../history/condensed";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "../history/live-log";
import { locateMessages } from "../history/locate";
import { mergeHistory } from "../history/merge";
import type { LiveLog } from "../history/types";
import { parseLedgerChannel } from "../ledger/channel";
import { ledgerOf } from "../ledger/derive";
import { combineLedger } from "../ledger/resolve";
import { isTranscriptGap, transcriptGap } from "../messages/gap";
import { readMessage, readMessages } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { buildTimelineFromParsed } from "../timeline/build";
import { historyPlans, materialize } from "../timeline/history-arbitrary";
import { findInTimeline } from "../timeline/search";
import { currentTodos } from "../todos/todos";
import { createThreadModel } from "./model";
import type { ThreadInput, ThreadView } from "./types";

type Wire = Record<string, unknown>;

// The model must give exactly what the from-scratch functions give, through any sequence of
// what a thread page sees: turns streamed and stored, earlier pages, edits, late results,
// re-sent messages, compactions, channels and option flips.

function expectFromScratch(view: ThreadView, input: ThreadInput) {
  // A fork cuts the stored messages at the one it left (core/thread/branches.ts).
  const cut = input.stored.findIndex((m) => input.forkedAt !== undefined && m.id === input.forkedAt);
  const messages = mergeHistory({ stored: cut < 0 ? input.stored : input.stored.slice(0, cut), live: input.live, preferStored: input.preferStored });
  expect(view.messages).toEqual(messages);
  const summaryText = typeof input.summaryText === "string" && !input.hasOlder ? input.summaryText : undefined;
  const items = buildTimelineFromParsed(messages, { showHidden: input.showHidden, runLive: input.runLive, summaryText });
  expect(view.items).toEqual(items);
  expect(JSON.stringify(view.items)).toBe(JSON.stringify(items));
  expect(view.settledItems).toBeLessThanOrEqual(items.length);
  expect(view.ledger).toEqual(combineLedger(parseLedgerChannel(input.delegations), ledgerOf(messages), input.taskEvents, undefined));
  const parsed = messages;
  const counted = compactionCount(parsed);
  const compacted = typeof input.summaryText === "string" && input.summaryText.length > 0;
  expect(view.compactions).toBe(counted === 0 && compacted ? 1 : counted);
  expect(view.compactionsPartial).toBe(input.hasOlder || (counted === 0 && compacted));
  expect(view.todos).toEqual(currentTodos({ todos: input.todos }, parsed));
  expect(view.condensedRanges()).toEqual(condensedRanges(parsed));
  const where = locateMessages(items);
  const ids = parsed.map((m) => m.id as string);
  for (const id of [...ids, "nope"]) {
    expect(view.locate(id)).toBe(where.get(id));
    expect(view.hasMessage(id)).toBe(ids.includes(id));
  }
  for (const query of ["[[", "ANS", "TR:1", "edited", "x"]) expect(view.find(query)).toEqual(findInTimeline(items, query));
  expect(view.context()).toEqual(contextTokens(scanWindow(parsed), input.summaryText));
}

const taskEvent = fc.oneof(
  fc.record({ type: fc.constant("task_started"), task_id: fc.constantFrom("c1-0", "c2-1", "zz"), description: fc.constantFrom("d", "") }),
  fc.record({ type: fc.constant("task_completed"), task_id: fc.constantFrom("c1-0", "zz"), result: fc.constant("done") }),
  fc.record({ type: fc.constant("task_running"), task_id: fc.constant("zz"), message: fc.constant("step") }),
);

const op = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("turn" as const), plans: historyPlans, newTurn: fc.boolean() }), weight: 3 },
  { arbitrary: fc.record({ op: fc.constant("stream" as const) }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant("observe" as const) }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant("store" as const), keep: fc.boolean() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("earlierPage" as const), plans: historyPlans }), weight: 1 },
  // Rows not loaded between the first pages and the newest (a gap marker moved, or gone).
  { arbitrary: fc.record({ op: fc.constant("gap" as const), at: fc.option(fc.nat()) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("edit" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("removeStored" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("lateResult" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("resend" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("compact" as const), k: fc.integer({ min: 1, max: 4 }) }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant("options" as const), showHidden: fc.boolean(), runLive: fc.boolean(), preferStored: fc.boolean(), hasOlder: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      op: fc.constant("channels" as const),
      delegations: fc.constantFrom(undefined, [], [{ id: "c1-0", description: "from channel", status: "completed" }], "junk"),
      todos: fc.constantFrom(undefined, [{ content: "channel step", status: "in_progress" }], 7),
      summaryText: fc.constantFrom(undefined, "", "older context", 3),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ op: fc.constant("event" as const), event: taskEvent }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("fork" as const), at: fc.option(fc.nat()) }), weight: 1 },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

interface World {
  /** The stored wire messages; `input.stored` is them read, each once (as transcript rows are). */
  stored: Wire[];
  read: (stored: Wire[]) => NormalizedMessage[];
  window: Wire[];
  live: LiveLog;
  input: ThreadInput;
  fresh: number;
}

function apply(world: World, step: Op): void {
  const next = () => (world.fresh += 1000);
  const pick = <T>(list: readonly T[], at: number) => list[at % Math.max(1, list.length)];
  switch (step.op) {
    case "turn":
      world.window = [...world.window, ...materialize(step.plans, next(), step.newTurn).messages];
      break;
    case "stream": {
      const last = world.window.at(-1);
      if (last !== undefined) world.window = [...world.window.slice(0, -1), { ...last, content: `${JSON.stringify(last.content ?? "")} more` }];
      break;
    }
    case "observe":
      world.live = observeLiveMessages(world.live, world.window);
      break;
    case "store":
      world.stored = step.keep ? [...world.stored, ...world.window.filter((m) => !world.stored.includes(m))] : [...world.window];
      break;
    case "earlierPage":
      world.stored = [...materialize(step.plans, next()).messages, ...world.stored];
      break;
    case "edit": {
      const target = pick(world.stored, step.at);
      if (target !== undefined) world.stored = world.stored.map((m) => (m === target ? { ...m, content: "edited" } : m));
      break;
    }
    case "remove": {
      const target = pick(world.window, step.at);
      world.window = world.window.filter((m) => m !== target);
      break;
    }
    case "gap": {
      const rest = world.stored.filter((m) => !isTranscriptGap(m));
      const at = step.at === null ? -1 : step.at % (rest.length + 1);
      world.stored = at < 0 ? rest : [...rest.slice(0, at), transcriptGap(at, at + 1) as unknown as Wire, ...rest.slice(at)];
      break;
    }
    case "removeStored": {
      const target = pick(world.stored, step.at);
      world.stored = world.stored.filter((m) => m !== target);
      break;
    }
    case "lateResult": {
      const calls = world.window.flatMap((m) => (Array.isArray(m.tool_calls) ? (m.tool_calls as Wire[]) : []));
      const call = pick(calls, step.at);
      if (call !== undefined) world.window = [...world.window, { type: "tool", id: `late-${next()}`, tool_call_id: call.id, content: "late" }];
      break;
    }
    case "resend": {
      const source = pick(world.window, step.at);
      if (source !== undefined) world.window = [...world.window, { ...source, content: "re-sent" }];
      break;
    }
    case "compact":
      world.live = observeSummarizationEvent(world.live, { type: "summarization", id: `s${next()}`, summary: "sum", replaced_count: step.k }, "2026-01-01T00:00:00Z");
      world.window = world.window.slice(step.k);
      break;
    case "options":
      world.input = { ...world.input, showHidden: step.showHidden, runLive: step.runLive, preferStored: step.preferStored, hasOlder: step.hasOlder };
      break;
    case "channels":
      world.input = { ...world.input, delegations: step.delegations, todos: step.todos, summaryText: step.summaryText };
      break;
    case "event":
      world.input = { ...world.input, taskEvents: [...world.input.taskEvents, step.event] };
      break;
    case "fork": {
      const target = step.at === null ? undefined : pick(world.stored, step.at);
      world.input = { ...world.input, forkedAt: target === undefined ? undefined : readMessage(target).id };
      break;
    }
  }
  world.input = { ...world.input, stored: world.read(world.stored), live: world.live };
}

/** Reads each wire message once, and a list the same as the last one to the same list. */
function reader(): (stored: Wire[]) => NormalizedMessage[] {
  const read = new Map<Wire, NormalizedMessage>();
  let last: { wire: Wire[]; out: NormalizedMessage[] } | undefined;
  return (wire) => {
    if (last?.wire === wire) return last.out;
    const out = wire.map((m) => {
      let message = read.get(m);
      if (message === undefined) read.set(m, (message = readMessage(m)));
      return message;
    });
    last = { wire, out };
    return out;
  };
}

function start(messages: Wire[] = []): World {
  const read = reader();
  const input = threadInput({ stored: read(messages), preferStored: false, runLive: true });
  return { stored: messages, read, window: [...messages], live: EMPTY_LIVE_LOG, input, fresh: 0 };
}

const human = (id: string, content = id): Wire => ({ type: "human", id, content });
const ai = (id: string, content = id, calls: [string, string][] = []): Wire => ({ type: "ai", id, content, tool_calls: calls.map(([callId, name]) => ({ id: callId, name, args: { description: "task" } })) });
const tool = (id: string, callId: string, content = "result"): Wire => ({ type: "tool", id, tool_call_id: callId, content });

describe("the thread model", () => {
  it("equals the from-scratch functions through any sequence of frames", () => {
    let reused = 0;
    fc.assert(
      fc.property(historyPlans, fc.array(op, { maxLength: 14 }), (plans, ops) => {
        const model = createThreadModel();
        const world = start(materialize(plans).messages);
        expectFromScratch(model.update(world.input), world.input);
        for (const step of ops) {
          apply(world, step);
          const view = model.update(world.input);
          expectFromScratch(view, world.input);
          if (view.items.slice(0, view.settledItems).some((item) => item.id !== "summary_text")) reused++;
        }
      }),
      { numRuns: 250 },
    );
    // Most frames build on settled turns: the property is about that path.
    expect(reused).toBeGreaterThan(500);
  });

  it("regroups when the message that started the live turn is gone", () => {
    const model = createThreadModel();
    const world = start([human("h1"), ai("a1", "", [["c1", "search"]]), human("h2"), ai("a2")]);
    expectFromScratch(model.update(world.input), world.input);
    // h2 removed (a branch replaced it): the orphan result now follows a1's steps directly.
    const input = { ...world.input, stored: world.read([world.stored[0]!, world.stored[1]!, tool("t9", "c9"), human("h3")]) };
    const view = model.update(input);
    expectFromScratch(view, input);
    expect(view.items[1]).toMatchObject({ kind: "steps", steps: [{ toolCallId: "c1" }, { toolCallId: "c9", orphan: true }] });
  });

  it("finds in the settled turns below a summary_text card", () => {
    const model = createThreadModel();
    const world = start([human("h1", "needle one"), ai("a1", "answer"), human("h2", "needle two")]);
    const input = { ...world.input, summaryText: "older context" };
    const view = model.update(input);
    expectFromScratch(view, input);
    expect(view.find("needle")).toEqual([1, 3]);
  });

  it("does not take a live message for a settled one with the same id", () => {
    // An id-less message gets an id from its content; a hostile one may carry that id.
    const idless = { type: "ai", content: "first" };
    const world = start([human("h1"), idless, human("h2"), ai(readMessage(idless).id, "again")]);
    const model = createThreadModel();
    expectFromScratch(model.update(world.input), world.input);
    const input = { ...world.input, stored: world.read([...world.stored, human("h3")]) };
    expectFromScratch(model.update(input), input);
  });

  it("keeps the settled turns' items while an answer streams, and extends them when a turn settles", () => {
    const model = createThreadModel();
    const world = start([human("h1"), ai("a1", "", [["c1", "task"]]), tool("t1", "c1"), ai("a2", "answer")]);
    const frame = (window: Wire[]) => {
      world.live = observeLiveMessages(world.live, window);
      world.input = { ...world.input, live: world.live };
      const view = model.update(world.input);
      expectFromScratch(view, world.input);
      return view;
    };
    const before = frame([...world.stored, human("h2"), ai("live", "Hel")]);
    expect(before.settledItems).toBe(3);
    const during = frame([...world.stored, human("h2"), ai("live", "Hello")]);
    for (let i = 0; i < 3; i++) expect(during.items[i]).toBe(before.items[i]);
    // Nothing the ledger shows changed: the same array, so its readers do not re-render.
    expect(during.ledger).toBe(before.ledger);
    const next = frame([...world.stored, human("h2"), ai("live", "Hello"), human("h3"), ai("live2", "…")]);
    expect(next.settledItems).toBe(5);
    for (let i = 0; i < 3; i++) expect(next.items[i]).toBe(before.items[i]);
  });

  it("derives a frame whole when the live turn completes a settled call, and is right either way", () => {
    const model = createThreadModel();
    const world = start([human("h1"), ai("a1", "", [["c1", "search"]]), human("h2")]);
    const first = model.update(world.input);
    expect(first.items[1]).toMatchObject({ kind: "steps", steps: [{ state: "no_result" }] });
    world.stored = [...world.stored, tool("t1", "c1", "late")];
    world.input = { ...world.input, stored: world.read(world.stored) };
    const late = model.update(world.input);
    expectFromScratch(late, world.input);
    expect(late.items[1]).toMatchObject({ kind: "steps", steps: [{ state: "done" }] });
  });

  it("hands back the same view parts when only unrelated input changes", () => {
    const model = createThreadModel();
    const world = start([human("h1"), ai("a1", "answer", [["c1", "write_todos"]])]);
    const first = model.update(world.input);
    const second = model.update({ ...world.input, taskEvents: [] });
    expect(second.items).toBe(first.items);
    expect(second.todos).toBe(first.todos);
    expect(second.ledger).toBe(first.ledger);
  });

  it("tolerates garbage anywhere in its input", () => {
    fc.assert(
      fc.property(fc.array(fc.anything(), { maxLength: 8 }), fc.anything(), fc.anything(), fc.anything(), (stored, delegations, todos, summaryText) => {
        const world = start();
        const input = { ...world.input, stored: readMessages(stored), delegations, todos, summaryText };
        expectFromScratch(createThreadModel().update(input), input);
      }),
    );
  });
});
