import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { condensedRanges } from "../history/condensed";
import { EMPTY_LIVE_LOG } from "../history/live-log";
import { GAP_ID, transcriptGap } from "../messages/gap";
import { buildTimelineFromMessages } from "../timeline/build";
import { createThreadModel } from "./model";
import type { ThreadInput } from "./types";

type Wire = Record<string, unknown>;
const human = (id: string): Wire => ({ type: "human", id, content: id });
const call = (id: string, callId: string, name = "search"): Wire => ({ type: "ai", id, content: "", tool_calls: [{ id: callId, name, args: { description: "d" } }] });
const result = (id: string, callId: string): Wire => ({ type: "tool", id, tool_call_id: callId, content: `Task Succeeded. Result: ${callId}` });
const marker = (id: string, replaced_count: number): Wire => ({ type: "summary_marker", id, replaced_count, summary: "s" });

// The gap marker (core/messages/gap.ts) between the first pages and the newest ones: an item
// of its own, which splits nothing it should not and joins nothing it should not.

describe("a transcript gap in the thread model", () => {
  const input = (stored: readonly unknown[]): ThreadInput => ({
    threadId: "T",
    stored: readMessages(stored),
    live: EMPTY_LIVE_LOG,
    preferStored: true,
    summaryText: "older context",
    hasOlder: true,
    delegations: undefined,
    todos: undefined,
    taskEvents: [],
    showHidden: false,
    runLive: false,
  });

  it("is one item where the rows are missing; tool steps on either side stay apart", () => {
    const gap = transcriptGap(3, 9);
    const view = createThreadModel().update(input([human("h1"), call("a1", "c1"), result("t1", "c1"), gap, call("a9", "c9"), result("t9", "c9"), human("h10")]));
    expect(view.items.map((item) => item.kind)).toEqual(["human", "steps", "gap", "steps", "human"]);
    expect(view.items[2]).toEqual({ kind: "gap", id: `gap:${GAP_ID}`, afterSeq: 3, beforeSeq: 9 });
    // Unloaded rows exist: the summary_text card (for compactions without a transcript) waits.
    expect(view.items.some((item) => item.kind === "summary")).toBe(false);
    expect(view.locate("a9")).toBe("steps:a9");
  });

  it("lets a result after the gap find its call before it", () => {
    const view = createThreadModel().update(input([human("h1"), call("a1", "c1", "task"), transcriptGap(2, 9), result("t1", "c1"), human("h2")]));
    const card = view.items.find((item) => item.kind === "subagents");
    expect(card?.kind === "subagents" && card.tasks[0]?.status).toBe("completed");
    expect(view.ledger.map((entry) => [entry.id, entry.status])).toEqual([["c1", "completed"]]);
  });

  it("starts the simulated model window afresh after it, as if the list began there", () => {
    const ranges = condensedRanges(readMessages([human("h1"), human("h2"), transcriptGap(2, 20), human("h20"), human("h21"), marker("m", 1)]));
    expect(ranges.get("m")).toEqual(["h20"]);
  });

  it("cannot be forged by a wire message of the same shape", () => {
    const items = buildTimelineFromMessages([{ type: "transcript_gap", id: GAP_ID, afterSeq: 1, beforeSeq: 5 }]);
    expect(items.map((item) => item.kind)).toEqual(["unsupported"]);
  });
});
