import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { readMessage } from "../messages/read";
import { buildTimelineFromParsed } from "../timeline/build";
import { compactionCount, condensedRanges } from "./condensed";
import { mergeHistory } from "./merge";
import { EMPTY_LIVE_LOG } from "./live-log";
import { mergePages, nextPageParam, parseTranscriptPage, rowMessages } from "./transcript";
import { ai, contractFixture, human, marker, tool, type Wire } from "./test-helpers";
import type { TranscriptPage } from "./types";

const fixture = contractFixture("gateway-");
const rows = fixture.pages as Wire[];
const idAt = (seq: number) => ((rows.find((r) => r.seq === seq)?.content as Wire).id as string);
const idsAt = (...seqs: number[]) => seqs.map(idAt);

/** The fixture's rows served as the backend pages them: newest page first, `size` rows each. */
function serve(size: number): TranscriptPage[] {
  const pages: TranscriptPage[] = [];
  for (let end = rows.length; end > 0; end -= size) {
    const start = Math.max(0, end - size);
    const raw = { data: rows.slice(start, end), has_more: start > 0, next_before_seq: start > 0 ? rows[start]?.seq : null };
    const page = parseTranscriptPage(JSON.parse(JSON.stringify(raw)));
    if (page === null) throw new Error("fixture page did not parse");
    pages.push(page);
  }
  return pages;
}

describe("condensedRanges on the gateway fixture", () => {
  it("has the markers the contract promises", () => {
    const markers = rows.filter((r) => (r.content as Wire).type === "summary_marker").map((r) => [r.seq, (r.content as Wire).replaced_count]);
    expect(markers).toEqual([
      [8, 6],
      [14, 5],
    ]);
  });

  it("simulates the model window: each marker takes the oldest messages still in it", () => {
    const pages = serve(5);
    // Paging walks back page by page (each cursor is the oldest seq loaded), then stops.
    for (let n = 1; n < pages.length; n++) expect(nextPageParam(pages.slice(0, n))).toBe(pages[n - 1]?.data[0]?.seq);
    expect(nextPageParam(pages)).toBeUndefined();
    const messages = rowMessages(mergePages([...pages].reverse()));
    const ranges = condensedRanges(messages);
    // 7 messages before the first marker (a hidden durable-context block among them): the
    // first 6 are condensed, the request (seq 7) is the kept tail.
    expect(ranges.get("summary-marker-8")).toEqual(idsAt(1, 2, 3, 4, 5, 6));
    // Then the window is [7, 9..13]: the second marker takes 5, keeping the answer at 13.
    expect(ranges.get("summary-marker-14")).toEqual(idsAt(7, 9, 10, 11, 12));
    expect([...ranges.keys()]).toEqual(["summary-marker-8", "summary-marker-14"]);
    expect(compactionCount(messages)).toBe(2);
  });

  it("gives the same answer on the merged history, and the timeline shows both cards", () => {
    const messages = mergeHistory({ stored: rowMessages(mergePages(serve(4))), live: EMPTY_LIVE_LOG });
    expect(condensedRanges(messages).get("summary-marker-14")).toEqual(idsAt(7, 9, 10, 11, 12));
    const cards = buildTimelineFromParsed(messages).filter((i) => i.kind === "summary");
    expect(cards.map((c) => c.id)).toEqual(["summary:summary-marker-8", "summary:summary-marker-14"]);
  });
});

