import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { nextForwardParam, parseForwardPage } from "./forward";
import { nextPageParam, parseTranscriptPage } from "./transcript";
import type { ForwardPage, TranscriptPage } from "./types";
import { transcriptWindow } from "./window";

type Wire = Record<string, unknown>;
interface Row {
  seq: number;
  content: Wire;
}

// A backend over `rows` (seq strictly increasing, with holes), paging both ways.
function newestPage(rows: readonly Row[], beforeSeq: number | null, limit: number): TranscriptPage {
  const eligible = beforeSeq === null ? rows : rows.filter((r) => r.seq < beforeSeq);
  const data = eligible.slice(Math.max(0, eligible.length - limit));
  const more = eligible.length > data.length;
  return parseTranscriptPage({ data, has_more: more, next_before_seq: more ? (data[0]?.seq ?? null) : null })!;
}
function forwardPage(rows: readonly Row[], afterSeq: number, limit: number): ForwardPage {
  const eligible = rows.filter((r) => r.seq > afterSeq);
  const data = eligible.slice(0, limit);
  const more = eligible.length > limit;
  return parseForwardPage({ data, has_more: more, next_after_seq: more ? (data.at(-1)?.seq ?? null) : null }, afterSeq)!;
}
function loadNewest(rows: readonly Row[], sizes: readonly number[]): TranscriptPage[] {
  const pages: TranscriptPage[] = [];
  for (const size of sizes) {
    const cursor = pages.length === 0 ? null : nextPageParam(pages);
    if (cursor === undefined) break;
    pages.push(newestPage(rows, cursor, size));
  }
  return pages;
}
function loadFirst(rows: readonly Row[], sizes: readonly number[]): ForwardPage[] {
  const pages: ForwardPage[] = [];
  for (const size of sizes) {
    const cursor = pages.length === 0 ? 0 : nextForwardParam(pages);
    if (cursor === undefined) break;
    pages.push(forwardPage(rows, cursor, size));
  }
  return pages;
}

const message = (i: number, kind: number): Wire =>
  kind === 0 ? { type: "human", id: `h${i}`, content: `q${i}` } : kind === 1 ? { type: "human", id: `x${i}`, content: "ctx", additional_kwargs: { hide_from_ui: true } } : { type: "ai", id: `a${i}`, content: `a${i}` };

const rowsArb: fc.Arbitrary<Row[]> = fc.array(fc.tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 })), { maxLength: 60 }).map((steps) => {
  let seq = 0;
  return steps.map(([step, kind], i) => ({ seq: (seq += step), content: message(i, Math.min(kind, 2)) }));
});
const sizes = fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 6 });

const seqOf = (rows: readonly Row[]) => new Map(rows.map((r) => [r.content.id as string, r.seq]));
const contents = (rows: readonly Row[]) => rows.map((r) => readMessage(r.content));
const isGap = (m: NormalizedMessage | undefined) => m?.type === "gap";
const isVisibleHuman = (row: Row | undefined) => row?.content.type === "human" && row.content.additional_kwargs === undefined;

