import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  customEvents,
  fullTranscript,
  startHarness,
  streamRun,
  textContent,
  threadValues,
  type Harness,
  type PageRow,
  type StreamEvent,
  type WireMessage,
} from "./testing/harness";

// Compaction every 6 messages keeps the tests short: a thread compacts on its third turn
// (human + answer per turn, plus one durable-context block).
process.env.DEMO_COMPACT_AFTER = "6";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

const isDurable = (message: WireMessage) => message.additional_kwargs?.durable_context_data === true;

async function newThread(): Promise<string> {
  return (await h.client.threads.create()).thread_id;
}

function expectStrictlyIncreasing(rows: readonly PageRow[]) {
  for (let i = 1; i < rows.length; i++) expect(rows[i]!.seq).toBeGreaterThan(rows[i - 1]!.seq);
}

describe("compaction (DeerFlow form)", () => {
  // One thread, compacted on its third turn, shared by the tests below (runs are the slow
  // part of this suite); only the last test changes it further.
  let thread: string;
  let before: Awaited<ReturnType<typeof threadValues>>;
  let third: StreamEvent[];
  let event: Record<string, unknown>;
  beforeAll(async () => {
    thread = await newThread();
    const first = await streamRun(h.client, thread, "first question about apples");
    const second = await streamRun(h.client, thread, "second question about bananas");
    expect(customEvents([...first, ...second]).filter((e) => e.type === "summarization")).toHaveLength(0);
    before = await threadValues(h.client, thread);
    third = await streamRun(h.client, thread, "third question about cherries");
    const events = customEvents(third).filter((e) => e.type === "summarization");
    expect(events).toHaveLength(1);
    event = events[0]!;
  });

  it("condenses older messages once the window reaches DEMO_COMPACT_AFTER", async () => {
    expect(event).toMatchObject({ replaced_count: 3 });
    expect(event.id).toMatch(/^summary-marker-/);
    expect(event.tokens_after).toBeLessThan(event.tokens_before as number);

    const after = await threadValues(h.client, thread);
    expect(after.summary_text).toBe(event.summary);
    expect(after.summary_text).toContain('The user asked: "first question about apples"');
    // The three oldest messages left the state, named by the event; the recent tail is untouched.
    expect(event.condensed_ids).toEqual(before.messages.slice(0, 3).map((m) => m.id));
    for (const condensed of before.messages.slice(0, 3)) {
      expect(after.messages.some((m) => m.id === condensed.id)).toBe(false);
    }
    expect(after.messages[0]).toEqual(before.messages[4]);
    expect(after.messages.slice(1, 4).map((m) => m.type)).toEqual(["human", "human", "ai"]);
    // No summary message in `messages`: the summary lives in summary_text only.
    expect(after.messages.some((m) => textContent(m).includes("summary of the conversation"))).toBe(false);
    // The model still sees the summary (its answer says it works from one).
    expect(textContent(after.messages.at(-1)!)).toContain("Earlier turns were condensed");
  });

  it("records the marker in the transcript where it happened, with the event's id", async () => {
    const after = await threadValues(h.client, thread);
    const rows = await fullTranscript(h.server, thread);
    expectStrictlyIncreasing(rows);
    const markerIndex = rows.findIndex((row) => row.content.type === "summary_marker");
    const marker = rows[markerIndex]!;
    const { run_id: runId } = third.find((e) => e.event === "metadata")!.data as { run_id: string };
    expect(marker.content).toMatchObject({
      type: "summary_marker",
      id: event.id,
      summary: event.summary,
      replaced_count: 3,
      condensed_ids: event.condensed_ids,
      tokens_before: event.tokens_before,
      tokens_after: event.tokens_after,
      run_id: runId,
    });
    expect(marker.run_id).toBe(runId);
    expect(Date.parse(String(marker.content.created_at))).not.toBeNaN();
    // Right after this run's request, before the context block and answer that follow it.
    expect(textContent(rows[markerIndex - 1]!.content)).toBe("third question about cherries");
    expect(isDurable(rows[markerIndex + 1]!.content)).toBe(true);
    expect(textContent(rows[markerIndex + 1]!.content)).toContain(String(event.summary).split("\n")[0]);
    expect(rows[markerIndex + 2]!.content.type).toBe("ai");
    // Nothing was lost: every message that was ever in the state is there, once.
    const messageRows = rows.filter((row) => row.content.type !== "summary_marker");
    const ids = messageRows.map((row) => row.content.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const message of [...before.messages, ...after.messages]) expect(ids).toContain(message.id);
    expect(messageRows.map((row) => row.content.type)).toEqual(["human", "human", "ai", "human", "human", "ai", "human", "human", "ai"]);
  });

  it("keeps exactly one hidden durable-context block in the state, one per run in the transcript", async () => {
    const values = await threadValues(h.client, thread);
    const blocks = values.messages.filter(isDurable);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]!.additional_kwargs).toMatchObject({ hide_from_ui: true, durable_context_data: true });
    expect(textContent(blocks[0]!)).toContain("## Conversation summary so far");
    expect(textContent(blocks[0]!)).toContain(values.summary_text);
    const rows = await fullTranscript(h.server, thread);
    expect(rows.filter((row) => isDurable(row.content))).toHaveLength(3);
  });

  it("/compact folds the previous summary and condenses everything but the request", async () => {
    const events = await streamRun(h.client, thread, "/compact");
    const summarization = customEvents(events).filter((e) => e.type === "summarization");
    expect(summarization).toHaveLength(1);
    // Kept after the automatic compaction: answer two, "third…" and its answer.
    expect(summarization[0]).toMatchObject({ replaced_count: 3 });
    const summary = String(summarization[0]!.summary);
    expect(summary).toContain('The user asked: "first question about apples"'); // folded in
    expect(summary).toContain('The user asked: "third question about cherries"'); // condensed now
    expect(summarization[0]!.id).not.toBe(event.id);

    const values = await threadValues(h.client, thread);
    expect(values.summary_text).toBe(summary);
    const visible = values.messages.filter((m) => !isDurable(m));
    expect(visible.map((m) => m.type)).toEqual(["human", "ai"]);
    expect(textContent(visible[0]!)).toBe("/compact");
    expect(textContent(visible[1]!)).toContain("Done. Earlier messages are condensed");
    expect(textContent(visible[1]!)).toContain('> - The user asked: "first question about apples"');
  });

  it("/compact on a fresh thread has nothing to condense", async () => {
    const fresh = await newThread();
    const events = await streamRun(h.client, fresh, "/compact");
    expect(customEvents(events).filter((e) => e.type === "summarization")).toHaveLength(0);
    const values = await threadValues(h.client, fresh);
    expect(textContent(values.messages.at(-1)!)).toContain("nothing to condense");
  });
});

