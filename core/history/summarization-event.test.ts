import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { condensedRanges, compactionCount } from "./condensed";
import { compactionsInHistory } from "./summarization-history";
import { distinctCompactions, parseSummarizationEvent, READ_LIST, recordedCompactionOf, WIRE_LIST, withRecordedCompactions, type RecordedCompaction } from "./summarization-event";


type Wire = Record<string, unknown>;
const main = recordedThread("main-final");
const values = main.state.values as Wire & { messages: Wire[] };
const ARCHIVE = "/conversation_history/session_d1886f9a.md";

describe("parseSummarizationEvent (fixtures/deepagents/main-final)", () => {
  it("reads the cutoff, the summary inside deepagents' wrapping text and the archive path", () => {
    const event = recordedCompactionOf(values);
    expect(event).toMatchObject({ cutoffIndex: 13, failed: false, archivePath: ARCHIVE });
    const raw = (values._summarizationEvent as { summaryMessage: { content: string } }).summaryMessage.content;
    expect(event!.summary).toBe(raw.slice(raw.indexOf("<summary>") + "<summary>".length, raw.indexOf("</summary>")).trim());
    expect(event!.summary.startsWith("SUMMARY: The user asked about tea.")).toBe(true);
    // The same event read again (another object, equal) has the same key.
    expect(parseSummarizationEvent(structuredClone(values._summarizationEvent))?.key).toBe(event!.key);
  });

  it("reads a summary without an archive (deepagents' fallback wording) and a failed one", () => {
    const plain = parseSummarizationEvent({ cutoffIndex: 4, summaryMessage: { type: "human", content: "Here is a summary of the conversation to date:\n\nshort", additional_kwargs: { lc_source: "summarization" } }, filePath: null });
    expect(plain).toMatchObject({ cutoffIndex: 4, summary: "short", failed: false, archivePath: undefined });
    const failed = parseSummarizationEvent({ cutoffIndex: 4, summaryMessage: { type: "human", content: "Here is a summary of the conversation to date:\n\nError generating summary: boom", additional_kwargs: { lc_source: "summarization" } } });
    expect(failed).toMatchObject({ failed: true, summary: "boom" });
  });

  it("never throws, and reads only events with a cutoff and a summary message (property)", () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), fc.anything(), (cutoffIndex, summaryMessage, filePath) => {
        const event = parseSummarizationEvent({ cutoffIndex, summaryMessage, filePath });
        if (event === undefined) return;
        expect(Number.isInteger(event.cutoffIndex) && event.cutoffIndex >= 0).toBe(true);
        expect(typeof event.summary).toBe("string");
      }),
    );
    for (const junk of [null, 3, "x", [], { cutoffIndex: -1, summaryMessage: { type: "human", content: "x" } }, { cutoffIndex: 2 }]) expect(parseSummarizationEvent(junk)).toBeUndefined();
  });
});

describe("withRecordedCompactions", () => {
  const compactions = compactionsInHistory(main.history!);

  it("puts each compaction's card at its cutoff, condensing the messages since the previous one", () => {
    expect(compactions.map((c) => c.cutoffIndex)).toEqual([7, 13]);
    const placed = withRecordedCompactions<unknown>(values.messages, compactions, WIRE_LIST);
    expect(placed).toHaveLength(values.messages.length + 2);
    const first = placed[7] as Wire;
    const second = placed[14] as Wire;
    expect(first).toMatchObject({ type: "summary_marker", replaced_count: 7, condensed_ids: values.messages.slice(0, 7).map((m) => m.id), file_path: ARCHIVE });
    expect(second).toMatchObject({ type: "summary_marker", replaced_count: 6, condensed_ids: values.messages.slice(7, 13).map((m) => m.id), file_path: ARCHIVE });
    // Read as any marker: a card with the summary, the count and the archive path; counted, with its range.
    expect(readMessage(second)).toMatchObject({ type: "summary", summary: compactions[1]!.summary, replacedCount: 6, archivePath: ARCHIVE, failed: false });
    expect(compactionCount(readMessages(placed))).toBe(2);
    expect(condensedRanges(readMessages(placed)).get(second.id as string)).toEqual(values.messages.slice(7, 13).map((m) => m.id));
    // The same list while the inputs are the same.
    expect(withRecordedCompactions<unknown>(values.messages, [...compactions], WIRE_LIST)).toBe(placed);
  });

  it("places the same cards, read, in a list read already", () => {
    const read = readMessages(values.messages);
    const placed = withRecordedCompactions(read, compactions, READ_LIST);
    expect(placed).toEqual(readMessages(withRecordedCompactions<unknown>(values.messages, compactions, WIRE_LIST)));
    expect(placed[14]).toMatchObject({ type: "summary", source: "marker", replacedCount: 6, condensedIds: read.slice(7, 13).map((m) => m.id), archivePath: ARCHIVE });
    expect(placed.filter((m) => !read.includes(m))).toHaveLength(2);
    expect(condensedRanges(placed).get(placed[14]!.id)).toEqual(read.slice(7, 13).map((m) => m.id));
    expect(withRecordedCompactions(read, [...compactions], READ_LIST)).toBe(placed);
  });

  it("leaves out a compaction whose cutoff the list does not reach, and a list without compactions as it is", () => {
    expect(withRecordedCompactions<unknown>(values.messages.slice(0, 10), compactions, WIRE_LIST)).toHaveLength(11);
    expect(withRecordedCompactions<unknown>(values.messages, [], WIRE_LIST)).toBe(values.messages);
    const read = readMessages(values.messages);
    expect(withRecordedCompactions(read.slice(0, 10), compactions, READ_LIST)).toHaveLength(11);
    expect(withRecordedCompactions(read, [], READ_LIST)).toBe(read);
  });

  const compaction = (cutoffIndex: number, n: number): RecordedCompaction => ({ cutoffIndex, summary: `s${n}`, failed: false, archivePath: undefined, key: `k${n}` });

  it("keeps the messages in order, the cards in cutoff order, each message condensed once (property)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.array(fc.integer({ min: 0, max: 40 }), { maxLength: 5 }), fc.boolean(), (count, cutoffs, readFirst) => {
        const wire = Array.from({ length: count }, (_, i) => ({ type: i % 2 ? "ai" : "human", id: `m${i}`, content: `${i}` }));
        const list = distinctCompactions([cutoffs.map((c, n) => compaction(c, n))]);
        // Either list kind: wire messages with wire markers, or read messages with read markers.
        const messages: readonly unknown[] = readFirst ? readMessages(wire) : wire;
        const placed: readonly unknown[] = readFirst ? withRecordedCompactions(messages as NormalizedMessage[], list, READ_LIST) : withRecordedCompactions<unknown>(wire, list, WIRE_LIST);
        const isMarker = (m: unknown) => (m as Wire).type === (readFirst ? "summary" : "summary_marker");
        const condensedOf = (m: unknown) => ((readFirst ? (m as Wire).condensedIds : (m as Wire).condensed_ids) ?? []) as string[];
        const markers = placed.filter(isMarker);
        expect(placed.filter((m) => !isMarker(m))).toEqual(messages);
        expect(markers.map((m) => (m as Wire).id)).toEqual(list.filter((c) => c.cutoffIndex <= count).map((c) => c.key));
        const condensed = markers.flatMap(condensedOf);
        expect(new Set(condensed).size).toBe(condensed.length);
        for (const marker of markers) expect(placed.indexOf(marker)).toBeGreaterThanOrEqual(placed.findIndex((m) => (m as Wire).id === condensedOf(marker).at(-1)));
      }),
    );
  });
});
