import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { compactionCount, condensedRanges } from "./condensed";
import { findCondensedInHistory } from "./checkpoints";
import { messageIdOf, readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
import { mergeHistory } from "./merge";
import { mergePages, nextPageParam, parseTranscriptPage } from "./transcript";
import type { LiveLog, TranscriptPage } from "./types";


type Wire = Record<string, unknown>;

// A run as the stream shows it: a window of messages that grows at the end, has its streamed
// message rewritten, loses messages to compactions (oldest first, with an event) and to other
// removals (anywhere), and is observed at arbitrary moments.
type Op =
  | { op: "add"; n: number }
  | { op: "update" }
  | { op: "compact"; k: number }
  | { op: "remove"; at: number }
  | { op: "observe" };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant("add" as const), n: fc.integer({ min: 1, max: 3 }) }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant("update" as const) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant("compact" as const), k: fc.integer({ min: 1, max: 6 }) }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("remove" as const), at: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant("observe" as const) }), weight: 4 },
);

interface Run {
  /** Everything in the order it happened, final versions, markers included: the transcript. */
  transcript: Wire[];
  windows: Wire[][];
  log: LiveLog;
  /** Keys observed live: window messages and events. */
  observed: Set<string>;
  /** The transcript as read when the log started listening (a reconnect). */
  snapshot: Wire[];
}

function simulate(ops: readonly Op[], startObservingAt: number): Run {
  const transcript: Wire[] = [];
  const windows: Wire[][] = [];
  let window: Wire[] = [];
  let log = EMPTY_LIVE_LOG;
  const observed = new Set<string>();
  let n = 0;
  const roles = ["human", "ai", "tool"];
  const replaceInTranscript = (m: Wire) => {
    const i = transcript.findIndex((t) => t.id === m.id);
    if (i >= 0) transcript[i] = m;
  };
  const observe = () => {
    windows.push(window);
    log = observeLiveMessages(log, window);
    for (const m of window) observed.add(m.id as string);
  };
  let snapshot: Wire[] | undefined;
  ops.forEach((op, step) => {
    const listening = step >= startObservingAt;
    if (step === startObservingAt) snapshot = transcript.map((m) => m);
    if (op.op === "add") {
      for (let i = 0; i < op.n; i++, n++) {
        const m = { type: roles[n % 3], id: `m${n}`, content: `v0 of m${n}` };
        window = [...window, m];
        transcript.push(m);
      }
    } else if (op.op === "update" && window.length > 0) {
      const last = window[window.length - 1]!;
      const next = { ...last, content: `${String(last.content)}+` };
      window = [...window.slice(0, -1), next];
      replaceInTranscript(next);
    } else if (op.op === "compact" && window.length > 0) {
      // The stream sends the state of every step, so the window the compaction cut was seen.
      if (listening) observe();
      const k = Math.min(op.k, window.length);
      window = window.slice(k);
      const id = `s${step}`;
      transcript.push({ type: "summary_marker", id, replaced_count: k, summary: `sum ${id}` });
      if (listening) {
        log = observeSummarizationEvent(log, { type: "summarization", id, summary: `sum ${id}`, replaced_count: k }, "now");
        observed.add(id);
      }
    } else if (op.op === "remove" && window.length > 0) {
      window = window.filter((_, i) => i !== op.at % window.length);
    } else if (op.op === "observe" && listening) {
      observe();
    }
  });
  return { transcript, windows, log, observed, snapshot: snapshot ?? transcript.slice() };
}

const runArb = fc.record({ ops: fc.array(opArb, { maxLength: 40 }), startAt: fc.nat({ max: 10 }), cut: fc.nat() });

/** What storage may hold at merge time: nothing, a transcript read at some moment, all of it, or the last window. */
function storedVariants(run: Run, cut: number): Wire[][] {
  const prefix = run.transcript.slice(0, cut % (run.transcript.length + 1));
  return [[], prefix, run.transcript, run.windows[run.windows.length - 1] ?? []];
}

/** Ids of a wire list's messages (core/messages/read.ts); what is not a message has none. */
const keysOf = (list: readonly unknown[]) => list.map(messageIdOf).filter((k): k is string => k !== undefined);
/** Ids of a read list's messages. */
const readKeys = (list: readonly NormalizedMessage[]) => list.filter((m) => !(m.type === "unsupported" && m.notMessage === true)).map((m) => m.id);

function expectOrderKept(merged: readonly string[], list: readonly string[]) {
  const position = new Map(merged.map((k, i) => [k, i]));
  const positions = list.map((k) => position.get(k));
  expect(positions.every((p) => p !== undefined)).toBe(true);
  expect(positions).toEqual([...positions].sort((a, b) => a! - b!));
}

