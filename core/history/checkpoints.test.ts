import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { readMessage } from "../messages/read";
import { condensedInHistory, findCondensedInHistory } from "./checkpoints";
import { mergeHistory } from "./merge";
import { EMPTY_LIVE_LOG } from "./live-log";
import { ai, contractFixture, human, keys, tool, type Wire } from "./test-helpers";

const state = (messages: unknown[], summary_text?: string) => ({ values: { messages, ...(summary_text === undefined ? {} : { summary_text }) }, next: [], checkpoint: {} });
/** Checkpoints as threads.getHistory returns them: newest first. */
const history = (...chronological: ReturnType<typeof state>[]) => [...chronological].reverse();
const legacy = (id: string, text: string): Wire => ({ type: "human", id, content: `Here is a summary of the conversation to date:\n\n${text}`, additional_kwargs: { lc_source: "summarization" } });
const durable = (id: string): Wire => ({ type: "human", id, content: "<durable_context>", additional_kwargs: { hide_from_ui: true, durable_context_data: true } });

describe("findCondensedInHistory: DeerFlow-style (RemoveMessage per id, summary in summary_text)", () => {
  // The stock fixture is the thread after its second compaction; its messages come from the
  // gateway fixture's transcript, so the states before can be rebuilt from it.
  const stock = contractFixture("stock-");
  const current = ((stock.state as Wire).values as Wire).messages as Wire[];
  const summaryNow = ((stock.state as Wire).values as Wire).summary_text as string;
  const rows = (contractFixture("gateway-").pages as Wire[]).map((r) => r.content as Wire);
  const bySeq = (...seqs: number[]) => seqs.map((s) => rows[s - 1]!);
  const [h15, d16, a17] = bySeq(15, 16, 17);
  const checkpoints = history(
    state(bySeq(1, 2, 3, 4, 5, 6, 7)),
    state(bySeq(7), "first summary"),
    state(bySeq(7, 9, 10, 11, 12, 13), "first summary"),
    state(bySeq(7, 9, 10, 11, 12, 13, 15), "first summary"),
    state([h15], summaryNow),
    state([h15, d16], summaryNow),
    state([h15, d16, a17], summaryNow),
  );

  it("returns what the newest compaction removed, in order", () => {
    expect(current.map((m) => m.id)).toEqual([h15, d16, a17].map((m) => m!.id));
    const found = findCondensedInHistory(current, checkpoints);
    expect(found).toEqual(bySeq(7, 9, 10, 11, 12, 13));
    // The summary_text card asks by its item id: the same compaction.
    expect(findCondensedInHistory(current, checkpoints, "summary_text")).toEqual(found);
  });

  it("leaves out what left the window later for other reasons (a replaced durable block)", () => {
    const old = durable("ctx-1");
    const fresh = durable("ctx-2");
    const cps = history(
      state([human("h1"), old, ai("a1"), human("h2")]),
      state([old, human("h2")], "s"),
      state([human("h2"), fresh], "s"),
      state([human("h2"), fresh, ai("a2")], "s"),
    );
    expect(keys(readMessages(findCondensedInHistory([human("h2"), fresh, ai("a2")], cps) ?? []))).toEqual(["h1", "a1"]);
  });

  it("is null when the history does not reach back to the compaction, or there was none", () => {
    expect(findCondensedInHistory(current, checkpoints.slice(0, 3))).toBeNull();
    expect(findCondensedInHistory([human("h1"), ai("a1")], history(state([human("h1")]), state([human("h1"), ai("a1")])))).toBeNull();
    expect(findCondensedInHistory(current, [])).toBeNull();
  });
});

describe("findCondensedInHistory: LangChain summarization middleware (REMOVE_ALL, summary message)", () => {
  const [h1, a1, h2, a2, h3, a3, h4, a4] = [human("h1"), ai("a1"), human("h2"), ai("a2"), human("h3"), ai("a3"), human("h4"), ai("a4")];
  // Each summary reuses the id of the first message it replaces (the previous summary, later).
  const s1 = legacy("h1", "first");
  const s2 = legacy("h1", "second");
  const checkpoints = history(
    state([h1, a1, h2, a2, h3]),
    state([s1, h3]),
    state([s1, h3, a3]),
    state([s1, h3, a3, h4]),
    state([s2, h4]),
    state([s2, h4, a4]),
  );
  const current = [s2, h4, a4];

  it("finds the newest compaction by its summary message, despite the reused id", () => {
    // The earlier summary was condensed too: it was in the window and left it.
    expect(findCondensedInHistory(current, checkpoints)).toEqual([s1, h3, a3]);
  });

  it("finds an older compaction by the id its card has in the merged list", () => {
    const merged = mergeHistory({ stored: readMessages([h1, a1, h2, a2, h3, s1, a3, h4, s2, a4]), live: EMPTY_LIVE_LOG });
    const [firstCard, secondCard] = merged.filter((m) => m.type === "summary");
    expect([firstCard?.id, secondCard?.id]).toEqual([readMessage(s1).id, readMessage(s2).id]);
    expect(firstCard?.id).toMatch(/^h1#summary-/);
    expect(findCondensedInHistory(current, checkpoints, firstCard!.id)).toEqual([h1, a1, h2, a2]);
    expect(findCondensedInHistory(current, checkpoints, secondCard!.id)).toEqual([s1, h3, a3]);
    // The wire id alone is ambiguous between summaries; it names the one in the window.
    expect(findCondensedInHistory(current, checkpoints, "h1")).toEqual([s1, h3, a3]);
  });
});

describe("findCondensedInHistory without any summary signature", () => {
  it("uses the newest state holding messages the window lacks (a plain trim)", () => {
    const cps = history(state([human("h1"), ai("a1"), human("h2")]), state([human("h2")]), state([human("h2"), ai("a2")]));
    expect(keys(readMessages(findCondensedInHistory([human("h2"), ai("a2")], cps) ?? []))).toEqual(["h1", "a1"]);
  });

  it("hands a card what it condensed read, an id-less message by the id its content gives", () => {
    const anonymous = { type: "ai", content: "anonymous" };
    const cps = history(state([human("h1"), anonymous, human("h2")]), state([human("h2")]));
    const found = condensedInHistory([human("h2")], cps, "summary_text");
    expect(found.map((m) => [m.type, m.id])).toEqual([
      ["human", "h1"],
      ["ai", readMessage(anonymous).id],
    ]);
    expect(found[1]).toMatchObject({ type: "ai", text: "anonymous" });
    expect(condensedInHistory([human("h2")], [], "summary_text")).toEqual([]);
  });

  it("never throws on garbage and skips broken checkpoints", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.option(fc.string(), { nil: undefined }), (current, checkpoints, id) => {
        const found = findCondensedInHistory(current as unknown[], checkpoints as unknown[], id);
        expect(found === null || Array.isArray(found)).toBe(true);
      }),
    );
    const cps = [null, { values: null }, { values: { messages: "x" } }, state([human("h1"), tool("t1", "c1"), 5])];
    expect(keys(readMessages(findCondensedInHistory([], cps) ?? []))).toEqual(["h1", "t1"]);
  });
});
