import { isDict } from "../messages/guards";
import { parseRow } from "./transcript";
import type { ForwardPage, StoredRow } from "./types";

// Pages of the paged transcript read forward (`after_seq`, an extension the embedded
// server implements, docs/wire-contracts.md, "Paged transcript"): tolerant parsing, and the
// cursor of the next one.

const isSeq = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/**
 * The page answering `after_seq`, or null when `raw` is not one: a backend that ignores the
 * parameter answers with its newest page, which has no `next_after_seq`. Rows not after
 * `afterSeq` are dropped, the rest sorted by seq. Never throws.
 */
export function parseForwardPage(raw: unknown, afterSeq: number): ForwardPage | null {
  if (!isDict(raw) || !Array.isArray(raw.data) || !("next_after_seq" in raw)) return null;
  const data: StoredRow[] = [];
  for (const row of raw.data as readonly unknown[]) {
    const parsed = parseRow(row);
    if (parsed !== undefined && parsed.seq > afterSeq) data.push(parsed);
  }
  data.sort((a, b) => a.seq - b.seq);
  return { data, has_more: raw.has_more === true, next_after_seq: isSeq(raw.next_after_seq) ? raw.next_after_seq : null };
}

/**
 * `after_seq` for the next forward page, given the pages loaded so far (oldest first); undefined
 * when there is none. A cursor that does not move forward ends the paging, as nextPageParam's
 * does backward.
 */
export function nextForwardParam(pages: readonly ForwardPage[], start = 0): number | undefined {
  const last = pages[pages.length - 1];
  if (last === undefined || !last.has_more) return undefined;
  const cursor = last.next_after_seq ?? last.data[last.data.length - 1]?.seq;
  if (cursor === undefined) return undefined;
  let previous = start;
  for (let i = 0; i < pages.length - 1; i++) {
    const page = pages[i]!;
    previous = Math.max(previous, page.next_after_seq ?? page.data[page.data.length - 1]?.seq ?? previous);
  }
  return cursor > previous ? cursor : undefined;
}
