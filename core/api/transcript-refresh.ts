// After a run, the newest rows of the paged transcript are fetched and put in front of the
// pages already loaded. Refetching the whole infinite query instead would slide every loaded
// page forward by the number of new rows and silently unload the oldest rows the user had
// scrolled back to.

export interface PageLike {
  readonly data: readonly { readonly seq: number }[];
  readonly has_more: boolean;
  readonly next_before_seq: number | null;
}

export function maxSeq(pages: readonly PageLike[]): number | null {
  let max: number | null = null;
  for (const page of pages) for (const row of page.data) if (max === null || row.seq > max) max = row.seq;
  return max;
}

/**
 * The `before_seq` for one more fresh page, or null when the fresh pages fetched so far reach
 * back to rows already loaded (or there is nothing earlier). `knownMax` null means nothing
 * was loaded: the newest page is enough.
 */
export function nextRefreshCursor(fresh: readonly PageLike[], knownMax: number | null): number | null {
  const last = fresh[fresh.length - 1];
  if (!last || knownMax === null || !last.has_more) return null;
  let min: number | null = null;
  for (const row of last.data) if (min === null || row.seq < min) min = row.seq;
  if (min === null || min <= knownMax + 1) return null;
  const cursor = last.next_before_seq ?? min;
  // before_seq = min asks for rows older than this page; a cursor past it would loop forever.
  return cursor <= min ? cursor : null;
}
