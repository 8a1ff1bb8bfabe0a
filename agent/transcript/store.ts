import { open, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { type SummaryMarker, type TranscriptForwardPage, type TranscriptPage, type TranscriptRow, type TranscriptTotals, type WireMessage } from "../wire";
import { addKey, headOf, lineageOf, scanIndex, writtenIn, type BranchIndex, type Position } from "./branch-index";
import { ByteCache } from "./byte-cache";
import { exists, markForked, openIfExists } from "./files";
import { lastLineEnd, rowsBackward } from "./lines";
import { lineageRanges, type SeqRange } from "./lineage";
import { lineagePageAfter, lineagePageBefore } from "./lineage-pages";
import { pageAfter, pageBefore } from "./pages";
import { costOf, emptyLog, type ThreadLog } from "./thread-log";
import { countRow, scanTally, totalsOf } from "./totals";
import { makePrivateDir, PRIVATE_FILE } from "../storage/private-files";

// The append-only transcript of every thread: one JSONL file per thread, one row per message
// or summary marker. Compaction removes messages from the graph state, never from here.
// Pages are read from the end of the file, or forward from an offset found by binary search
// (pages.ts); what is kept between calls (each thread's newest rows and, once it is written
// to, its dedupe keys) is bounded in bytes. A forked thread holds the rows of every branch;
// a write and a read name the branch by its head (lineage.ts), and `<thread>.forked` marks
// the threads where that matters, so other threads never read their whole file for it.

export interface TranscriptEntry {
  /** Dedupe key: a row is written once per key (the message id, or the marker id). */
  key: string;
  run_id: string | null;
  content: WireMessage | SummaryMarker;
  metadata: Record<string, unknown>;
}

export interface TranscriptStoreOptions {
  /** Bound of the memory kept between calls, in (estimated) bytes. */
  maxCacheBytes?: number;
  /** Newest rows kept per cached thread: the newest page is served from them. */
  tailRows?: number;
  /** Size of each file read. */
  chunkBytes?: number;
  /** Told of every row stored and every transcript removed (the message search's index). */
  watcher?: TranscriptWatcher;
}

export interface TranscriptWatcher {
  appended(threadId: string, rows: readonly TranscriptRow[]): void;
  removed(threadId: string): void;
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
export const isValidThreadId = (threadId: string): boolean => THREAD_ID.test(threadId);

export class TranscriptStore {
  private readonly cache: ByteCache<string, ThreadLog>;
  private readonly queues = new Map<string, Promise<void>>();
  /** Threads appended to since the last flush (their files are not synced yet). */
  private readonly unsynced = new Set<string>();
  private readonly tailRows: number;
  private readonly chunkBytes: number;
  private readonly watcher: TranscriptWatcher | undefined;

  constructor(
    readonly dir: string,
    options: TranscriptStoreOptions = {},
  ) {
    this.cache = new ByteCache(options.maxCacheBytes ?? 32 * 1024 * 1024);
    this.tailRows = options.tailRows ?? 100;
    this.chunkBytes = options.chunkBytes ?? 64 * 1024;
    this.watcher = options.watcher;
  }

  /** Bytes the cache holds now (never more than `maxCacheBytes`). */
  get cachedBytes(): number {
    return this.cache.bytes;
  }

  /**
   * Appends the entries whose key was never written in the branch `position` names (by
   * default the newest row's), in order, and returns the new rows. A write continuing an
   * older row starts a branch. Writes to one thread are serialized; threads proceed in parallel.
   */
  append(threadId: string, entries: readonly TranscriptEntry[], position: Position = {}): Promise<TranscriptRow[]> {
    if (!isValidThreadId(threadId)) return Promise.reject(new Error(`Invalid thread id: ${threadId}`));
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      const index = await this.indexOf(threadId, log);
      const head = headOf(index, log.lastSeq, position);
      const lineage = lineageOf(index, log.lastSeq, head);
      const batch = new Set<string>();
      const fresh = entries.filter((entry) => {
        if (writtenIn(index, entry.key, lineage) || batch.has(entry.key)) return false;
        batch.add(entry.key);
        return true;
      });
      if (fresh.length === 0) return [];
      const jump = head === log.lastSeq ? undefined : head;
      if (jump !== undefined && !log.forked) {
        await markForked(this.flagOf(threadId));
        log.forked = true;
      }
      let seq = log.lastSeq;
      const createdAt = new Date().toISOString();
      const rows = fresh.map((entry, i): TranscriptRow => ({
        seq: ++seq,
        run_id: entry.run_id,
        content: entry.content,
        metadata: i === 0 && jump !== undefined ? { ...entry.metadata, after_seq: jump } : entry.metadata,
        created_at: createdAt,
      }));
      const lines = rows.map((row) => `${JSON.stringify(row)}\n`);
      await makePrivateDir(this.dir);
      const fh = await open(this.fileOf(threadId), "a", PRIVATE_FILE);
      try {
        await fh.writeFile(lines.join(""), "utf8");
      } catch (error) {
        // The file may end in part of a row now; the next load cuts it off.
        this.cache.delete(threadId);
        throw error;
      } finally {
        await fh.close();
      }
      this.unsynced.add(threadId);
      rows.forEach((row, i) => {
        const bytes = Buffer.byteLength(lines[i]!, "utf8");
        log.tail.push({ row, start: log.size, bytes });
        log.size += bytes;
      });
      fresh.forEach((entry, i) => addKey(index, entry.key, rows[i]!.seq));
      if (log.tally) for (const row of rows) countRow(log.tally, row);
      if (jump !== undefined) index.jumps.set(rows[0]!.seq, jump);
      log.lastSeq = seq;
      if (log.tail.length > this.tailRows) {
        log.tail.splice(0, log.tail.length - this.tailRows);
        log.olderRows = true;
      }
      this.cache.set(threadId, log, costOf(log));
      this.watcher?.appended(threadId, rows);
      return rows;
    });
  }

  /** The keys among `keys` never written in the branch `position` names (lets callers skip serializing). */
  async unwritten(threadId: string, keys: readonly string[], position: Position = {}): Promise<Set<string>> {
    if (!isValidThreadId(threadId)) return new Set();
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      const index = await this.indexOf(threadId, log);
      const lineage = lineageOf(index, log.lastSeq, headOf(index, log.lastSeq, position));
      return new Set(keys.filter((key) => !writtenIn(index, key, lineage)));
    });
  }

  /** Whether a branch was ever started in the thread: only then does a page depend on its head. */
  async forked(threadId: string): Promise<boolean> {
    if (!isValidThreadId(threadId)) return false;
    return this.serialize(threadId, async () => (await this.load(threadId)).forked);
  }

  /**
   * The newest `limit` rows older than `beforeSeq` (all rows when absent), oldest first, of
   * the branch `branch` names (default: the newest row's). Undefined when the thread has no
   * transcript at all.
   */
  async page(threadId: string, options: { beforeSeq?: number; limit: number; branch?: Position }): Promise<TranscriptPage | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      if (log.lastSeq === 0) return undefined;
      const read = <T>(reader: (fh: FileHandle) => Promise<T>) => this.read(threadId, reader);
      if (!log.forked) return pageBefore(log, read, options.beforeSeq, options.limit, this.chunkBytes);
      const lineage = await this.lineage(threadId, log, options.branch);
      return lineagePageBefore(log.size, read, lineage, options.beforeSeq, options.limit, this.chunkBytes);
    });
  }

  /** The oldest `limit` rows newer than `afterSeq`, oldest first, of the branch as for page(). */
  async pageAfter(threadId: string, options: { afterSeq: number; limit: number; branch?: Position }): Promise<TranscriptForwardPage | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      if (log.lastSeq === 0) return undefined;
      const read = <T>(reader: (fh: FileHandle) => Promise<T>) => this.read(threadId, reader);
      if (!log.forked) return pageAfter(log, read, options.afterSeq, options.limit, this.chunkBytes);
      const lineage = await this.lineage(threadId, log, options.branch);
      return lineagePageAfter(log.size, read, lineage, options.afterSeq, options.limit, this.chunkBytes);
    });
  }

  /**
   * The counts of the branch `branch` names (as for page()) over all its rows, however many
   * a reader has loaded. Undefined when the thread has no transcript at all.
   */
  async totals(threadId: string, branch?: Position): Promise<TranscriptTotals | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      if (log.lastSeq === 0) return undefined;
      if (!log.tally) {
        log.tally = await this.read(threadId, (fh) => scanTally(fh, log.size, this.chunkBytes));
        this.cache.set(threadId, log, costOf(log));
      }
      return totalsOf(log.tally, log.forked ? await this.lineage(threadId, log, branch) : undefined);
    });
  }

  /** Deletes a thread's transcript, after the writes queued before it; nothing if it has none. */
  remove(threadId: string): Promise<void> {
    if (!isValidThreadId(threadId)) return Promise.resolve();
    return this.serialize(threadId, async () => {
      this.cache.delete(threadId);
      this.unsynced.delete(threadId);
      await rm(this.flagOf(threadId), { force: true });
      await rm(this.fileOf(threadId), { force: true });
      this.watcher?.removed(threadId);
    });
  }

  /** Resolves once every write queued so far is on disk (synced, not only handed to the OS). */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()]);
    const threads = [...this.unsynced];
    this.unsynced.clear();
    await Promise.all(
      threads.map(async (threadId) => {
        const fh = await openIfExists(this.fileOf(threadId), "r");
        if (!fh) return;
        try {
          await fh.sync();
        } finally {
          await fh.close();
        }
      }),
    );
  }

  private fileOf(threadId: string): string {
    return path.join(this.dir, `${threadId}.jsonl`);
  }

  private flagOf(threadId: string): string {
    return path.join(this.dir, `${threadId}.forked`);
  }

  private serialize<T>(threadId: string, task: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(threadId) ?? Promise.resolve();
    const result = previous.then(task);
    const settled = result.then(
      () => undefined,
      () => undefined,
    );
    this.queues.set(threadId, settled);
    void settled.then(() => {
      if (this.queues.get(threadId) === settled) this.queues.delete(threadId);
    });
    return result;
  }

  private async read<T>(threadId: string, reader: (fh: FileHandle) => Promise<T>): Promise<T> {
    const fh = await open(this.fileOf(threadId), "r");
    try {
      return await reader(fh);
    } finally {
      await fh.close();
    }
  }

  /** The thread's log, from the cache or from the end of its file. Call inside serialize(). */
  private async load(threadId: string): Promise<ThreadLog> {
    const cached = this.cache.get(threadId);
    if (cached) return cached;
    const fh = await openIfExists(this.fileOf(threadId), "r+");
    if (!fh) return emptyLog();
    const forked = await exists(this.flagOf(threadId));
    try {
      const { size: length } = await fh.stat();
      // A crash can leave half a line at the end. Cut it off, or the next append would glue a
      // valid row onto it and lose both.
      const size = await lastLineEnd(fh, length, this.chunkBytes);
      if (size < length) await fh.truncate(size);
      const newest = await rowsBackward(fh, size, Math.max(this.tailRows, 1) + 1, this.chunkBytes);
      const tail = newest.slice(0, this.tailRows).reverse();
      const log: ThreadLog = { size, lastSeq: newest[0]?.row.seq ?? 0, tail, olderRows: newest.length > tail.length, forked };
      this.cache.set(threadId, log, costOf(log));
      return log;
    } finally {
      await fh.close();
    }
  }

  /** The rows of the branch `branch` names. Call inside serialize(). */
  private async lineage(threadId: string, log: ThreadLog, branch: Position = {}): Promise<readonly SeqRange[]> {
    const index = await this.indexOf(threadId, log);
    return lineageRanges(index.jumps, headOf(index, log.lastSeq, branch));
  }

  /** Every key and branch start of the thread: read once per load, by a pass over the whole file. */
  private async indexOf(threadId: string, log: ThreadLog): Promise<BranchIndex> {
    if (log.index) return log.index;
    const index = log.size > 0 ? await this.read(threadId, (fh) => scanIndex(fh, log.size, this.chunkBytes)) : { keys: new Map(), jumps: new Map(), bytes: 0 };
    log.index = index;
    this.cache.set(threadId, log, costOf(log));
    return index;
  }
}
