import fc from "fast-check";
import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { keptBySummaries, legacySummaryKeys, placeLegacySummaries, reachesBeforeSummaries } from "./legacy-placement";


type Wire = Record<string, unknown>;
const lc = recordedThread("lc-final");
const wire = (lc.state.values as { messages: Wire[] }).messages;
const messages = readMessages(wire);
const text = (m: NormalizedMessage) => (m.type === "summary" ? `[summary] ${m.summary}` : "text" in m ? m.text : "").slice(0, 24);

describe("where LangChain's summary belongs (fixtures/deepagents/lc-final)", () => {
  const keys = legacySummaryKeys(messages);

  it("finds the summary, whose id is that of the first message it condensed", () => {
    expect(keys).toHaveLength(1);
    expect(wire[0]!.id).toBe("c36d5112-e43b-4e50-9994-67f38f765ca7");
    // Read, it is a summary under its own id, apart from the message whose id it reuses.
    expect(keys[0]).toBe(readMessage(wire[0]).id);
    expect(keys[0]).toMatch(/^c36d5112-e43b-4e50-9994-67f38f765ca7#summary-/);
    expect(messages[0]).toMatchObject({ type: "summary", source: "legacy", id: keys[0] });
    expect(lc.history!.some((c) => ((c as { values: { messages?: Wire[] } }).values.messages ?? []).some((m) => m.id === wire[0]!.id && m.content === "research the history of tea"))).toBe(true);
  });

  it("reads what the compaction kept from the first checkpoint holding the summary, and moves the card after it", () => {
    const kept = keptBySummaries(lc.history!, keys);
    // Step 34: the summary, then the first answer, the second turn and the third question.
    expect(kept.get(keys[0]!)).toEqual(messages.slice(1, 5).map((m) => m.id));
    const placed = placeLegacySummaries(messages, kept);
    expect(placed.map(text)).toEqual([
      "Here is a short history ",
      "what about green tea?",
      'Reply to "what about gre',
      "and black tea?",
      "[summary] SUMMARY: The u",
      'Reply to "and black tea?',
      "and oolong?",
      'Reply to "and oolong?": ',
    ]);
    expect(placeLegacySummaries(messages, kept)).toBe(placed);
  });

  it("needs the history only back to a checkpoint from before the summary", () => {
    const history = lc.history!;
    // Newest first: steps 45 to 34 hold the summary (12 checkpoints), step 33 does not.
    expect(reachesBeforeSummaries(history.slice(0, 12), keys)).toBe(false);
    expect(reachesBeforeSummaries(history.slice(0, 13), keys)).toBe(true);
    expect(keptBySummaries(history.slice(0, 13), keys)).toEqual(keptBySummaries(history, keys));
  });

  it("moves nothing when the history does not reach back before the summary (the state alone, say)", () => {
    expect(keptBySummaries(lc.history!.slice(0, 12), keys)).toEqual(new Map());
    expect(keptBySummaries([lc.state], keys)).toEqual(new Map());
    expect(placeLegacySummaries(messages, keptBySummaries([lc.state], keys))).toBe(messages);
  });

  it("only ever moves summaries, each after what its compaction kept, keeping everything else in order (property)", () => {
    const message = fc.record({ type: fc.constantFrom("human", "ai"), id: fc.constantFrom("a", "b", "c", "d", "e", "f"), content: fc.constantFrom("x", "Here is a summary of the conversation to date:\n\ns") });
    // A state lists each message once.
    const list = fc.uniqueArray(message, { selector: (m) => m.id, maxLength: 6 });
    fc.assert(
      fc.property(list, fc.array(fc.constantFrom("a", "b", "c", "d", "e", "f", "zz"), { maxLength: 4 }), (raw, keptIds) => {
        const read = readMessages(raw);
        const summaries = legacySummaryKeys(read);
        // A user message with the summary prefix is a legacy summary; a model's is an answer.
        expect(summaries).toHaveLength(raw.filter((m) => m.type === "human" && m.content !== "x").length);
        const kept = new Map(summaries.map((key) => [key, keptIds]));
        const placed = placeLegacySummaries(read, kept);
        const isSummary = (m: NormalizedMessage) => summaries.includes(m.id);
        expect(placed.filter((m) => !isSummary(m))).toEqual(read.filter((m) => !isSummary(m)));
        expect(placed).toHaveLength(read.length);
        expect(new Set(placed)).toEqual(new Set(read));
        // Each summary sits after every message its compaction kept.
        const lastKept = Math.max(-1, ...placed.map((m, at) => ((keptIds as string[]).includes(m.id) && !isSummary(m) ? at : -1)));
        for (const m of placed) if (isSummary(m) && lastKept >= 0) expect(placed.indexOf(m)).toBeGreaterThan(lastKept);
      }),
    );
  });
});
