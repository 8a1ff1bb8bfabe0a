import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "./build";
import { history, historyPlans, materialize } from "./history-arbitrary";
import { type BuildOptions, createTimelineBuilder } from "./incremental";
import { ai, human, tool } from "./test-helpers";

type Wire = Record<string, unknown>;

function expectSameAsFullBuild(actual: unknown, messages: readonly unknown[], options: BuildOptions) {
  const expected = buildTimelineFromMessages(messages, options);
  expect(actual).toEqual(expected);
  expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
}

const operation = fc.oneof(
  fc.record({ op: fc.constant("append" as const), plans: historyPlans, newTurn: fc.boolean() }),
  fc.record({ op: fc.constant("stream" as const) }),
  fc.record({ op: fc.constant("edit" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("drop" as const) }),
  fc.record({ op: fc.constant("lateResult" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("resend" as const), at: fc.nat() }),
  fc.record({ op: fc.constant("options" as const), showHidden: fc.boolean(), runLive: fc.boolean() }),
);

describe("createTimelineBuilder", () => {
  it("always equals a full build, through appends, streaming, edits and option changes", () => {
    fc.assert(
      fc.property(history, fc.array(operation, { maxLength: 12 }), (start, ops) => {
        const builder = createTimelineBuilder();
        let messages: Wire[] = start.messages;
        let options: BuildOptions = { threadId: "T", runLive: true };
        let fresh = 100_000;
        expectSameAsFullBuild(builder.build(messages, options), messages, options);
        for (const step of ops) {
          messages = apply(messages, step, () => (fresh += 1000));
          if (step.op === "options") options = { threadId: "T", showHidden: step.showHidden, runLive: step.runLive, summaryText: "older" };
          expectSameAsFullBuild(builder.build(messages, options), messages, options);
        }
      }),
      { numRuns: 200 },
    );
  });

  it("reuses the settled turns while the live turn streams", () => {
    const builder = createTimelineBuilder();
    const settled = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), tool("t1", "c1", "r1"), ai("a2", "answer 1")];
    const options = { threadId: "T", runLive: true };
    let messages: Wire[] = [...settled, human("h2", "q2"), ai("live", "Hel")];
    const first = builder.build(messages, options);
    for (const text of ["Hello", "Hello wor", "Hello world"]) {
      messages = [...messages.slice(0, -1), ai("live", text)];
      const next = builder.build(messages, options);
      expectSameAsFullBuild(next, messages, options);
      // Same objects, not just equal ones: the prefix was not regrouped.
      for (let i = 0; i < 3; i++) expect(next[i]).toBe(first[i]);
    }
  });

  it("settles the previous turn into the prefix when a new turn starts, without regrouping the thread", () => {
    const builder = createTimelineBuilder();
    const options = { threadId: "T", runLive: true };
    const turn1 = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), tool("t1", "c1", "r1"), ai("a2", "answer 1")];
    const turn2 = [human("h2", "q2"), ai("a3", "", [["c2", "s"]]), ai("a4", "answer 2")];
    const first = builder.build([...turn1, ...turn2], options);
    let messages: Wire[] = [...turn1, ...turn2, human("h3", "q3"), ai("live", "Hel")];
    const turnStart = builder.build(messages, options);
    expectSameAsFullBuild(turnStart, messages, options);
    // The turns settled before stay the same objects.
    for (let i = 0; i < 3; i++) expect(turnStart[i]).toBe(first[i]);
    // The turn just settled shows its unanswered call as lost, no longer pending.
    expect(turnStart[4]).toMatchObject({ steps: [{ state: "no_result" }] });
    messages = [...messages.slice(0, -1), ai("live", "Hello")];
    const next = builder.build(messages, options);
    expectSameAsFullBuild(next, messages, options);
    // It joined the prefix: streaming the new turn reuses its items too.
    for (let i = 0; i < 6; i++) expect(next[i]).toBe(turnStart[i]);
  });

  it("regroups the settled turns when a late message changes them", () => {
    const builder = createTimelineBuilder();
    const options = { threadId: "T" };
    const base = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), human("h2", "q2")];
    builder.build(base, options);
    const late = [...base, tool("t1", "c1", "late result")];
    expectSameAsFullBuild(builder.build(late, options), late, options);
    const resent = [...late, human("h1", "edited q1")];
    expectSameAsFullBuild(builder.build(resent, options), resent, options);
    const shorter = resent.slice(0, 2);
    expectSameAsFullBuild(builder.build(shorter, options), shorter, options);
  });

  it("takes the settled turns from the full build it opened with once a run starts", () => {
    const builder = createTimelineBuilder();
    const settled = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), tool("t1", "c1", "r1"), ai("a2", "answer 1")];
    const read = [...settled, human("h2", "q2"), ai("a3", "answer 2")];
    const opened = builder.build(read, { threadId: "T" });
    expectSameAsFullBuild(opened, read, { threadId: "T" });
    const running = [...read, human("h3", "q3"), ai("live", "Hel")];
    const options = { threadId: "T", runLive: true };
    const next = builder.build(running, options);
    expectSameAsFullBuild(next, running, options);
    // The turns before h2 come from the opening build; the turn h2 settles is grouped anew.
    for (let i = 0; i < 3; i++) expect(next[i]).toBe(opened[i]);
    expect(next[3]).not.toBe(opened[3]);
  });

  it("does not take settled turns from a full build whose later messages changed them", () => {
    const builder = createTimelineBuilder();
    const base = [human("h1", "q1"), ai("a1", "", [["c1", "s"]]), ai("a2", "answer"), human("h2", "q2"), ai("a3", "answer 2")];
    builder.build(base, {});
    // The re-sent a1 is shown at a1's place in this full build...
    const resent = [...base, { ...ai("a1", "re-sent"), tool_calls: [] }];
    expectSameAsFullBuild(builder.build(resent, {}), resent, {});
    // ...so, once it is gone, that build's items before h2 are not the thread's.
    const back = resent.slice(0, -1);
    expectSameAsFullBuild(builder.build(back, {}), back, {});
    // Nor are they when a message after h2 answered a call before it.
    const late = [...base, tool("t1", "c1", "late")];
    expectSameAsFullBuild(builder.build(late, {}), late, {});
    const more = [...late, ai("a4", "more")];
    expectSameAsFullBuild(builder.build(more, {}), more, {});
  });

  it("makes the settled turn live again when the message after it goes away", () => {
    const builder = createTimelineBuilder();
    const options = { threadId: "T", runLive: true };
    const turn = [human("h1", "q1"), ai("a1", "", [["c1", "s"]])];
    builder.build([...turn, human("h2", "q2")], options);
    const items = builder.build(turn, options);
    expectSameAsFullBuild(items, turn, options);
    expect(items[1]).toMatchObject({ steps: [{ state: "pending" }] });
  });

  it("tolerates garbage", () => {
    const builder = createTimelineBuilder();
    expect(builder.build("nope" as unknown as unknown[])).toEqual([]);
    expectSameAsFullBuild(builder.build([null, 3, { type: "x" }]), [null, 3, { type: "x" }], {});
  });
});

