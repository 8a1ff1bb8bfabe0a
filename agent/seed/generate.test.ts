import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compactionCount, mergePages, parseTranscriptPage } from "@/core/history";
import { deriveLedger, parseLedgerChannel } from "@/core/ledger";
import { readMessages } from "@/core/messages";
import { buildTimeline, buildTimelineFromMessages } from "@/core/timeline";
import { titleFrom } from "../middleware/title";
import { TranscriptStore } from "../transcript/store";
import { type SummaryMarker, type TranscriptRow, type WireMessage } from "../wire";
import { generateThread, type SeededThread } from "./generate";
import { transcriptText } from "./write";

const isMarker = (row: TranscriptRow): row is TranscriptRow & { content: SummaryMarker } => row.content.type === "summary_marker";
const messageRows = (thread: SeededThread) => thread.rows.filter((row) => !isMarker(row));
const kwargs = (message: WireMessage) => (message.additional_kwargs ?? {}) as Record<string, unknown>;

describe("a 10,000-message thread with 20 compactions", () => {
  let thread: SeededThread;
  beforeAll(() => {
    thread = generateThread({ messages: 10_000, compactions: 20, seed: 7 });
  }, 60_000);

  it("has that many messages and markers, in strictly increasing seq", () => {
    expect(messageRows(thread)).toHaveLength(10_000);
    expect(thread.rows.filter(isMarker)).toHaveLength(20);
    expect(thread.rows.every((row, i) => row.seq === i + 1)).toBe(true);
    const times = thread.rows.map((row) => Date.parse(row.created_at));
    expect(times.every((time, i) => i === 0 || time > times[i - 1]!)).toBe(true);
    expect(new Set(messageRows(thread).map((row) => row.content.id)).size).toBe(10_000);
  });

  it("condenses, at each marker, earlier messages still in the window, as the agent does", () => {
    const seen = new Map<string, number>();
    const condensed = new Set<string>();
    for (const row of thread.rows) {
      if (!isMarker(row)) {
        seen.set(row.content.id!, row.seq);
        continue;
      }
      const marker = row.content;
      expect(marker.id).toMatch(/^summary-marker-/);
      expect(marker.replaced_count).toBe(marker.condensed_ids.length);
      expect(marker.replaced_count).toBeGreaterThan(0);
      expect(marker.tokens_after).toBeLessThan(marker.tokens_before);
      for (const id of marker.condensed_ids) {
        expect(seen.get(id)).toBeLessThan(row.seq);
        expect(condensed.has(id)).toBe(false);
        condensed.add(id);
      }
    }
    // The state holds what no compaction took, but only the newest durable-context block.
    const blocks = messageRows(thread).filter((row) => kwargs(row.content as WireMessage).durable_context_data === true);
    const expected = messageRows(thread)
      .filter((row) => !condensed.has(row.content.id!))
      .filter((row) => kwargs(row.content as WireMessage).durable_context_data !== true || row === blocks.at(-1))
      .map((row) => row.content.id);
    expect(thread.values.messages.map((message) => message.id)).toEqual(expected);
    expect(thread.values.messages.length).toBeLessThan(1_000);
    expect(thread.values.summary_text).toBe(thread.rows.filter(isMarker).at(-1)!.content.summary);
  });

  it("has delegations of every outcome, reasoning, tool steps and hidden blocks", () => {
    const messages = messageRows(thread).map((row) => row.content as WireMessage);
    const statuses = new Set(messages.filter((m) => m.type === "tool" && m.name === "task").map((m) => kwargs(m).subagent_status));
    expect([...statuses].sort()).toEqual(["cancelled", "completed", "failed", "timed_out"]);
    expect(messages.some((m) => m.type === "tool" && m.name === "task" && kwargs(m).subagent_stop_reason === "turn_capped")).toBe(true);
    expect(messages.some((m) => typeof kwargs(m).reasoning_content === "string")).toBe(true);
    expect(messages.some((m) => m.type === "tool" && m.name === "web_search")).toBe(true);
    expect(messages.some((m) => kwargs(m).hide_from_ui === true)).toBe(true);
    // The ledger channel: the newest 50, as the agent's reducer keeps them.
    expect(thread.values.delegations).toHaveLength(50);
    const taskIds = messages.flatMap((m) => (m.type === "ai" ? ((m.tool_calls as { id: string; name: string }[]) ?? []) : [])).filter((c) => c.name === "task").map((c) => c.id);
    expect(thread.values.delegations.map((entry) => entry.id)).toEqual(taskIds.slice(-50));
    expect(thread.values.delegations.every((entry) => entry.status !== "in_progress")).toBe(true);
  });

  it("is read by core's parsers: 20 compaction cards, the ledger, the paged transcript", () => {
    const contents = thread.rows.map((row) => row.content);
    const items = buildTimelineFromMessages(contents);
    expect(items.filter((item) => item.kind === "summary")).toHaveLength(20);
    expect(items.filter((item) => item.kind === "human").length).toBe(thread.stats.runs);
    expect(items.some((item) => item.kind === "subagents")).toBe(true);
    expect(items.some((item) => item.kind === "hidden" || item.kind === "unsupported")).toBe(false);
    expect(compactionCount(readMessages(contents))).toBe(20);
    expect(deriveLedger(contents).length).toBe(thread.stats.delegations);
    expect(parseLedgerChannel(thread.values.delegations)).toHaveLength(50);

    const page = parseTranscriptPage({ data: thread.rows.slice(-100), has_more: true, next_before_seq: thread.rows.at(-100)!.seq });
    expect(page?.data).toHaveLength(100);
    expect(mergePages([page!]).at(-1)?.seq).toBe(10_020);

    // The state alone: the window after the last compaction, the summary as one card on top.
    const state = buildTimeline(thread.values);
    expect(state[0]).toMatchObject({ kind: "summary", source: "summary_text" });
  });

  it("writes a file the server's transcript store reads back page by page", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "threadline-seed-"));
    try {
      await writeFile(path.join(dir, "t-1.jsonl"), transcriptText(thread.rows));
      const store = new TranscriptStore(dir);
      const newest = await store.page("t-1", { limit: 100 });
      expect(newest?.data.map((row) => row.seq)).toEqual(thread.rows.slice(-100).map((row) => row.seq));
      expect(newest?.has_more).toBe(true);
      const oldest = await store.page("t-1", { beforeSeq: 101, limit: 500 });
      expect(oldest?.data[0]).toEqual(thread.rows[0]);
      expect(oldest?.has_more).toBe(false);
      // And appends after them, as a run on the seeded thread would.
      const [next] = await store.append("t-1", [{ key: "new", run_id: null, content: { type: "human", id: "new", content: "hi" }, metadata: {} }]);
      expect(next?.seq).toBe(10_021);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("names probes found only in the first message and the newest answer", () => {
    const texts = messageRows(thread).map((row) => JSON.stringify((row.content as WireMessage).content));
    expect(texts.filter((t) => t.includes(thread.probes.first))).toHaveLength(1);
    expect(texts[0]).toContain(thread.probes.first);
    expect(texts.filter((t) => t.includes(thread.probes.last))).toHaveLength(1);
    expect(texts.at(-1)).toContain(thread.probes.last);
    expect(thread.values.title).toBe(titleFrom(thread.probes.first));
  });
});

