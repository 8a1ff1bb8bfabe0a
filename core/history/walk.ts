import { HISTORY_LIMIT, HISTORY_PAGE, oldestCheckpoint } from "../branches/reading";

// Reading a thread's checkpoint history back from its newest checkpoint, a page at a time,
// only as far as a reader needs: every checkpoint carries the whole state.

/** Up to `limit` checkpoints of `threads.getHistory` (newest first), older than the checkpoint `before` when given. */
export type ReadHistoryPage = (before: string | undefined, limit: number) => Promise<readonly unknown[]>;

/**
 * The checkpoints from the newest back to the first page that is `enough`, or to the start
 * (a page shorter than a full one), or to `limit` checkpoints. `complete` says whether it
 * stopped for the first two reasons rather than the limit.
 */
export async function readHistoryBack(
  readPage: ReadHistoryPage,
  enough: (page: readonly unknown[]) => boolean,
  limit: number = HISTORY_LIMIT,
  pageSize: number = HISTORY_PAGE,
): Promise<{ checkpoints: unknown[]; complete: boolean }> {
  const checkpoints: unknown[] = [];
  let before: string | undefined;
  for (;;) {
    const page = await readPage(before, pageSize);
    const list = Array.isArray(page) ? page : [];
    for (const checkpoint of list) checkpoints.push(checkpoint);
    if (enough(list) || list.length < pageSize) return { checkpoints, complete: true };
    const oldest = oldestCheckpoint(list);
    if (checkpoints.length >= limit || oldest === undefined || oldest === before) return { checkpoints, complete: false };
    before = oldest;
  }
}