describe("history properties", () => {
  it("the live log holds every observed message once, in an order every window agrees with", () => {
    fc.assert(
      fc.property(runArb, ({ ops, startAt }) => {
        const run = simulate(ops, startAt);
        const logKeys = run.log.entries.map((e) => e.key);
        expect(new Set(logKeys).size).toBe(logKeys.length);
        expect(new Set(logKeys)).toEqual(run.observed);
        for (const w of run.windows) expectOrderKept(logKeys, keysOf(w));
        // The last version observed wins.
        const last = run.windows[run.windows.length - 1] ?? [];
        for (const m of last) expect(run.log.entries.find((e) => e.key === m.id)?.message).toEqual(readMessage(m));
      }),
      { numRuns: 400 },
    );
  });

  it("merged history: every message once, stored order kept, every window's order kept", () => {
    fc.assert(
      fc.property(runArb, ({ ops, startAt, cut }) => {
        const run = simulate(ops, startAt);
        for (const stored of storedVariants(run, cut)) {
          const merged = readKeys(mergeHistory({ stored: readMessages(stored), live: run.log }));
          expect(new Set(merged).size).toBe(merged.length);
          expect(new Set(merged)).toEqual(new Set([...run.observed, ...keysOf(stored)]));
          expectOrderKept(merged, keysOf(stored));
          for (const w of run.windows) expectOrderKept(merged, keysOf(w));
        }
      }),
      { numRuns: 400 },
    );
  });

  it("the refetched transcript puts every card where the live log had it", () => {
    fc.assert(
      fc.property(runArb, ({ ops }) => {
        const run = simulate([...ops, { op: "observe" }], 0);
        const live = readKeys(mergeHistory({ stored: [], live: run.log }));
        const after = readKeys(mergeHistory({ stored: readMessages(run.transcript), live: run.log }));
        // Only messages never observed (added and removed between two observations) are new.
        expect(after.filter((k) => run.observed.has(k))).toEqual(live);
        expect(compactionCount(readMessages(run.transcript))).toBe(run.transcript.filter((m) => m.type === "summary_marker").length);
      }),
      { numRuns: 300 },
    );
  });

  it("after a reconnect, live messages land after what the transcript already had", () => {
    fc.assert(
      fc.property(runArb, ({ ops, startAt }) => {
        const run = simulate([...ops, { op: "observe" }], startAt);
        const merged = readKeys(mergeHistory({ stored: readMessages(run.snapshot), live: run.log }));
        const known = new Set([...run.observed, ...keysOf(run.snapshot)]);
        expect(merged).toEqual(keysOf(run.transcript).filter((k) => known.has(k)));
      }),
      { numRuns: 400 },
    );
  });

  it("observing the same window again changes nothing", () => {
    fc.assert(
      fc.property(runArb, ({ ops }) => {
        const run = simulate(ops, 0);
        const last = run.windows[run.windows.length - 1];
        if (last === undefined) return;
        expect(observeLiveMessages(run.log, last)).toBe(run.log);
        expect(observeLiveMessages(run.log, structuredClone(last))).toBe(run.log);
      }),
    );
  });

  it("merged pages hold every row once, in seq order; paging always ends", () => {
    const pageArb = fc.record({
      seqs: fc.array(fc.integer({ min: -5, max: 60 }), { maxLength: 12 }),
      has_more: fc.boolean(),
      next: fc.option(fc.integer({ min: -5, max: 60 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(pageArb, { maxLength: 6 }), (raw) => {
        const pages = raw.map((p) => parseTranscriptPage({ data: p.seqs.map((seq) => ({ seq, content: {} })), has_more: p.has_more, next_before_seq: p.next }) as TranscriptPage);
        const seqs = mergePages(pages).map((r) => r.seq);
        expect(seqs).toEqual([...new Set(raw.flatMap((p) => p.seqs))].sort((a, b) => a - b));
        // Following the cursor against a server that answers at random terminates.
        const loaded: TranscriptPage[] = [];
        for (const page of pages) {
          if (loaded.length > 0 && nextPageParam(loaded) === undefined) break;
          loaded.push(page);
        }
        const cursors = loaded.slice(1).map((_, i) => nextPageParam(loaded.slice(0, i + 1)));
        expect(cursors).toEqual([...cursors].sort((a, b) => b! - a!));
      }),
    );
  });

  it("never throws on garbage", () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.anything(), { maxLength: 8 }), fc.anything(), (raw, list, event) => {
        parseTranscriptPage(raw);
        let log = observeLiveMessages(EMPTY_LIVE_LOG, list);
        log = observeLiveMessages(log, raw as unknown[]);
        log = observeSummarizationEvent(log, event, "now");
        log = observeSummarizationEvent(log, raw, "now");
        // Garbage is read at the edge (readMessages); merging takes what reading gives.
        const merged = mergeHistory({ stored: readMessages(list), live: log });
        mergeHistory({ stored: readMessages(raw as unknown[]), live: log });
        condensedRanges(merged);
        condensedRanges(readMessages(raw as unknown[]));
        compactionCount(readMessages(list));
        findCondensedInHistory(list, [{ values: { messages: list } }, raw], typeof event === "string" ? event : undefined);
      }),
      { numRuns: 500 },
    );
  });
});