describe("generateThread", () => {
  it("is deterministic", () => {
    const a = generateThread({ messages: 600, compactions: 5, seed: 3 });
    const b = generateThread({ messages: 600, compactions: 5, seed: 3 });
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(JSON.stringify(generateThread({ messages: 600, compactions: 5, seed: 4 }))).not.toBe(JSON.stringify(a));
  });

  it("hits the exact count for any size, with the compactions asked for", () => {
    for (let messages = 1; messages <= 60; messages++) {
      const compactions = Math.floor(messages / 10);
      const thread = generateThread({ messages, compactions, seed: messages });
      expect(messageRows(thread)).toHaveLength(messages);
      expect(thread.rows.filter(isMarker)).toHaveLength(compactions);
      if (messages === 3 || messages >= 5) expect(thread.rows.at(-1)?.content.type).toBe("ai");
    }
  });

  it("ends at the given time and takes a title", () => {
    const endAt = Date.UTC(2026, 0, 1);
    const thread = generateThread({ messages: 100, compactions: 0, endAt, title: "Seeded" });
    expect(thread.rows.at(-1)?.created_at).toBe(new Date(endAt).toISOString());
    expect(thread.values.title).toBe("Seeded");
    expect(thread.values.summary_text).toBeUndefined();
    // No compaction: everything but the superseded durable-context blocks.
    expect(thread.values.messages).toHaveLength(100 - (thread.stats.hidden - 1));
  });

  it("refuses more compactions than the messages can hold", () => {
    expect(() => generateThread({ messages: 50, compactions: 20 })).toThrow(/need at least 200 messages/);
  });
});
