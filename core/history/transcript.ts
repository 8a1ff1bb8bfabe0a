import { type Dict, isDict } from "../messages/guards";
import { readMessage } from "../messages/read";
import type { NormalizedMessage } from "../messages/types";
import { parseFeedback } from "../ratings/feedback";
import type { PageTotals, StoredRow, TranscriptPage } from "./types";

// The paged transcript (docs/wire-contracts.md, "Paged transcript"): tolerant page parsing,
// merging loaded pages, and the decision whether an earlier page exists.

const isSeq = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

/** Null when `raw` is not a page at all; bad rows inside a page are skipped. Never throws. */
export function parseTranscriptPage(raw: unknown): TranscriptPage | null {
  if (!isDict(raw) || !Array.isArray(raw.data)) return null;
  const data: StoredRow[] = [];
  for (const row of raw.data as readonly unknown[]) {
    const parsed = parseRow(row);
    if (parsed !== undefined) data.push(parsed);
  }
  const page: TranscriptPage = {
    data,
    has_more: raw.has_more === true,
    next_before_seq: isSeq(raw.next_before_seq) ? raw.next_before_seq : null,
  };
  const totals = parseTotals(raw.totals);
  return totals === undefined ? page : { ...page, totals };
}

const isCount = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/** The whole thread's counts (an extension of the embedded backend); each value that is not a count is left out. */
export function parseTotals(raw: unknown): PageTotals | undefined {
  if (!isDict(raw)) return undefined;
  const totals: { compactions?: number; delegations?: number } = {};
  if (isCount(raw.compactions)) totals.compactions = raw.compactions;
  if (isCount(raw.delegations)) totals.delegations = raw.delegations;
  return Object.keys(totals).length === 0 ? undefined : totals;
}

export function parseRow(row: unknown): StoredRow | undefined {
  if (!isDict(row) || !isSeq(row.seq) || !isDict(row.content)) return undefined;
  const parsed: StoredRow = {
    seq: row.seq,
    run_id: typeof row.run_id === "string" ? row.run_id : null,
    message: readMessage(withId(row.content, row.seq)),
    metadata: isDict(row.metadata) ? row.metadata : {},
    created_at: typeof row.created_at === "string" ? row.created_at : "",
  };
  // The field's presence says the backend keeps ratings, even when its value is unreadable.
  return "feedback" in row ? { ...parsed, feedback: parseFeedback(row.feedback) } : parsed;
}

/** Id-less content gets `seq-<n>`: ids from list positions would change as pages slide in. */
function withId(content: Dict, seq: number): Dict {
  if (typeof content.id === "string" && content.id !== "") return content;
  return { ...content, id: `seq-${seq}` };
}

/** The thread's totals as the most recently read newest page says them (pages first = newest, as an infinite query keeps them). */
export function pageTotals(pages: readonly TranscriptPage[]): PageTotals | undefined {
  for (const page of pages) if (page.totals !== undefined) return page.totals;
  return undefined;
}

/** All loaded rows, each seq once (rows are append-only, so copies are equal), seq ascending. */
export function mergePages(pages: readonly { readonly data: readonly StoredRow[] }[]): StoredRow[] {
  const bySeq = new Map<number, StoredRow>();
  for (const page of pages) for (const row of page.data) if (!bySeq.has(row.seq)) bySeq.set(row.seq, row);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The messages of merged rows, in seq order: the `stored` input of mergeHistory. */
export function rowMessages(rows: readonly StoredRow[]): NormalizedMessage[] {
  return rows.map((row) => row.message);
}

/**
 * `before_seq` for the next earlier page, given the pages loaded so far (first = newest, as an
 * infinite query keeps them); undefined when there is none. A server that keeps answering
 * with the same page, an empty page, or a cursor that does not move back would otherwise
 * make the UI fetch forever, so those end the paging too.
 */
export function nextPageParam(pages: readonly TranscriptPage[]): number | undefined {
  const last = pages[pages.length - 1];
  if (last === undefined || !last.has_more) return undefined;
  const lastMin = minSeq(last.data);
  const cursor = last.next_before_seq ?? lastMin;
  if (cursor === undefined) return undefined;
  let earlierMin = Infinity;
  for (let i = 0; i < pages.length - 1; i++) {
    const page = pages[i]!;
    const seq = minSeq(page.data);
    if (seq !== undefined) earlierMin = Math.min(earlierMin, seq);
    // The cursor must move strictly back from every cursor already followed.
    const previous = page.next_before_seq ?? seq;
    if (previous !== undefined && cursor >= previous) return undefined;
  }
  // A later page that brought no row older than the ones before it made no progress.
  if (pages.length > 1 && (lastMin === undefined || lastMin >= earlierMin)) return undefined;
  return cursor;
}

function minSeq(rows: readonly StoredRow[]): number | undefined {
  let min: number | undefined;
  for (const row of rows) if (min === undefined || row.seq < min) min = row.seq;
  return min;
}
