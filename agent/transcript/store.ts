import { appendFile, mkdir, readFile, rm, truncate } from "node:fs/promises";
import path from "node:path";
import { type SummaryMarker, type TranscriptPage, type TranscriptRow, type WireMessage } from "../wire";
import { keyOf } from "./keys";

// The append-only transcript of every thread: one JSONL file per thread, one row per message
// or summary marker. Compaction removes messages from the graph state, never from here.

export interface TranscriptEntry {
  /** Dedupe key: a row is written once per key (the message id, or the marker id). */
  key: string;
  run_id: string | null;
  content: WireMessage | SummaryMarker;
  metadata: Record<string, unknown>;
}

interface ThreadLog {
  file: string;
  rows: TranscriptRow[];
  keys: Set<string>;
}

const THREAD_ID = /^[A-Za-z0-9_-]{1,128}$/;
export const isValidThreadId = (threadId: string): boolean => THREAD_ID.test(threadId);

const rowKey = (row: TranscriptRow): string | undefined => keyOf(row.content);

function parseRow(line: string): TranscriptRow | undefined {
  try {
    const row = JSON.parse(line) as Partial<TranscriptRow>;
    if (typeof row.seq !== "number" || typeof row.content !== "object" || row.content === null) return undefined;
    return row as TranscriptRow;
  } catch {
    return undefined;
  }
}

async function readLog(file: string): Promise<ThreadLog> {
  let text = "";
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  // A crash can leave half a line at the end. Cut it off, or the next append would glue a
  // valid row onto it and lose both.
  const complete = text.endsWith("\n") ? text : text.slice(0, text.lastIndexOf("\n") + 1);
  if (complete.length !== text.length) await truncate(file, Buffer.byteLength(complete, "utf8"));
  const rows: TranscriptRow[] = [];
  for (const line of complete.split("\n")) {
    const row = line ? parseRow(line) : undefined;
    // Rows are appended in seq order; anything else would be a damaged file, so skip it.
    if (row && row.seq > (rows.at(-1)?.seq ?? 0)) rows.push(row);
  }
  const keys = new Set(rows.map(rowKey).filter((key): key is string => key !== undefined));
  return { file, rows, keys };
}

/** Index of the first row whose seq is >= `seq` (rows are sorted by seq). */
function lowerBound(rows: readonly TranscriptRow[], seq: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((rows[mid]?.seq ?? 0) < seq) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class TranscriptStore {
  private readonly logs = new Map<string, Promise<ThreadLog>>();
  private readonly queues = new Map<string, Promise<void>>();

  constructor(
    readonly dir: string,
    private readonly maxLoadedThreads = 128,
  ) {}

  /**
   * Appends the entries whose key was never written for this thread, in order, and returns
   * the new rows. Writes to one thread are serialized; different threads proceed in parallel.
   */
  append(threadId: string, entries: readonly TranscriptEntry[]): Promise<TranscriptRow[]> {
    if (!isValidThreadId(threadId)) return Promise.reject(new Error(`Invalid thread id: ${threadId}`));
    return this.serialize(threadId, async () => {
      const log = await this.load(threadId);
      const batch = new Set<string>();
      const fresh = entries.filter((entry) => {
        if (log.keys.has(entry.key) || batch.has(entry.key)) return false;
        batch.add(entry.key);
        return true;
      });
      if (fresh.length === 0) return [];
      let seq = log.rows.at(-1)?.seq ?? 0;
      const createdAt = new Date().toISOString();
      const rows = fresh.map((entry): TranscriptRow => ({
        seq: ++seq,
        run_id: entry.run_id,
        content: entry.content,
        metadata: entry.metadata,
        created_at: createdAt,
      }));
      await mkdir(this.dir, { recursive: true });
      await appendFile(log.file, rows.map((row) => `${JSON.stringify(row)}\n`).join(""), "utf8");
      log.rows.push(...rows);
      for (const entry of fresh) log.keys.add(entry.key);
      return rows;
    });
  }

  /** The keys among `keys` never written for this thread (lets callers skip serializing). */
  async unwritten(threadId: string, keys: readonly string[]): Promise<Set<string>> {
    if (!isValidThreadId(threadId)) return new Set();
    const log = await this.serialize(threadId, () => this.load(threadId));
    return new Set(keys.filter((key) => !log.keys.has(key)));
  }

  /**
   * The newest `limit` rows older than `beforeSeq` (all rows when absent), oldest first.
   * Undefined when the thread has no transcript at all.
   */
  async page(threadId: string, options: { beforeSeq?: number; limit: number }): Promise<TranscriptPage | undefined> {
    if (!isValidThreadId(threadId)) return undefined;
    const { rows } = await this.serialize(threadId, () => this.load(threadId));
    if (rows.length === 0) return undefined;
    const end = options.beforeSeq === undefined ? rows.length : lowerBound(rows, options.beforeSeq);
    const start = Math.max(0, end - options.limit);
    const data = rows.slice(start, end);
    const hasMore = start > 0;
    return { data, has_more: hasMore, next_before_seq: hasMore ? (data[0]?.seq ?? null) : null };
  }

  /** Deletes a thread's transcript, after the writes queued before it; nothing if it has none. */
  remove(threadId: string): Promise<void> {
    if (!isValidThreadId(threadId)) return Promise.resolve();
    return this.serialize(threadId, async () => {
      this.logs.delete(threadId);
      await rm(path.join(this.dir, `${threadId}.jsonl`), { force: true });
    });
  }

  /** Resolves once every write queued so far is on disk. */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()]);
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

  private load(threadId: string): Promise<ThreadLog> {
    let log = this.logs.get(threadId);
    if (log) {
      // Refresh its place in the least-recently-used order.
      this.logs.delete(threadId);
    } else {
      log = readLog(path.join(this.dir, `${threadId}.jsonl`));
      log.catch(() => this.logs.delete(threadId));
    }
    this.logs.set(threadId, log);
    this.evict();
    return log;
  }

  private evict(): void {
    for (const threadId of this.logs.keys()) {
      if (this.logs.size <= this.maxLoadedThreads) return;
      if (!this.queues.has(threadId)) this.logs.delete(threadId);
    }
  }
}
