import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
import { mergeHistory, type MergeInput } from "./merge";
import { createHistoryMerger } from "./merger";
import { ai, human, keys, summarization, tool, type Wire } from "./test-helpers";
import type { LiveLog } from "./types";

const NOW = "2026-11-20T10:00:00Z";

function expectSameMerge(actual: unknown[], input: MergeInput) {
  const expected = mergeHistory(input);
  expect(actual.length).toBe(expected.length);
  // The very same objects, not only equal ones: downstream memoization relies on identity.
  expected.forEach((m, i) => expect(actual[i]).toBe(m));
}

describe("createHistoryMerger", () => {
  it("reuses the previous merge while the live turn streams", () => {
    const stored = [human("m1"), ai("m2"), human("m3"), ai("m4")];
    const merger = createHistoryMerger();
    let window: Wire[] = [...stored, human("h5")];
    let log = observeLiveMessages(EMPTY_LIVE_LOG, window);
    const first = merger.merge({ stored, live: log });
    expect(keys(first)).toEqual(["m1", "m2", "m3", "m4", "h5"]);
    for (const text of ["Hel", "Hello", "Hello world"]) {
      window = [...stored, human("h5"), ai("a6", text)];
      log = observeLiveMessages(log, window);
      const merged = merger.merge({ stored, live: log });
      expectSameMerge(merged, { stored, live: log });
      expect((merged[5] as Wire).content).toBe(text);
    }
    // Nothing changed: the same array, so memoized consumers skip their work.
    const again = merger.merge({ stored, live: log });
    expect(merger.merge({ stored, live: log })).toBe(again);
  });

  it("merges from scratch when storage changes or a stored message is streamed", () => {
    const merger = createHistoryMerger();
    const stored = [human("m1"), ai("m2", "draft")];
    let log = observeLiveMessages(EMPTY_LIVE_LOG, stored);
    expectSameMerge(merger.merge({ stored, live: log }), { stored, live: log });
    log = observeLiveMessages(log, [human("m1"), ai("m2", "final")]);
    expectSameMerge(merger.merge({ stored, live: log }), { stored, live: log });
    const refetched = [human("m1"), ai("m2", "final"), human("m3")];
    expectSameMerge(merger.merge({ stored: refetched, live: log, preferStored: true }), { stored: refetched, live: log, preferStored: true });
  });

  // A run as the stream shows it, against a stored list that is refetched now and then.
  type Op =
    | { op: "append"; kind: number }
    | { op: "stream" }
    | { op: "observe" }
    | { op: "remove"; at: number }
    | { op: "editStored"; at: number }
    | { op: "compact"; k: number }
    | { op: "refetch" }
    | { op: "prefer"; value: boolean }
    | { op: "merge" };
  const op: fc.Arbitrary<Op> = fc.oneof(
    { arbitrary: fc.record({ op: fc.constant("append" as const), kind: fc.nat(2) }), weight: 4 },
    { arbitrary: fc.record({ op: fc.constant("stream" as const) }), weight: 4 },
    { arbitrary: fc.record({ op: fc.constant("observe" as const) }), weight: 5 },
    { arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("editStored" as const), at: fc.nat() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("compact" as const), k: fc.integer({ min: 1, max: 4 }) }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("refetch" as const) }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("prefer" as const), value: fc.boolean() }), weight: 1 },
    { arbitrary: fc.record({ op: fc.constant("merge" as const) }), weight: 3 },
  );

  it("always equals mergeHistory, through streaming, compactions, refetches and edits", () => {
    fc.assert(
      fc.property(fc.nat(6), fc.array(op, { maxLength: 40 }), (storedCount, ops) => {
        let n = 0;
        const make = (kind: number): Wire => {
          const id = `m${n++}`;
          return kind === 0 ? human(id) : kind === 1 ? ai(id, `text ${id}`) : tool(id, `c${id}`);
        };
        let stored: Wire[] = Array.from({ length: storedCount }, (_, i) => make(i % 2));
        let window: Wire[] = [...stored];
        let log: LiveLog = EMPTY_LIVE_LOG;
        let preferStored = false;
        const merger = createHistoryMerger();
        for (const step of ops) {
          switch (step.op) {
            case "append":
              window = [...window, make(step.kind)];
              break;
            case "stream": {
              const last = window[window.length - 1];
              if (last !== undefined) window = [...window.slice(0, -1), { ...last, content: `${String(last.content)}+` }];
              break;
            }
            case "observe":
              log = observeLiveMessages(log, window);
              break;
            case "remove":
              if (window.length > 0) window = window.filter((_, i) => i !== step.at % window.length);
              break;
            case "editStored":
              if (stored.length > 0) stored = stored.map((m, i) => (i === step.at % stored.length ? { ...m, content: "edited" } : m));
              break;
            case "compact":
              log = observeSummarizationEvent(log, summarization(`s${n++}`, step.k), NOW);
              window = window.slice(step.k);
              break;
            case "refetch":
              stored = [...window];
              break;
            case "prefer":
              preferStored = step.value;
              break;
            case "merge":
              break;
          }
          const input = { stored, live: log, preferStored };
          expectSameMerge(merger.merge(input), input);
        }
      }),
      { numRuns: 300 },
    );
  });
});
