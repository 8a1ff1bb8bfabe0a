import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { recordedStream } from "../../fixtures/load";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { EMPTY_LIVE_LOG, observeLiveMessages } from "./live-log";
import { mergeHistory } from "./merge";
import { asSummarizerOutput, isSummarizationCall, isSummarizerOutput, liveAnswer, liveEntry, shownLive, summarizerCalls } from "./summarizer";


type Wire = Record<string, unknown>;

// The two model calls of one `model_request` node run, as recorded from deepagents 1.14.1:
// its summarizer's, then the model's own answer, with the same metadata but their ids.
const streamed = recordedStream("compaction")
  .filter((e) => e.event === "messages")
  .map((e) => e.data as [Wire, Wire]);
const [summarizer, answer] = streamed.map(([message]) => message) as [Wire, Wire];
const metadata = new Map(streamed.map(([message, meta]) => [message.id as string, meta]));
const human = { type: "human", id: "h", content: "and black tea?" };

describe("isSummarizationCall", () => {
  it("knows a summarization by LangChain's marking, a tag or its node", () => {
    expect(isSummarizationCall({ lc_source: "summarization", langgraph_node: "x" })).toBe(true);
    expect(isSummarizationCall({ tags: ["summarize"] })).toBe(true);
    expect(isSummarizationCall({ langgraph_node: "SummarizationMiddleware.before_model" })).toBe(true);
  });

  it("cannot tell deepagents' summarizer by its metadata: it is the model node's", () => {
    expect(metadata.get(summarizer.id as string)).toMatchObject({ langgraph_node: "model_request", tags: [] });
    expect(isSummarizationCall(metadata.get(summarizer.id as string))).toBe(false);
    for (const junk of [null, "x", 3, { tags: "summary" }, { langgraph_node: 5 }]) expect(isSummarizationCall(junk)).toBe(false);
  });
});

describe("summarizerCalls", () => {
  it("finds a node run's earlier call once it makes the next one (fixtures/deepagents/stream-compaction.sse)", () => {
    const metadataOf = (id: string) => metadata.get(id);
    expect(summarizerCalls([human, summarizer], metadataOf)).toEqual(new Set());
    expect(summarizerCalls([human, summarizer, answer], metadataOf)).toEqual(new Set([summarizer.id]));
    // Only the live turn is read: earlier turns' calls are not this node run's.
    expect(summarizerCalls([summarizer, human, answer], metadataOf)).toEqual(new Set());
  });

  it("marks a call whose metadata says summarization at once", () => {
    expect(summarizerCalls([human, summarizer], () => ({ lc_source: "summarization" }))).toEqual(new Set([summarizer.id]));
  });
});

describe("shownLive", () => {
  const summary = (summarizer.content as string).trim();
  const entry = (m: NormalizedMessage) => liveEntry(m);
  const read = (m: unknown) => readMessage(m);

  it("shows marked summarizer output as its compaction's card until the compaction is recorded, then as hidden context", () => {
    const marked = asSummarizerOutput(read(summarizer));
    expect(isSummarizerOutput(marked)).toBe(true);
    expect(isSummarizerOutput(read(summarizer))).toBe(false);
    expect(asSummarizerOutput(marked)).toBe(marked);
    const card = shownLive(entry(marked), new Set());
    expect(card).toMatchObject({ type: "summary", id: summarizer.id, summary });
    expect(shownLive(entry(marked), new Set([summary]))).toBe(marked);
    expect(marked).toMatchObject({ type: "ai", id: summarizer.id, hidden: "summarizer" });
  });

  it("hides marked output cut mid-stream once the summary it began is recorded; an unmarked start stays an answer", () => {
    const partial = read({ ...summarizer, content: summary.slice(0, Math.ceil(summary.length / 2)) + " " });
    const marked = asSummarizerOutput(partial);
    expect(shownLive(entry(marked), new Set(["another summary", summary]))).toBe(marked);
    expect(shownLive(entry(marked), new Set(["another summary"]))).toMatchObject({ type: "summary" });
    expect(shownLive(entry(partial), new Set([summary]))).toBe(partial);
  });

  it("hides an unmarked answer whose text is a recorded summary, and leaves any other as it is", () => {
    const call = read(summarizer);
    const reply = read(answer);
    expect(shownLive(entry(call), new Set([summary]))).toEqual(asSummarizerOutput(call));
    expect(shownLive(entry(reply), new Set([summary]))).toBe(reply);
    expect(shownLive(entry(call), new Set())).toBe(call);
  });

  it("shows one entry as the same card on every frame, so settled turns keep their objects", () => {
    const observed = entry(asSummarizerOutput(read(summarizer)));
    expect(shownLive(observed, new Set())).toBe(shownLive(observed, new Set(["another summary"])));
    const unmarked = entry(read(summarizer));
    expect(shownLive(unmarked, new Set([summary]))).toBe(shownLive(unmarked, new Set([summary])));
  });

  it("never turns a user's message, a tool's or a call into a card or hidden context (property)", () => {
    const message = fc.record({ type: fc.constantFrom("human", "tool", "ai", "system"), id: fc.string(), content: fc.string(), tool_calls: fc.constantFrom(undefined, [{ id: "c", name: "t", args: {} }]) });
    fc.assert(
      fc.property(message, fc.boolean(), (m, knownSummary) => {
        const message = read(m);
        const shown = shownLive(entry(message), new Set(knownSummary ? [m.content.trim()] : []));
        const isAnswer = m.type === "ai" && m.tool_calls === undefined && m.content.trim() !== "";
        if (!isAnswer || !knownSummary) expect(shown).toBe(message);
        else expect(shown).toMatchObject({ type: "ai", id: message.id, hidden: "summarizer" });
      }),
    );
  });
});