describe("condensedRanges", () => {
  it("trusts the ids a marker names over the simulated window", () => {
    // The backend kept "b" (the pending request) out of the compaction.
    const named = { ...marker("s1", 2), condensed_ids: ["a", "c"] };
    const ranges = condensedRanges(readMessages([human("a"), human("b"), ai("c"), named, human("d"), marker("s2", 2)]));
    expect(ranges.get("s1")).toEqual(["a", "c"]);
    // The next, count-only marker simulates the window without the named ones.
    expect(ranges.get("s2")).toEqual(["b", "d"]);
  });

  it("ignores named ids on a failed compaction, and non-string ids", () => {
    const failed = { type: "summary_marker", id: "f", summary: "Error generating summary: boom", replaced_count: 1, condensed_ids: ["a"] };
    expect(condensedRanges(readMessages([human("a"), failed])).get("f")).toEqual([]);
    const junk = { ...marker("s", 1), condensed_ids: [1, null, "a"] };
    expect(condensedRanges(readMessages([human("a"), junk])).get("s")).toEqual(["a"]);
  });

  it("takes what is left when a count exceeds the window", () => {
    expect(condensedRanges(readMessages([human("a"), marker("s1", 5), human("b")])).get("s1")).toEqual(["a"]);
    expect(condensedRanges(readMessages([human("a"), marker("s1", 1), marker("s2", 3)])).get("s2")).toEqual([]);
  });

  it("gives an empty range for an unknown count, a failed compaction and a legacy summary, leaving the window", () => {
    const messages = [
      human("a"),
      { type: "summary_marker", id: "unknown", summary: "x" },
      human("b"),
      marker("failed", 2, { summary: "Error generating summary: timeout" }),
      { type: "human", id: "legacy", content: "Here is a summary of the conversation to date:\n\nstuff" },
      marker("s3", 2),
    ];
    const ranges = condensedRanges(readMessages(messages));
    expect(ranges.get("unknown")).toEqual([]);
    expect(ranges.get("failed")).toEqual([]);
    expect([...ranges.keys()][2]).toMatch(/^legacy#summary-/);
    expect([...ranges.keys()][2]).toBe(readMessage(messages[4]).id);
    expect(ranges.get("s3")).toEqual(["a", "b"]);
    expect(compactionCount(readMessages(messages))).toBe(3);
  });

  it("counts hidden messages, counts a repeated id once and a repeated marker once", () => {
    const hidden = { type: "human", id: "ctx", content: "<durable_context>", additional_kwargs: { hide_from_ui: true } };
    const messages = [hidden, ai("a1", "v1"), { type: "system", id: "sys", content: "rules" }, ai("a1", "v2"), tool("t1", "c1"), marker("s1", 2), marker("s1", 2), marker("s2", 1)];
    const ranges = condensedRanges(readMessages(messages));
    expect(ranges.get("s1")).toEqual(["ctx", "a1"]);
    expect(ranges.get("s2")).toEqual(["sys"]);
    expect(compactionCount(readMessages(messages))).toBe(2);
  });

  it("lets id-less messages take their place in the window without listing them", () => {
    expect(condensedRanges(readMessages([{ type: "human", content: "x" }, human("b"), human("c"), marker("s", 2)])).get("s")).toEqual(["b"]);
  });

  it("reads the live marker and the summarization event alike", () => {
    const live = { type: "summary_marker", id: "s", replaced_count: 1, summary: "x", created_at: "now", live: true };
    expect(condensedRanges(readMessages([human("a"), live])).get("s")).toEqual(["a"]);
    expect(condensedRanges(readMessages([human("a"), { type: "summarization", id: "s", replaced_count: "1", summary: "x" }])).get("s")).toEqual(["a"]);
  });

  it("survives garbage", () => {
    expect(condensedRanges(readMessages([null, 1, "x", [], {}, marker("s", 1)])).get("s")).toEqual([]);
    expect(condensedRanges(readMessages("nope" as unknown as unknown[])).size).toBe(0);
    expect(compactionCount(readMessages(undefined as unknown as unknown[]))).toBe(0);
  });
});

describe("compactionCount", () => {
  it("counts every summary form once, and no failed one", () => {
    const legacy = (text: string, extra: Wire = {}) => ({ type: "human", id: "l", content: text, ...extra });
    expect(
      compactionCount(readMessages([
        marker("s1", 1),
        marker("s1", 1),
        legacy("Here is a summary of the conversation to date: one"),
        // LangChain reuses the id for the next summary: a different compaction.
        legacy("Here is a summary of the conversation to date: two"),
        legacy("anything", { name: "summary" }),
        legacy("You are in the middle of a conversation that has been summarized. <summary>x</summary>", { id: "d" }),
        legacy("Here is a summary of the conversation to date: Error generating summary: boom", { id: "e" }),
        { type: "summary_marker", id: "f", failed: true, summary: "x" },
        human("h"),
      ])),
    ).toBe(5);
    expect(compactionCount(readMessages([]))).toBe(0);
  });
});
