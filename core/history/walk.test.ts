import { describe, expect, it } from "vitest";
import { recordedThread } from "../../fixtures/load";
import { HISTORY_LIMIT } from "../branches/reading";
import { reachesBeforeCompactions } from "./summarization-history";
import { readHistoryBack } from "./walk";

/** A server's history endpoint over `history` (newest first): `limit` checkpoints older than `before`. */
function server(history: readonly Record<string, unknown>[]) {
  const requests: (string | undefined)[] = [];
  const id = (c: Record<string, unknown>) => (c.checkpoint as { checkpoint_id: string }).checkpoint_id;
  const readPage = async (before: string | undefined, limit: number) => {
    requests.push(before);
    const from = before === undefined ? 0 : history.findIndex((c) => id(c) === before) + 1;
    return history.slice(from, from + limit);
  };
  return { readPage, requests };
}

describe("readHistoryBack", () => {
  const history = recordedThread("main-final").history as Record<string, unknown>[];

  it("reads pages back until one is enough (fixtures/deepagents/main-final: to before its first compaction)", async () => {
    const { readPage, requests } = server(history);
    const read = await readHistoryBack(readPage, reachesBeforeCompactions, HISTORY_LIMIT, 10);
    // The 22nd checkpoint is the newest without a compaction: three pages of ten.
    expect(read).toEqual({ checkpoints: history.slice(0, 30), complete: true });
    expect(requests).toHaveLength(3);
  });

  it("stops at the start, and at the limit", async () => {
    const all = await readHistoryBack(server(history).readPage, () => false, HISTORY_LIMIT, 10);
    expect(all).toEqual({ checkpoints: history, complete: true });
    const capped = await readHistoryBack(server(history).readPage, () => false, 20, 10);
    expect(capped).toEqual({ checkpoints: history.slice(0, 20), complete: false });
  });
});
