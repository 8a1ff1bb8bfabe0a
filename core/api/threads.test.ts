import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { mergeThreadPages, withThreadTitle, nameFromFirstStep, newThreadMetadata, recordFromSearch, threadRecordQuery, threadTitle, toThreadPage, toThreadSummary } from "./threads";

describe("toThreadSummary", () => {
  it("reads id, title, update time and status", () => {
    expect(
      toThreadSummary({ thread_id: "t1", values: { title: "Plan a trip" }, updated_at: "2026-01-02T00:00:00Z", status: "idle" }),
    ).toEqual({ id: "t1", title: "Plan a trip", updatedAt: "2026-01-02T00:00:00Z", status: "idle" });
  });
  it("falls back to metadata title and creation time", () => {
    const summary = toThreadSummary({ thread_id: "t2", metadata: { title: "From metadata" }, created_at: "2026-01-01" });
    expect(summary?.title).toBe("From metadata");
    expect(summary?.updatedAt).toBe("2026-01-01");
  });
  it("rejects rows without a thread id and tolerates junk", () => {
    expect(toThreadSummary({ values: { title: "x" } })).toBeNull();
    expect(toThreadSummary("nope")).toBeNull();
    expect(toThreadSummary({ thread_id: 4 })).toBeNull();
    expect(toThreadSummary({ thread_id: "t3", values: [1, 2], metadata: null })?.title).toBeNull();
  });
});

describe("nameFromFirstStep", () => {
  const checkpoint = (messages: unknown) => [{ values: { messages }, metadata: { step: 0 } }];
  it("names a chat after what its user first wrote, past hidden context, on one line", () => {
    const hidden = { type: "human", content: "<durable_context_data>", additional_kwargs: { hide_from_ui: true } };
    expect(nameFromFirstStep(checkpoint([hidden, { type: "human", content: "Plan the\n garden party" }]))).toBe("Plan the garden party");
    expect(nameFromFirstStep(checkpoint([{ type: "human", content: [{ type: "text", text: "From blocks" }] }]))).toBe("From blocks");
    expect(nameFromFirstStep(checkpoint([{ type: "human", content: "x".repeat(200) }]))!.length).toBeLessThanOrEqual(80);
  });
  it("has no name for a first step without a user's words, or an answer that is no history", () => {
    expect(nameFromFirstStep(checkpoint([{ type: "ai", content: "hello" }]))).toBeNull();
    expect(nameFromFirstStep([])).toBeNull();
    expect(nameFromFirstStep({ detail: "Not found" })).toBeNull();
    expect(nameFromFirstStep([{ values: null }])).toBeNull();
  });
  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (anything) => void nameFromFirstStep(anything)));
  });
});

describe("threadTitle", () => {
  it("names a chat from metadata alone, as the chat list reads it", () => {
    expect(threadTitle(undefined, { agent_title: "Agent's", preview: "first words" })).toBe("Agent's");
    expect(threadTitle(undefined, { title: "Mine", agent_title: "Agent's" })).toBe("Mine");
    expect(threadTitle(undefined, { preview: "first words" })).toBe("first words");
    expect(threadTitle(undefined, { title: "", agent_title: "", preview: "" })).toBeNull();
    // With the state at hand, the agent's title in it and the first message come first.
    expect(threadTitle({ title: "In state" }, { agent_title: "Copied" })).toBe("In state");
    expect(threadTitle({ messages: [{ type: "human", id: "h", content: "hello there" }] }, { preview: "stale" })).toBe("hello there");
  });
  it("newThreadMetadata keeps the first message on one line, clipped", () => {
    expect(newThreadMetadata("  Plan\n a trip ")).toEqual({ preview: "Plan a trip" });
    expect(newThreadMetadata("x".repeat(200)).preview).toHaveLength(80);
    expect(newThreadMetadata("   ")).toEqual({});
  });
  it("falls back to the first thing the user wrote, past hidden context", () => {
    const messages = [
      { type: "human", id: "ctx", content: "<durable_context>x</durable_context>", additional_kwargs: { hide_from_ui: true } },
      { type: "system", id: "s", content: "be brief" },
      { type: "human", id: "h", content: [{ type: "text", text: "Compare  two\ndatabases" }] },
      { type: "human", id: "h2", content: "later" },
    ];
    expect(threadTitle({ messages }, null)).toBe("Compare two databases");
    expect(threadTitle({ title: "Agent's", messages }, null)).toBe("Agent's");
    expect(threadTitle({ messages: [{ type: "ai", id: "a", content: "hi" }] }, null)).toBeNull();
    expect(threadTitle({ messages: "junk" }, null)).toBeNull();
  });
  it("prefers the name given to the thread (a rename) over the agent's", () => {
    expect(threadTitle({ title: "From the agent" }, { title: "Renamed" })).toBe("Renamed");
    expect(threadTitle({ title: "From the agent" }, { title: "  " })).toBe("From the agent");
    expect(threadTitle({ title: "From the agent" }, { graph_id: "agent" })).toBe("From the agent");
    expect(toThreadSummary({ thread_id: "t", values: { title: "agent" }, metadata: { title: "mine" } })?.title).toBe("mine");
  });
  it("collapses whitespace and clips long titles", () => {
    expect(threadTitle({ title: "  a\n\nb  " }, null)).toBe("a b");
    const long = threadTitle({ title: "x".repeat(200) }, null);
    expect(long).toHaveLength(80);
    expect(long?.endsWith("…")).toBe(true);
  });
});

