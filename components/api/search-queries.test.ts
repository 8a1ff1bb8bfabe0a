import type { Client } from "@langchain/langgraph-sdk";
import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { TranscriptClient } from "@/core/api/transcript-client";
import { chatSearchOptions } from "./search-queries";

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { status });
const hit = { thread_id: "t-1", title: "Quince", kind: "message", message_id: "m-1", seq: 2, snippet: "about quince", match_start: 6, match_length: 6, at: "2026-01-01T00:00:00Z" };

/** A backend whose message search answers `search`, and whose thread list holds `rows`. */
function backend(search: () => unknown, rows: Record<string, unknown>[]) {
  const searches: unknown[] = [];
  const lists: Record<string, unknown>[] = [];
  const transcript = {
    searchMessages: async (query: string, limit: number) => {
      searches.push({ query, limit });
      const answer = search();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as TranscriptClient;
  const client = {
    threads: {
      search: async (request: Record<string, unknown>) => {
        lists.push(request);
        return rows;
      },
    },
  } as unknown as Client;
  return { client, transcript, searches, lists };
}

const run = (b: ReturnType<typeof backend>, query: string) => new QueryClient().fetchQuery(chatSearchOptions(b.client, b.transcript, query));

describe("chatSearchOptions", () => {
  it("asks the backend's message search", async () => {
    const b = backend(() => ({ results: [hit] }), []);
    expect(await run(b, "quince")).toMatchObject({ mode: "messages", results: [{ threadId: "t-1", messageId: "m-1" }] });
    expect(b.searches).toEqual([{ query: "quince", limit: 20 }]);
    expect(b.lists).toEqual([]);
  });

  it("searches names from the list's narrow records where the backend has no message search, and keeps doing so", async () => {
    const rows = [
      { thread_id: "t-1", metadata: { title: "Quince jam" }, updated_at: "2026-01-02T00:00:00Z" },
      { thread_id: "t-2", metadata: { title: "Figs" }, updated_at: "2026-01-01T00:00:00Z" },
    ];
    const b = backend(() => httpError(404), rows);
    expect(await run(b, "QUINCE")).toMatchObject({ mode: "titles", results: [{ threadId: "t-1", messageId: null, match: { start: 0, length: 6 } }] });
    expect(b.lists[0]).toMatchObject({ select: ["thread_id", "created_at", "updated_at", "metadata", "status"], limit: 100, offset: 0 });
    expect(b.lists[0]?.select).not.toContain("values");
    await run(b, "figs");
    expect(b.searches).toHaveLength(1);
  });

  it("fails with the backend's error otherwise", async () => {
    const b = backend(() => httpError(503), []);
    await expect(run(b, "quince")).rejects.toMatchObject({ status: 503 });
    expect(b.lists).toEqual([]);
  });
});
