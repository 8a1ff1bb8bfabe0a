import { mkdir, open, rm, type FileHandle } from "node:fs/promises";
import path from "node:path";
import { type SummaryMarker, type TranscriptForwardPage, type TranscriptPage, type TranscriptRow, type WireMessage } from "../wire";
import { ByteCache } from "./byte-cache";
import { keyOf } from "./keys";
import { lastLineEnd, rowsBackward, rowsForward, type LocatedRow } from "./lines";
import { pageAfter, pageBefore } from "./pages";

// The append-only transcript of every thread: one JSONL file per thread, one row per message
// or summary marker. Compaction removes messages from the graph state, never from here.
// Pages are read from the end of the file, or forward from an offset found by binary search
// (pages.ts); what is kept between calls (each thread's newest rows and, once it is written
// to, its dedupe keys) is bounded in bytes.

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
}

interface ThreadLog {
  /** Bytes of the file, all complete lines. */
  size: number;
  lastSeq: number;
  /** The newest rows, up to the end of the file, oldest first. */
  tail: LocatedRow[];
  /** Whether a valid row comes before the tail. */
  olderRows: boolean;
  /** Keys of every row, read on the first write (or `unwritten`) after a load. */
  keys?: Set<string>;
  keyBytes: number;
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
export const isValidThreadId = (threadId: string): boolean => THREAD_ID.test(threadId);

// Estimates of what the parsed data costs in memory (UTF-16 strings, object headers).
const ENTRY_BYTES = 256;
const keyBytes = (key: string) => 2 * key.length + 48;
const costOf = (log: ThreadLog) => ENTRY_BYTES + log.keyBytes + log.tail.reduce((sum, row) => sum + 2 * row.bytes, 0);

const emptyLog = (): ThreadLog => ({ size: 0, lastSeq: 0, tail: [], olderRows: false, keyBytes: 0 });

async function openIfExists(file: string, flags: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, flags);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}

export class TranscriptStore {
  private readonly cache: ByteCache<string, ThreadLog>;
  private readonly queues = new Map<string, Promise<void>>();
  /** Threads appended to since the last flush (their files are not synced yet). */
  private readonly unsynced = new Set<string>();
  private readonly tailRows: number;
  private readonly chunkBytes: number;

  constructor(
    readonly dir: string,
    options: TranscriptStoreOptions = {},
  ) {
    this.cache = new ByteCache(options.maxCacheBytes ?? 32 * 1024 * 1024);
    this.tailRows = options.tailRows ?? 100;
    this.chunkBytes = options.chunkBytes ?? 64 * 1024;
  }

  /** Bytes the cache holds now (never more than `maxCacheBytes`). */
  get cachedBytes(): number {
    return this.cache.bytes;
  }

  /**
   * Appends the entries whose key was never written for this thread, in order, and returns
   * the new rows. Writes to one thread are serialized; different threads proceed in parallel.
   */
  append(threadId: string, entries: readonly TranscriptEntry[]): Promise<TranscriptRow[]> {
    if (!isValidThreadId(threadId)) return Promise.reject(new Error(`Invalid thread id: ${threadId}`));
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      const keys = await this.keysOf(threadId, log);
      const batch = new Set<string>();
      const fresh = entries.filter((entry) => {
        if (keys.has(entry.key) || batch.has(entry.key)) return false;
        batch.add(entry.key);
        return true;
      });
      if (fresh.length === 0) return [];
      let seq = log.lastSeq;
      const createdAt = new Date().toISOString();
      const rows = fresh.map((entry): TranscriptRow => ({
        seq: ++seq,
        run_id: entry.run_id,
        content: entry.content,
        metadata: entry.metadata,
        created_at: createdAt,
      }));
      const lines = rows.map((row) => `${JSON.stringify(row)}\n`);
      await mkdir(this.dir, { recursive: true });
      const fh = await open(this.fileOf(threadId), "a");
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
      for (const entry of fresh) {
        keys.add(entry.key);
        log.keyBytes += keyBytes(entry.key);
      }
      log.lastSeq = seq;
      if (log.tail.length > this.tailRows) {
        log.tail.splice(0, log.tail.length - this.tailRows);
        log.olderRows = true;
      }
      this.cache.set(threadId, log, costOf(log));
      return rows;
    });
  }

  /** The keys among `keys` never written for this thread (lets callers skip serializing). */
  async unwritten(threadId: string, keys: readonly string[]): Promise<Set<string>> {
    if (!isValidThreadId(threadId)) return new Set();
    const written = await this.serialize(threadId, async () => this.keysOf(threadId, await this.load(threadId)));
    return new Set(keys.filter((key) => !written.has(key)));
  }

  /**
   * The newest `limit` rows older than `beforeSeq` (all rows when absent), oldest first.
   * Undefined when the thread has no transcript at all.
   */
  async page(threadId: string, options: { beforeSeq?: number; limit: number }): Promise<TranscriptPage | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      if (log.lastSeq === 0) return undefined;
      return pageBefore(log, (reader) => this.read(threadId, reader), options.beforeSeq, options.limit, this.chunkBytes);
    });
  }

  /** The oldest `limit` rows newer than `afterSeq`, oldest first; undefined as for page(). */
  async pageAfter(threadId: string, options: { afterSeq: number; limit: number }): Promise<TranscriptForwardPage | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      if (log.lastSeq === 0) return undefined;
      return pageAfter(log, (reader) => this.read(threadId, reader), options.afterSeq, options.limit, this.chunkBytes);
    });
  }

  /** Deletes a thread's transcript, after the writes queued before it; nothing if it has none. */
  remove(threadId: string): Promise<void> {
    if (!isValidThreadId(threadId)) return Promise.resolve();
    return this.serialize(threadId, async () => {
      this.cache.delete(threadId);
      this.unsynced.delete(threadId);
      await rm(this.fileOf(threadId), { force: true });
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
    try {
      const { size: length } = await fh.stat();
      // A crash can leave half a line at the end. Cut it off, or the next append would glue a
      // valid row onto it and lose both.
      const size = await lastLineEnd(fh, length, this.chunkBytes);
      if (size < length) await fh.truncate(size);
      const newest = await rowsBackward(fh, size, Math.max(this.tailRows, 1) + 1, this.chunkBytes);
      const tail = newest.slice(0, this.tailRows).reverse();
      const log: ThreadLog = { size, lastSeq: newest[0]?.row.seq ?? 0, tail, olderRows: newest.length > tail.length, keyBytes: 0 };
      this.cache.set(threadId, log, costOf(log));
      return log;
    } finally {
      await fh.close();
    }
  }

  /** Every key written for the thread: read once per load, by a pass over the whole file. */
  private async keysOf(threadId: string, log: ThreadLog): Promise<Set<string>> {
    if (log.keys) return log.keys;
    const keys = new Set<string>();
    let bytes = 0;
    if (log.size > 0) {
      await this.read(threadId, async (fh) => {
        for await (const row of rowsForward(fh, log.size, this.chunkBytes)) {
          const key = keyOf(row.content);
          if (key === undefined || keys.has(key)) continue;
          keys.add(key);
          bytes += keyBytes(key);
        }
      });
    }
    log.keys = keys;
    log.keyBytes = bytes;
    this.cache.set(threadId, log, costOf(log));
    return keys;
  }
}