describe("compaction (LangChain legacy form)", () => {
  it("DEMO_SUMMARY_MODE=legacy puts the summary in a human message", async () => {
    process.env.DEMO_SUMMARY_MODE = "legacy";
    try {
      const thread = await newThread();
      let summarized = false;
      for (const text of ["one", "two", "three"]) {
        const events = await streamRun(h.client, thread, text);
        summarized ||= customEvents(events).some((e) => e.type === "summarization");
      }
      expect(summarized).toBe(false); // the legacy form has no live event
      const values = await threadValues(h.client, thread);
      expect(values.summary_text).toBeUndefined();
      const summary = values.messages.find((m) => m.additional_kwargs?.lc_source === "summarization");
      expect(summary?.type).toBe("human");
      expect(textContent(summary!)).toMatch(/^Here is a summary of the conversation to date:\n\n- The user asked: "one"/);
      // The transcript keeps each legacy summary as its own row, and every original message.
      const rows = await fullTranscript(h.server, thread);
      const summaryRows = rows.filter((row) => row.content.additional_kwargs?.lc_source === "summarization");
      expect(summaryRows.length).toBeGreaterThanOrEqual(1);
      expect(summaryRows.at(-1)!.content.content).toBe(summary!.content);
      expect(rows.filter((row) => row.content.type === "ai")).toHaveLength(3);
    } finally {
      delete process.env.DEMO_SUMMARY_MODE;
    }
  });
});