describe("transcriptWindow", () => {
  it("without first pages is the newest pages, and says whether rows come before them", () => {
    const rows = Array.from({ length: 10 }, (_, i) => ({ seq: i + 1, content: message(i, 2) }));
    const window = transcriptWindow(loadNewest(rows, [4]), null);
    expect(window.stored).toEqual(contents(rows.slice(6)));
    expect(window).toMatchObject({ hasBefore: true, gap: null });
    expect(transcriptWindow(loadNewest(rows, [4, 20]), []).hasBefore).toBe(false);
  });

  it("puts one gap marker between the first pages and the newest, the first pages ending before a turn", () => {
    const rows = Array.from({ length: 20 }, (_, i) => ({ seq: i + 1, content: message(i, i % 3 === 0 ? 0 : 2) }));
    const window = transcriptWindow(loadNewest(rows, [5]), loadFirst(rows, [5]));
    // Rows 1..5 are loaded; row 4 starts the turn rows 5 and 6 belong to, so it waits in the gap.
    expect(window.stored.slice(0, 3)).toEqual(contents(rows.slice(0, 3)));
    expect(window.stored[3]).toMatchObject({ type: "gap", afterSeq: 3, beforeSeq: 16 });
    expect(window.gap).toMatchObject({ afterSeq: 3, beforeSeq: 16 });
    expect(window.stored.slice(4)).toEqual(contents(rows.slice(15)));
    expect(window.hasBefore).toBe(false);
  });

  it("has no gap once the two sides meet, even with a hole in the seqs between them", () => {
    const rows = [1, 2, 3, 7, 8, 9].map((seq, i) => ({ seq, content: message(i, 2) }));
    const window = transcriptWindow(loadNewest(rows, [3]), loadFirst(rows, [3]));
    expect(window.gap).toMatchObject({ afterSeq: 3, beforeSeq: 7 });
    // One more page either way overlaps the other side.
    expect(transcriptWindow(loadNewest(rows, [3, 1]), loadFirst(rows, [3])).gap).toBeNull();
    expect(transcriptWindow(loadNewest(rows, [3]), loadFirst(rows, [3, 1])).stored).toEqual(contents(rows));
  });

  it("shows every loaded row once, in order, a gap only where rows may be missing", () => {
    fc.assert(
      fc.property(rowsArb, sizes, fc.array(fc.integer({ min: 1, max: 12 }), { maxLength: 6 }), (rows, back, forward) => {
        const newest = loadNewest(rows, back);
        const first = loadFirst(rows, forward);
        const window = transcriptWindow(newest, first);
        const seqs = seqOf(rows);
        const gaps = window.stored.filter(isGap);
        const shown = window.stored.filter((m) => !isGap(m)).map((m) => seqs.get(m.id)!);
        expect(gaps.length).toBe(window.gap === null ? 0 : 1);
        expect(shown).toEqual([...new Set(shown)].sort((a, b) => a - b));
        const loaded = new Set([...newest, ...first].flatMap((p) => p.data.map((r) => r.seq)));
        for (const seq of shown) expect(loaded.has(seq)).toBe(true);
        const newestSeqs = newest.flatMap((p) => p.data.map((r) => r.seq));
        for (const seq of newestSeqs) expect(shown).toContain(seq);
        if (first.length === 0) {
          expect(window.gap).toBeNull();
          expect(window.hasBefore).toBe(rows.length > 0 && !newestSeqs.includes(rows[0]!.seq));
          return;
        }
        expect(window.hasBefore).toBe(false);
        if (window.gap === null) {
          // Nothing is missing: the shown rows are the transcript up to the newest loaded one.
          expect(shown).toEqual(rows.map((r) => r.seq).filter((seq) => seq <= Math.max(0, ...shown)));
          return;
        }
        const at = window.stored.indexOf(gaps[0]!);
        const before = shown.slice(0, at);
        const after = shown.slice(at);
        expect(before).toEqual(rows.slice(0, before.length).map((r) => r.seq));
        const firstAfter = rows.findIndex((r) => r.seq === after[0]);
        expect(after).toEqual(rows.slice(firstAfter).map((r) => r.seq).slice(0, after.length));
        expect(window.gap).toMatchObject({ afterSeq: before.at(-1) ?? 0, beforeSeq: after[0] });
        // The sides do not touch, and rows the first pages hold wait in the gap only to finish a turn.
        const headMax = Math.max(...first.flatMap((p) => p.data.map((r) => r.seq)));
        expect(after[0]!).toBeGreaterThan(headMax + 1);
        const headCount = rows.filter((r) => r.seq <= headMax).length;
        if (before.length < headCount) expect(isVisibleHuman(rows[before.length])).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("closes the gap and holds the whole transcript once either side is read to its end", () => {
    fc.assert(
      fc.property(rowsArb, sizes, fc.integer({ min: 1, max: 12 }), fc.boolean(), (rows, back, size, forward) => {
        const all = Array.from({ length: rows.length + 1 }, () => size);
        const window = forward ? transcriptWindow(loadNewest(rows, back), loadFirst(rows, all)) : transcriptWindow(loadNewest(rows, [...back, ...all]), loadFirst(rows, [size]));
        expect(window.gap).toBeNull();
        expect(window.hasBefore).toBe(false);
        expect(window.stored).toEqual(contents(rows));
      }),
      { numRuns: 200 },
    );
  });
});