describe("toThreadPage", () => {
  it("keeps valid rows and infers whether more pages exist", () => {
    const rows = [{ thread_id: "a" }, null, { thread_id: "b" }];
    expect(toThreadPage(rows, 3)).toEqual({
      threads: [
        { id: "a", title: null, updatedAt: null, status: null },
        { id: "b", title: null, updatedAt: null, status: null },
      ],
      hasMore: true,
    });
    expect(toThreadPage(rows, 50).hasMore).toBe(false);
    expect(toThreadPage({ not: "an array" }, 50)).toEqual({ threads: [], hasMore: false });
  });
});

describe("mergeThreadPages", () => {
  const row = (id: string, title: string | null = null) => toThreadSummary({ thread_id: id, values: { title } })!;
  it("keeps page order and the first occurrence of a thread that shifted into the next page", () => {
    const merged = mergeThreadPages([
      { threads: [row("c"), row("b", "first")] },
      { threads: [row("b", "again"), row("a")] },
    ]);
    expect(merged.map((t) => t.id)).toEqual(["c", "b", "a"]);
    expect(merged[1]?.title).toBe("first");
  });
  it("handles no pages and empty pages", () => {
    expect(mergeThreadPages([])).toEqual([]);
    expect(mergeThreadPages([{ threads: [] }, { threads: [row("a")] }]).map((t) => t.id)).toEqual(["a"]);
  });
});

describe("recordFromSearch", () => {
  it("finds the asked thread's row and nothing else", () => {
    const mine = { thread_id: "t1", metadata: { owner: "u" } };
    expect(recordFromSearch([mine], "t1")).toBe(mine);
    // A backend that ignores `ids` answers with whatever thread is newest.
    expect(recordFromSearch([{ thread_id: "t2", metadata: {} }], "t1")).toBeUndefined();
    expect(recordFromSearch([], "t1")).toBeUndefined();
    expect(recordFromSearch({ thread_id: "t1" }, "t1")).toBeUndefined();
    expect(recordFromSearch([null, "t1", ["t1"]], "t1")).toBeUndefined();
  });
  it("asks for the thread's id and metadata only, never its values", () => {
    expect(threadRecordQuery("t1")).toEqual({ ids: ["t1"], select: ["thread_id", "metadata"], limit: 1 });
  });
  it("never throws and only ever returns a row of the asked id", () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), (rows, id) => {
        const found = recordFromSearch(rows, id);
        return found === undefined || found.thread_id === id;
      }),
    );
  });
});

describe("withThreadTitle", () => {
  const row = (id: string, title: string | null = null) => toThreadSummary({ thread_id: id, values: { title } })!;
  it("renames the chat in every page that holds it, and keeps the rest as they are", () => {
    const other = { threads: [row("x")] };
    const data = { pages: [{ threads: [row("a", "old"), row("b")] }, other], pageParams: [0, 50] };
    const renamed = withThreadTitle(data, "a", "new") as typeof data;
    expect(renamed.pages[0]!.threads.map((t) => t.title)).toEqual(["new", null]);
    expect(renamed.pages[0]!.threads[1]).toBe(data.pages[0]!.threads[1]);
    expect(renamed.pages[1]).toBe(other);
    expect(renamed.pageParams).toBe(data.pageParams);
    expect(withThreadTitle(data, "z", "new")).toBe(data);
  });
  it("leaves anything not shaped like list pages alone (property)", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
      const out = withThreadTitle(value, "a", "t");
      if (typeof value !== "object" || value === null || !Array.isArray((value as { pages?: unknown }).pages)) expect(out).toBe(value);
    }));
  });
});
