import { existsSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverFetch, startHarness, streamRun, type Harness } from "./testing/harness";

// Ratings of runs, the gateway's contract (docs/wire-contracts.md, "Ratings"): rows carry
// `feedback` on each run's last answer, PUT and DELETE .../runs/{run_id}/feedback change it.

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.dispose();
});

interface Row {
  seq: number;
  run_id: string | null;
  content: { type: string; tool_calls?: unknown[] };
  feedback?: unknown;
}

const rows = async (thread: string): Promise<Row[]> => ((await (await serverFetch(h.server, `/threads/${thread}/messages/page`)).json()) as { data: Row[] }).data;
const rate = (thread: string, run: string, body: unknown) =>
  serverFetch(h.server, `/threads/${thread}/runs/${run}/feedback`, { method: "PUT", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
const unrate = (thread: string, run: string) => serverFetch(h.server, `/threads/${thread}/runs/${run}/feedback`, { method: "DELETE" });

async function ratedThread(): Promise<{ thread: string; runs: string[] }> {
  const thread = (await h.client.threads.create()).thread_id;
  await streamRun(h.client, thread, "hello");
  await streamRun(h.client, thread, "and again");
  const runs = [...new Set((await rows(thread)).map((r) => r.run_id).filter((r): r is string => r !== null))];
  return { thread, runs };
}

describe("ratings", () => {
  it("marks each run's last answer, unrated, and nothing else", async () => {
    const { thread, runs } = await ratedThread();
    expect(runs).toHaveLength(2);
    const marked = (await rows(thread)).filter((r) => "feedback" in r);
    expect(marked.map((r) => [r.run_id, r.content.type, r.feedback])).toEqual(runs.map((run) => [run, "ai", null]));
  });

  it("rates, changes, keeps across a restart, and removes", async () => {
    const { thread, runs } = await ratedThread();
    const run = runs[0]!;
    const first = await rate(thread, run, { rating: 1 });
    expect(first.status).toBe(200);
    const saved = (await first.json()) as { feedback_id: string };
    expect(saved).toMatchObject({ rating: 1, comment: null });

    const changed = (await (await rate(thread, run, { rating: -1, comment: "Too short." })).json()) as { feedback_id: string };
    // A change keeps the rating's id.
    expect(changed).toEqual({ feedback_id: saved.feedback_id, rating: -1, comment: "Too short." });

    await h.restart();
    const after = (await rows(thread)).filter((r) => "feedback" in r);
    expect(after.map((r) => r.feedback)).toEqual([changed, null]);

    expect((await unrate(thread, run)).status).toBe(204);
    expect((await rows(thread)).filter((r) => "feedback" in r).map((r) => r.feedback)).toEqual([null, null]);
  });

  it("refuses bad bodies, malformed ids and runs of another thread", async () => {
    const { thread, runs } = await ratedThread();
    const other = await ratedThread();
    for (const body of [{}, { rating: 0 }, { rating: "1" }, { rating: 1, comment: 3 }, { rating: 1, comment: "x".repeat(2001) }]) {
      expect((await rate(thread, runs[0]!, body)).status).toBe(422);
    }
    expect((await rate(thread, other.runs[0]!, { rating: 1 })).status).toBe(404);
    expect((await rate(thread, "bad%20id", { rating: 1 })).status).toBe(404);
    expect((await unrate(thread, other.runs[0]!)).status).toBe(404);
    expect((await rows(other.thread)).filter((r) => "feedback" in r).map((r) => r.feedback)).toEqual([null, null]);
  });

  it("forgets a deleted thread's ratings", async () => {
    const { thread, runs } = await ratedThread();
    await rate(thread, runs[0]!, { rating: 1 });
    const file = path.join(h.dataDir, "ratings", `${thread}.json`);
    expect(existsSync(file)).toBe(true);
    await h.client.threads.delete(thread);
    expect(existsSync(file)).toBe(false);
    expect((await rate(thread, runs[0]!, { rating: 1 })).status).toBe(404);
  });
});
