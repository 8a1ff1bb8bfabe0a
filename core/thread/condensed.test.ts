import { readMessages } from "../messages/read";
import { describe, expect, it } from "vitest";
import { threadInput } from "./test-input";
import type { SummaryItem } from "../timeline/types";
import { condensedItemIds } from "./condensed";
import { createThreadModel } from "./model";

const view = (stored: unknown[]) => createThreadModel().update(threadInput({ stored: readMessages(stored), summaryText: "older" }));

const card = (v: ReturnType<typeof view>, id: string) => v.items.find((i): i is SummaryItem => i.id === id)!;

describe("condensedItemIds", () => {
  const stored = [
    { type: "human", id: "h1", content: "q" },
    { type: "ai", id: "a1", content: "", tool_calls: [{ id: "c1", name: "search", args: {} }] },
    { type: "tool", id: "t1", tool_call_id: "c1", content: "r" },
    { type: "summary_marker", id: "s1", replaced_count: 3, summary: "sum" },
    { type: "summary_marker", id: "s2", replaced_count: 0, summary: "sum", failed: true },
  ];

  it("gives the items showing the condensed messages, each once", () => {
    const v = view(stored);
    // a1 and t1 are one steps item.
    expect(condensedItemIds(v, card(v, "summary:s1"))).toEqual(["human:h1", "steps:a1"]);
  });

  it("is empty for a failed compaction and for the summary_text card", () => {
    const v = view(stored);
    expect(condensedItemIds(v, card(v, "summary:s2"))).toEqual([]);
    const only = view([{ type: "human", id: "h1", content: "q" }]);
    expect(condensedItemIds(only, card(only, "summary_text"))).toEqual([]);
  });
});
