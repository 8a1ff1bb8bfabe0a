import { describe, expect, it } from "vitest";
import { buildTimelineFromMessages } from "../timeline/build";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
import { mergeHistory } from "./merge";
import { ai, human, keys, marker, summarization, tool, type Wire } from "./test-helpers";
import type { LiveLog } from "./types";

const NOW = "2026-11-20T10:00:00Z";
const earlier = [human("m1"), ai("m2", "", { tool_calls: [{ id: "c1", name: "search", args: {} }] }), tool("m3", "c1"), ai("m4"), human("m5"), ai("m6")];
const observe = (log: LiveLog, ...windows: unknown[][]) => windows.reduce((l, w) => observeLiveMessages(l, w), log);
const timelineIds = (messages: readonly unknown[]) => buildTimelineFromMessages(messages, { threadId: "T" }).map((i) => i.id);

/** A run on a thread holding `earlier`: h7 is sent, the agent compacts the 6 oldest, then answers. */
function compactingRun() {
  let log = observe(EMPTY_LIVE_LOG, [...earlier, human("h7")]);
  log = observeSummarizationEvent(log, summarization("s1", 6), NOW);
  log = observe(log, [human("h7")], [human("h7"), ai("a8", "Hel")]);
  return log;
}

describe("mergeHistory", () => {
  it("shows the streamed version of the message being written, in its place", () => {
    const stored = earlier.slice(0, 4);
    let log = observe(EMPTY_LIVE_LOG, [...stored, human("m5")], [...stored, human("m5"), ai("m6", "Hel")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6"]);
    log = observe(log, [...stored, human("m5"), ai("m6", "Hello")]);
    const merged = mergeHistory({ stored, live: log });
    expect((merged[5] as Wire).content).toBe("Hello");
    // Unchanged messages are the stored objects themselves (downstream memoization).
    expect(merged[0]).toBe(stored[0]);
  });

  it("keeps the messages a compaction removes from the window, with the card after them", () => {
    const log = compactingRun();
    for (const stored of [earlier, [], [human("h7")]]) {
      const merged = mergeHistory({ stored, live: log });
      expect(keys(merged)).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
    }
    const ids = timelineIds(mergeHistory({ stored: earlier, live: log }));
    expect(ids.indexOf("summary:s1")).toBeGreaterThan(ids.indexOf("human:h7"));
    expect(ids.filter((id) => id.startsWith("summary:"))).toEqual(["summary:s1"]);
  });

  it("gives the same list when the window shrinks before the event arrives", () => {
    let log = observe(EMPTY_LIVE_LOG, [...earlier, human("h7")]);
    const shrunk = observe(log, [human("h7")]);
    expect(shrunk).toBe(log);
    log = observeSummarizationEvent(shrunk, summarization("s1", 6), NOW);
    log = observe(log, [human("h7"), ai("a8", "Hel")]);
    expect(keys(mergeHistory({ stored: earlier, live: log }))).toEqual(keys(mergeHistory({ stored: earlier, live: compactingRun() })));
  });

  it("replaces the live card in place by the stored marker once the transcript is refetched", () => {
    const log = compactingRun();
    const live = mergeHistory({ stored: earlier, live: log });
    const storedMarker = marker("s1", 6, { run_id: "r2", created_at: "2026-11-20T10:00:01Z", tokens_before: 900, tokens_after: 100 });
    const refetched = [...earlier, human("h7"), storedMarker, ai("a8", "Hello there")];
    const merged = mergeHistory({ stored: refetched, live: log });
    expect(keys(merged)).toEqual(keys(live));
    expect(merged[7]).toBe(storedMarker);
    expect(timelineIds(merged)).toEqual(timelineIds(live));
  });

  it("lets a live version win over storage only while it differs, unless told storage is final", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("h1"), ai("a1", "draft")]);
    const stored = [human("h1"), ai("a1", "final")];
    expect((mergeHistory({ stored, live: log })[1] as Wire).content).toBe("draft");
    expect((mergeHistory({ stored, live: log, preferStored: true })[1] as Wire).content).toBe("final");
    const same = observe(EMPTY_LIVE_LOG, [human("h1"), ai("a1", "final")]);
    expect(mergeHistory({ stored, live: same })).toEqual(stored);
  });

  it("rebuilds after a reconnect from a stream that starts with the current window", () => {
    const stored = [...earlier, human("h7"), marker("s1", 6)];
    const log = observe(EMPTY_LIVE_LOG, [human("h7")], [human("h7"), ai("a8", "Hel")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
  });

  it("falls back to the state window (no transcript) without losing what the live log saw", () => {
    // Stock server: after the run the state holds only the window; the log still has the rest.
    const log = compactingRun();
    const state = [human("h7"), ai("a8", "Hello there")];
    expect(keys(mergeHistory({ stored: state, live: log }))).toEqual(["m1", "m2", "m3", "m4", "m5", "m6", "h7", "s1", "a8"]);
  });

  it("puts live messages sharing nothing with storage after it", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("x1"), ai("x2")]);
    expect(keys(mergeHistory({ stored: [human("h1")], live: log }))).toEqual(["h1", "x1", "x2"]);
  });

  it("inserts after the nearest placed live entry even when storage orders anchors differently", () => {
    const log = observe(EMPTY_LIVE_LOG, [human("b"), human("x"), human("a"), human("y")]);
    expect(keys(mergeHistory({ stored: [human("a"), human("b")], live: log }))).toEqual(["a", "y", "b", "x"]);
  });

  it("renders a repeated id once: the last version at the first position; markers too", () => {
    const stored = [human("h1"), ai("a1", "v1"), marker("s1", 1), ai("a1", "v2"), marker("s1", 1)];
    const merged = mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    expect(keys(merged)).toEqual(["h1", "a1", "s1"]);
    expect((merged[1] as Wire).content).toBe("v2");
  });

  it("keeps a legacy summary apart from the message whose id it reuses", () => {
    const summary = { type: "human", id: "h1", content: "Here is a summary of the conversation to date:\n\n- asked", additional_kwargs: { lc_source: "summarization" } };
    const stored = [human("h1"), ai("a1"), human("h2"), summary, ai("a2")];
    const merged = mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    expect(merged).toHaveLength(5);
    expect(merged[0]).toBe(stored[0]);
    const renamed = (merged[3] as Wire).id as string;
    expect(renamed).toMatch(/^h1#summary-/);
    expect(timelineIds(merged)).toContain(`summary:${renamed}`);
    expect(timelineIds(merged)).toContain("human:h1");
    // Stable: the same input gives the same object, and merging again changes nothing.
    expect(mergeHistory({ stored, live: EMPTY_LIVE_LOG })[3]).toBe(merged[3]);
    expect(mergeHistory({ stored: merged, live: EMPTY_LIVE_LOG })).toEqual(merged);
  });

  it("keeps garbage and id-less stored messages in place, each one", () => {
    const yes = { type: "human", content: "yes" };
    const stored = [human("h1"), null, { ...yes }, 7, { ...yes }];
    expect(mergeHistory({ stored, live: EMPTY_LIVE_LOG })).toEqual(stored);
  });

  it("indexes a stored list again when it grew in place", () => {
    const stored = [human("h1")];
    mergeHistory({ stored, live: EMPTY_LIVE_LOG });
    stored.push(human("h2"));
    const log = observe(EMPTY_LIVE_LOG, [human("h2"), ai("a2")]);
    expect(keys(mergeHistory({ stored, live: log }))).toEqual(["h1", "h2", "a2"]);
  });

  it("tolerates a missing or broken input", () => {
    expect(mergeHistory({ stored: "x" as unknown as unknown[], live: EMPTY_LIVE_LOG })).toEqual([]);
    expect(mergeHistory({ stored: [human("h1")], live: undefined as unknown as LiveLog })).toHaveLength(1);
  });
});