describe("liveEntry", () => {
  it("reads a compaction's summary at once, and only a plain answer's text", () => {
    const marker = readMessage({ type: "summary_marker", id: "s1", summary: "  the summary  " });
    expect(liveEntry(marker)).toMatchObject({ key: "s1", summary: "the summary" });
    expect(liveAnswer(liveEntry(marker)).text).toBeNull();
    const done = readMessage({ type: "ai", id: "a1", content: " done " });
    expect(liveEntry(done)).toMatchObject({ key: "a1", summary: "" });
    expect(liveAnswer(liveEntry(done))).toMatchObject({ text: "done", card: undefined });
    expect(liveAnswer(liveEntry(readMessage({ type: "ai", id: "a2", content: "x", tool_calls: [{ id: "c", name: "t", args: {} }] }))).text).toBeNull();
    expect(liveAnswer(liveEntry(readMessage({ type: "human", id: "h1", content: "hi" }))).text).toBeNull();
  });

  it("reads an answer once per entry", () => {
    const entry = liveEntry(readMessage({ type: "ai", id: "a1", content: "done" }));
    expect(liveAnswer(entry)).toBe(liveAnswer(entry));
  });
});

describe("the live log and the merge with a summarizer's call", () => {
  it("keeps the call marked once its node made the next one, and shows it beside the recorded card as hidden context", () => {
    const metadataOf = (id: string) => metadata.get(id);
    let log = observeLiveMessages(EMPTY_LIVE_LOG, [human, summarizer], metadataOf);
    expect(log.entries.map((e) => isSummarizerOutput(e.message))).toEqual([false, false]);
    // The same objects, one more: the earlier one is marked though it did not change.
    log = observeLiveMessages(log, [human, summarizer, answer], metadataOf);
    expect(log.entries.map((e) => isSummarizerOutput(e.message))).toEqual([false, true, false]);
    // A card stands for the compaction until the state records it.
    expect(mergeHistory({ stored: readMessages([human]), live: log }).map((m) => m.type)).toEqual(["human", "summary", "ai"]);
    const recorded = { type: "summary_marker", id: "k", summary: summarizer.content, replaced_count: 1 };
    const merged = mergeHistory({ stored: readMessages([recorded, human, answer]), live: log, preferStored: true });
    expect(merged.map((m) => [m.type, isSummarizerOutput(m)])).toEqual([
      ["summary", false],
      ["human", false],
      ["ai", true],
      ["ai", false],
    ]);
  });

  it("marks the call also when it left the window before its node made the next one", () => {
    const metadataOf = (id: string) => metadata.get(id);
    // Half-streamed, then gone from the window (no state holds it), then the model's own call.
    const partial = { ...summarizer, content: String(summarizer.content).slice(0, 20) };
    let log = observeLiveMessages(EMPTY_LIVE_LOG, [human, partial], metadataOf);
    log = observeLiveMessages(log, [human], metadataOf);
    expect(log.entries.map((e) => isSummarizerOutput(e.message))).toEqual([false, false]);
    log = observeLiveMessages(log, [human, answer], metadataOf);
    expect(log.entries.map((e) => [e.key, isSummarizerOutput(e.message)])).toEqual([
      [log.entries[0]!.key, false],
      [log.entries[1]!.key, true],
      [log.entries[2]!.key, false],
    ]);
    expect(mergeHistory({ stored: readMessages([human]), live: log }).map((m) => m.type)).toEqual(["human", "summary", "ai"]);
  });
});
