import { parseRow } from "../../core/history/transcript";
import { folded } from "../../core/search/query";
import { snippetOf, type Snippet } from "../../core/search/snippet";
import { searchableText } from "../../core/search/text";

// What the message search scans: per thread, the text of each human and ai message its
// transcript holds (condensed ones included: the transcript keeps them), kept as written and
// case-folded, oldest first. Hidden context and tool output are not what a reader looks for.
// A plain substring scan over this meets the budget (scripts/bench-store.ts); no RegExp is
// ever built from a query.

interface Entry {
  seq: number;
  id: string;
  at: string;
  text: string;
  folded: string;
}

export interface IndexHit extends Snippet {
  threadId: string;
  messageId: string;
  seq: number;
  at: string;
}

function entryOf(raw: unknown): Entry | undefined {
  const row = parseRow(raw);
  if (!row) return undefined;
  const { message } = row;
  if ((message.type !== "human" && message.type !== "ai") || message.hidden !== undefined || message.text.trim() === "") return undefined;
  const text = searchableText(message.text);
  return { seq: row.seq, id: message.id, at: row.created_at, text, folded: folded(text) };
}

const entriesOf = (rows: readonly unknown[]): Entry[] => rows.flatMap((row) => entryOf(row) ?? []);

export class MessageIndex {
  private readonly threads = new Map<string, Entry[]>();
  /** Threads whose stored transcript was read (at start, or on first search). */
  private readonly read = new Set<string>();

  /** Rows just stored (newer than any the thread has here). */
  add(threadId: string, rows: readonly unknown[]): void {
    const fresh = entriesOf(rows);
    if (fresh.length === 0) return;
    const entries = this.threads.get(threadId);
    if (!entries) return void this.threads.set(threadId, fresh);
    const last = entries.at(-1)?.seq ?? 0;
    entries.push(...fresh.filter((entry) => entry.seq > last));
  }

  /** A thread's stored rows, read at start: rows stored meanwhile (added already) are kept. */
  load(threadId: string, rows: readonly unknown[]): void {
    this.read.add(threadId);
    const known = this.threads.get(threadId) ?? [];
    const first = known[0]?.seq ?? Number.POSITIVE_INFINITY;
    this.threads.set(threadId, [...entriesOf(rows).filter((entry) => entry.seq < first), ...known]);
  }

  /** Whether `load` has had the thread's stored rows (rows may be written around the store: seeding). */
  hasRead(threadId: string): boolean {
    return this.read.has(threadId);
  }

  remove(threadId: string): void {
    this.threads.delete(threadId);
    this.read.delete(threadId);
  }

  /** Messages indexed, over all threads. */
  get size(): number {
    let n = 0;
    for (const entries of this.threads.values()) n += entries.length;
    return n;
  }

  /** The newest `limit` matches in each of `threadIds`, newest first within a thread. */
  search(threadIds: Iterable<string>, foldedQuery: string, limit: number): IndexHit[] {
    const hits: IndexHit[] = [];
    for (const threadId of threadIds) {
      const entries = this.threads.get(threadId);
      if (!entries) continue;
      let found = 0;
      for (let i = entries.length - 1; i >= 0 && found < limit; i--) {
        const entry = entries[i]!;
        if (!entry.folded.includes(foldedQuery)) continue;
        const snippet = snippetOf(entry.text, foldedQuery, entry.folded);
        if (!snippet) continue;
        hits.push({ threadId, messageId: entry.id, seq: entry.seq, at: entry.at, ...snippet });
        found++;
      }
    }
    return hits;
  }
}
