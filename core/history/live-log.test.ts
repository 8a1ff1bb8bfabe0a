import { describe, expect, it } from "vitest";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
import { ai, human, keys, summarization, tool } from "./test-helpers";
import type { LiveLog } from "./types";

const NOW = "2026-11-20T10:00:00Z";
const entryKeys = (log: LiveLog) => log.entries.map((e) => e.key);
const messageOf = (log: LiveLog, key: string) => log.entries.find((e) => e.key === key)?.message;
const textOf = (message: NormalizedMessage | undefined) => (message !== undefined && "text" in message ? message.text : undefined);
const observeAll = (...windows: unknown[][]) => windows.reduce<LiveLog>((log, w) => observeLiveMessages(log, w), EMPTY_LIVE_LOG);

describe("observeLiveMessages", () => {
  it("records a window in order", () => {
    const log = observeAll([human("h1"), ai("a1"), human("h2")]);
    expect(entryKeys(log)).toEqual(["h1", "a1", "h2"]);
  });

  it("updates a streamed message in place: the newest chunk wins, the position stays", () => {
    const h1 = human("h1");
    const log1 = observeAll([h1, ai("a1", "Hel")]);
    const chunk = ai("a1", "Hello");
    const log2 = observeLiveMessages(log1, [h1, chunk]);
    expect(entryKeys(log2)).toEqual(["h1", "a1"]);
    expect(messageOf(log2, "a1")).toEqual(readMessage(chunk));
    expect(textOf(messageOf(log2, "a1"))).toBe("Hello");
    // The earlier log is untouched (immutable).
    expect(textOf(messageOf(log1, "a1"))).toBe("Hel");
    // Unchanged messages keep their objects, so downstream memoization holds.
    expect(log2.entries[0]).toBe(log1.entries[0]);
  });

  it("returns the same log when nothing changed, also for equal content in new objects", () => {
    const window = [human("h1"), ai("a1")];
    const log = observeAll(window);
    expect(observeLiveMessages(log, window)).toBe(log);
    expect(observeLiveMessages(log, [...window])).toBe(log);
    expect(observeLiveMessages(log, structuredClone(window))).toBe(log);
    // A prefix of the window (messages removed) changes nothing either.
    expect(observeLiveMessages(log, [window[1]])).toBe(log);
    expect(observeLiveMessages(log, [])).toBe(log);
  });

  it("never removes messages a compaction dropped from the window", () => {
    const before = [human("h1"), ai("a1"), tool("t1", "c1"), ai("a2"), human("h2")];
    const log = observeAll(before, [human("h2")], [human("h2"), ai("a3")]);
    expect(entryKeys(log)).toEqual(["h1", "a1", "t1", "a2", "h2", "a3"]);
  });

  it("places a new message right after its predecessor, past entries the window no longer holds", () => {
    let log = observeAll([human("h1"), ai("a1"), human("h2")]);
    log = observeSummarizationEvent(log, summarization("s1", 2), NOW);
    log = observeLiveMessages(log, [human("h2")]);
    log = observeLiveMessages(log, [human("h2"), ai("a2")]);
    expect(entryKeys(log)).toEqual(["h1", "a1", "h2", "s1", "a2"]);
  });

  it("places a new message before the entries the window puts after it", () => {
    const log = observeAll([human("h1"), human("h3")], [human("h1"), human("h2"), human("h3")]);
    expect(entryKeys(log)).toEqual(["h1", "h2", "h3"]);
  });

  it("puts a message without predecessor at the front, after entries the window dropped", () => {
    const log = observeAll([human("h2"), ai("a2")], [human("h1"), human("h2")]);
    expect(entryKeys(log)).toEqual(["h1", "h2", "a2"]);
    const after = observeAll([human("x"), ai("y")], [human("z")]);
    expect(entryKeys(after)).toEqual(["x", "y", "z"]);
  });

  it("appends a new legacy summary where the compaction happened, not at the window's front", () => {
    const summary = { type: "human", id: "h1", content: "Here is a summary of the conversation to date:\n\n- points", additional_kwargs: { lc_source: "summarization" } };
    let log = observeAll([human("h1"), ai("a1"), human("h2")]);
    // LangChain: REMOVE_ALL, then the summary (reusing the first message's id), then the kept tail.
    log = observeLiveMessages(log, [summary, human("h2")]);
    log = observeLiveMessages(log, [summary, human("h2"), ai("a2")]);
    const summaryId = readMessage(summary).id;
    expect(summaryId).toMatch(/^h1#summary-/);
    expect(keys(log.entries.map((e) => e.message))).toEqual(["h1", "a1", "h2", summaryId, "a2"]);
    expect(messageOf(log, summaryId)).toMatchObject({ type: "summary", source: "legacy" });
    // The summary did not overwrite the message whose id it reuses.
    expect(textOf(messageOf(log, "h1"))).toBe("text of h1");
  });

  it("keeps the last version of an id repeated within one window, at the first position", () => {
    const log = observeAll([ai("a1", "v1"), human("h1"), ai("a1", "v2")]);
    expect(entryKeys(log)).toEqual(["a1", "h1"]);
    expect(textOf(messageOf(log, "a1"))).toBe("v2");
  });

  it("rebuilds from a joined stream that starts with the full current window (reconnect)", () => {
    const window = [human("h2"), ai("a2"), tool("t2", "c2")];
    const log = observeAll(window);
    expect(entryKeys(log)).toEqual(["h2", "a2", "t2"]);
  });

  it("ignores garbage entries and a window that is not an array", () => {
    const log = observeAll([null, 3, "x", [], human("h1"), undefined, ai("a1")]);
    expect(entryKeys(log)).toEqual(["h1", "a1"]);
    expect(observeLiveMessages(log, "nope" as unknown as unknown[])).toBe(log);
    expect(observeLiveMessages(EMPTY_LIVE_LOG, [null])).toBe(EMPTY_LIVE_LOG);
    expect(EMPTY_LIVE_LOG.entries).toEqual([]);
  });

  it("keys id-less messages by content, so a re-sent window does not duplicate them", () => {
    const log = observeAll([{ type: "human", content: "hi" }], [{ type: "human", content: "hi" }, ai("a1")]);
    expect(log.entries).toHaveLength(2);
  });

  it("shares the position index along a chain of logs and stays correct when an old log branches", () => {
    const base = observeAll([human("h1")]);
    const a = observeLiveMessages(base, [human("h1"), ai("a1")]);
    expect(a.index.positions).toBe(base.index.positions);
    // Branching from `base` again must not see a1, nor corrupt `a`.
    const b = observeLiveMessages(base, [human("h1"), ai("b1")]);
    const b2 = observeLiveMessages(b, [human("h1"), ai("b1"), ai("a1")]);
    const a2 = observeLiveMessages(a, [human("h1"), ai("a1"), ai("b1")]);
    expect(entryKeys(base)).toEqual(["h1"]);
    expect(entryKeys(b2)).toEqual(["h1", "b1", "a1"]);
    expect(entryKeys(a2)).toEqual(["h1", "a1", "b1"]);
    expect(observeLiveMessages(a2, [ai("a1", "new")]).entries.map((e) => textOf(e.message))).toEqual(["text of h1", "new", "answer b1"]);
    expect(observeLiveMessages(b2, [ai("a1", "new")]).entries.map((e) => textOf(e.message))).toEqual(["text of h1", "answer b1", "new"]);
  });

  it("keeps an extended log intact when an older log that only updated a message is extended", () => {
    const old = observeAll([human("h1")]);
    const extended = observeLiveMessages(old, [human("h1"), ai("a1")]);
    // `old` no longer owns the shared index; updating it must not take the index over.
    const updated = observeLiveMessages(old, [human("h1", "edited")]);
    observeLiveMessages(observeLiveMessages(updated, [human("h1", "edited"), ai("x")]), [ai("x"), ai("a1")]);
    const next = observeLiveMessages(extended, [human("h1"), ai("a1", "v2")]);
    expect(entryKeys(next)).toEqual(["h1", "a1"]);
  });
});

describe("observeSummarizationEvent", () => {
  it("adds a live marker after the last entry", () => {
    const log = observeSummarizationEvent(observeAll([human("h1"), ai("a1")]), { type: "summarization", id: "s1", summary: "sum", replaced_count: 2, tokens_before: 900, tokens_after: 120 }, NOW);
    expect(entryKeys(log)).toEqual(["h1", "a1", "s1"]);
    expect(log.entries[2]?.message).toEqual({
      type: "summary",
      id: "s1",
      source: "marker",
      summary: "sum",
      failed: false,
      replacedCount: 2,
      tokensBefore: 900,
      tokensAfter: 120,
      createdAt: NOW,
    });
    expect(log.entries[2]?.summary).toBe("sum");
  });

  it("ignores an event whose id is already in the log", () => {
    const log = observeSummarizationEvent(EMPTY_LIVE_LOG, summarization("s1", 2), NOW);
    expect(observeSummarizationEvent(log, summarization("s1", 3), "later")).toBe(log);
  });

  it("ignores garbage", () => {
    const log = observeAll([human("h1")]);
    for (const event of [null, 1, "summarization", [], {}, { type: "task_started", id: "x" }, { type: "summary_marker", id: "m" }]) {
      expect(observeSummarizationEvent(log, event, NOW)).toBe(log);
    }
  });

  it("reads sloppy fields tolerantly and gives an id-less event a stable id", () => {
    const event = { type: "summarization", summary: 42, replaced_count: "3", tokens_before: "many" };
    const one = observeSummarizationEvent(EMPTY_LIVE_LOG, event, NOW);
    const two = observeSummarizationEvent(EMPTY_LIVE_LOG, { ...event }, NOW);
    expect(one.entries[0]?.message).toEqual({ type: "summary", id: expect.stringMatching(/^summarization-/), source: "marker", summary: "42", failed: false, replacedCount: 3, createdAt: NOW });
    expect(one.entries[0]?.key).toBe(two.entries[0]?.key);
    expect(observeSummarizationEvent(one, event, NOW)).toBe(one);
  });
});
