import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { buildTimelineFromParsed } from "../timeline/build";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
import { mergeHistory } from "./merge";
import { ai, human, keys, marker, summarization, tool } from "./test-helpers";
import type { LiveLog } from "./types";

const NOW = "2026-11-20T10:00:00Z";
const earlier = [human("m1"), ai("m2", "", { tool_calls: [{ id: "c1", name: "search", args: {} }] }), tool("m3", "c1"), ai("m4"), human("m5"), ai("m6")];
const observe = (log: LiveLog, ...windows: unknown[][]) => windows.reduce((l, w) => observeLiveMessages(l, w), log);
const timelineIds = (messages: readonly NormalizedMessage[]) => buildTimelineFromParsed(messages).map((i) => i.id);
const textOf = (message: NormalizedMessage | undefined) => (message !== undefined && "text" in message ? message.text : undefined);
const stored = readMessages(earlier);

/** A run on a thread holding `earlier`: h7 is sent, the agent compacts the 6 oldest, then answers. */
function compactingRun() {
  let log = observe(EMPTY_LIVE_LOG, [...earlier, human("h7")]);
  log = observeSummarizationEvent(log, summarization("s1", 6), NOW);
  log = observe(log, [human("h7")], [human("h7"), ai("a8", "Hel")]);
  return log;
}