function apply(messages: Wire[], step: OperationValue, fresh: () => number): Wire[] {
  const at = "at" in step ? step.at % Math.max(1, messages.length) : 0;
  switch (step.op) {
    case "append":
      return [...messages, ...materialize(step.plans, fresh(), step.newTurn).messages];
    case "stream": {
      const last = messages[messages.length - 1];
      if (last === undefined || typeof last.content !== "string") return messages;
      return [...messages.slice(0, -1), { ...last, content: `${last.content} more` }];
    }
    case "edit": {
      const copy = [...messages];
      if (copy[at] !== undefined) copy[at] = { ...copy[at], content: `edited ${at}` };
      return copy;
    }
    case "drop":
      return messages.slice(0, -1);
    case "lateResult": {
      const calls = messages.flatMap((m) => (Array.isArray(m.tool_calls) ? (m.tool_calls as Wire[]) : []));
      const call = calls[at % Math.max(1, calls.length)];
      return call === undefined ? messages : [...messages, tool(`late-${fresh()}`, String(call.id), "late")];
    }
    case "resend": {
      const source = messages[at];
      return source === undefined ? messages : [...messages, { ...source, content: "re-sent" }];
    }
    case "options":
      return [...messages];
  }
}

type OperationValue = typeof operation extends fc.Arbitrary<infer T> ? T : never;