describe("mergeHistory", () => {
  it("shows the streamed version of the message being written, in its place", () => {
    const wire = earlier.slice(0, 4);
    const stored = readMessages(wire);
    let log = observe(EMPTY_LIVE_LOG, [...wire, human("m5")], [...wire, human("m5"), ai("m6", "Hel")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6"]);
    log = observe(log, [...wire, human("m5"), ai("m6", "Hello")]);
    const merged = mergeHistory({ stored, live: log });
    expect(textOf(merged[5])).toBe("Hello");
    // Unchanged messages are the stored objects themselves (downstream memoization).
    expect(merged[0]).toBe(stored[0]);
  });

  it("keeps the messages a compaction removes from the window, with the card after them", () => {
    const log = compactingRun();
    for (const stored of [readMessages(earlier), [], readMessages([human("h7")])]) {
      const merged = mergeHistory({ stored, live: log });
      expect(keys(merged)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
    }
    const ids = timelineIds(mergeHistory({ stored, live: log }));
    expect(ids.indexOf("summary:s1")).toBeGreaterThan(ids.indexOf("human:h7"));
    expect(ids.filter((id) => id.startsWith("summary:"))).toEqual(["summary:s1"]);
  });

  it("gives the same list when the window shrinks before the event arrives", () => {
    let log = observe(EMPTY_LIVE_LOG, [...earlier, human("h7")]);
    const shrunk = observe(log, [human("h7")]);
    expect(shrunk).toBe(log);
    log = observeSummarizationEvent(shrunk, summarization("s1", 6), NOW);
    log = observe(log, [human("h7"), ai("a8", "Hel")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(keys(mergeHistory({ stored, live: compactingRun() })));
  });

  it("replaces the live card in place by the stored marker once the transcript is refetched", () => {
    const log = compactingRun();
    const live = mergeHistory({ stored, live: log });
    const storedMarker = marker("s1", 6, { run_id: "r2", created_at: "2026-11-20T10:00:01Z", tokens_before: 900, tokens_after: 100 });
    const refetched = readMessages([...earlier, human("h7"), storedMarker, ai("a8", "Hello there")]);
    const merged = mergeHistory({ stored: refetched, live: log });
    expect(keys(merged)).toEqual(keys(live));
    expect(merged[7]).toBe(refetched[7]);
    expect(merged[7]).toMatchObject({ type: "summary", runId: "r2", tokensBefore: 900 });
    expect(timelineIds(merged)).toEqual(timelineIds(live));
  });

  it("lets a live version win over storage only while it differs, unless told storage is final", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("h1"), ai("a1", "draft")]);
    const stored = readMessages([human("h1"), ai("a1", "final")]);
    expect(textOf(mergeHistory({ stored, live: log })[1])).toBe("draft");
    expect(textOf(mergeHistory({ stored, live: log, preferStored: true })[1])).toBe("final");
    const same = observe(EMPTY_LIVE_LOG, [human("h1"), ai("a1", "final")]);
    const merged = mergeHistory({ stored, live: same });
    expect(merged).toEqual(stored);
    // Equal versions: the stored objects themselves.
    merged.forEach((m, i) => expect(m).toBe(stored[i]));
  });

  it("rebuilds after a reconnect from a stream that starts with the current window", () => {
    const stored = readMessages([...earlier, human("h7"), marker("s1", 6)]);
    const log = observe(EMPTY_LIVE_LOG, [human("h7")], [human("h7"), ai("a8", "Hel")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
  });

  it("falls back to the state window (no transcript) without losing what the live log saw", () => {
    // Stock server: after the run the state holds only the window; the log still has the rest.
    const log = compactingRun();
    const state = readMessages([human("h7"), ai("a8", "Hello there")]);
    expect(keys(mergeHistory({ stored: state, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
  });

  it("keeps a stopped answer before the messages of the runs after it", () => {
    // The stopped answer never reaches storage; queued messages ran after it unseen, and the
    // stored list, read after the run ended, holds them and their answers.
    const stopped = observe(EMPTY_LIVE_LOG, [human("h1"), ai("p", "Point 1")]);
    const after = readMessages([human("h1"), human("h2"), ai("a2"), human("h3"), ai("a3")]);
    expect(keys(mergeHistory({ stored: after, live: stopped, preferStored: true }))).toEqual(["h1", "p", "h2", "a2", "h3", "a3"]);
    // Seen where the page joined its run: after everything the page saw.
    const joined = observe(stopped, [human("h3")]);
    expect(keys(mergeHistory({ stored: after, live: joined, preferStored: true }))).toEqual(["h1", "p", "h2", "a2", "h3", "a3"]);
  });

  it("puts live messages sharing nothing with storage after it", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("x1"), ai("x2")]);
    expect(keys(mergeHistory({ stored: readMessages([human("h1")]), live: log }))).toEqual(["h1", "x1", "x2"]);
  });

  it("inserts after the nearest placed live entry even when storage orders anchors differently", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("b"), human("x"), human("a"), human("y")]);
    expect(keys(mergeHistory({ stored: readMessages([human("a"), human("b")]), live: log }))).toEqual(["a", "y", "b", "x"]);
  });

  it("renders a repeated id once: the last version at the first position; markers too", () => {
    // Read one by one, so the repeats reach the merge (readMessages would drop them first).
    const stored = [human("h1"), ai("a1", "v1"), marker("s1", 1), ai("a1", "v2"), marker("s1", 1)].map(readMessage);
    const merged = mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    expect(keys(merged)).toEqual(["h1", "a1", "s1"]);
    expect(textOf(merged[1])).toBe("v2");
    expect(merged[2]).toBe(stored[4]);
  });

  it("keeps a legacy summary apart from the message whose id it reuses", () => {
    const summary = { type: "human", id: "h1", content: "Here is a summary of the conversation to date:\n\n- asked", additional_kwargs: { lc_source: "summarization" } };
    const stored = readMessages([human("h1"), ai("a1"), human("h2"), summary, ai("a2")]);
    const merged = mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    expect(merged).toHaveLength(5);
    expect(merged[0]).toBe(stored[0]);
    const renamed = merged[3]!.id;
    expect(renamed).toMatch(/^h1#summary-/);
    expect(renamed).toBe(readMessage(summary).id);
    expect(timelineIds(merged)).toContain(`summary:${renamed}`);
    expect(timelineIds(merged)).toContain("human:h1");
    // Stable: the same input gives the same object, and merging again changes nothing.
    expect(mergeHistory({ stored, live: EMPTY_LIVE_LOG })[3]).toBe(merged[3]);
    expect(mergeHistory({ stored: merged, live: EMPTY_LIVE_LOG })).toEqual(merged);
  });

  it("keeps garbage and id-less stored messages in place, each one", () => {
    const yes = { type: "human", content: "yes" };
    const stored = readMessages([human("h1"), null, { ...yes }, 7, { ...yes }]);
    const merged = mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    expect(merged).toEqual(stored);
    expect(merged).toHaveLength(5);
    expect(merged[2]!.id).not.toBe(merged[4]!.id);
  });

  it("indexes a stored list again when it grew in place", () => {
    const stored = readMessages([human("h1")]);
    mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    stored.push(readMessage(human("h2")));
    const log = observe(EMPTY_LIVE_LOG, [human("h2"), ai("a2")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["h1", "h2", "a2"]);
  });

  it("tolerates a missing or broken input", () => {
    expect(mergeHistory({ stored: "x" as unknown as NormalizedMessage[], live: EMPTY_LIVE_LOG })).toEqual([]);
    expect(mergeHistory({ stored: readMessages([human("h1")]), live: undefined as unknown as LiveLog })).toHaveLength(1);
  });
});
