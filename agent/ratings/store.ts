import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import path from "node:path";
import { parseFeedback, type RatingRequest } from "../../core/ratings/feedback";
import { loadWithRecovery, backupPath, writeFileAtomic, type StorageLog, consoleLog } from "../storage/atomic-file";
import { makePrivateDir } from "../storage/private-files";
import { type WireFeedback } from "../../core/wire";

// Ratings of runs (docs/wire-contracts.md, "Ratings"), one small JSON file per thread
// (`{run_id: feedback}`), replaced atomically with its last good copy kept (storage/atomic-file.ts):
// a rating is on disk before its request is answered. One serialized writer per thread.

const ID = /^[A-Za-z0-9_-]{1,128}$/;
export const isValidId = (id: string): boolean => ID.test(id);

type Ratings = Record<string, WireFeedback>;

function parseRatings(text: string): Promise<Ratings> {
  const raw = JSON.parse(text) as unknown;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) throw new Error("not an object");
  const ratings: Ratings = {};
  for (const [runId, value] of Object.entries(raw)) {
    const feedback = parseFeedback(value);
    if (feedback && isValidId(runId)) ratings[runId] = { feedback_id: feedback.id ?? randomUUID(), rating: feedback.rating, comment: feedback.comment || null };
  }
  return Promise.resolve(ratings);
}

export class RatingStore {
  private readonly queues = new Map<string, Promise<unknown>>();
  /** Each thread's ratings once read: the file is only written through this store. */
  private readonly loaded = new Map<string, Ratings>();

  constructor(
    private readonly dir: string,
    private readonly log: StorageLog = consoleLog,
  ) {}

  private fileOf(threadId: string): string {
    return path.join(this.dir, `${threadId}.json`);
  }

  private serialize<T>(threadId: string, work: () => Promise<T>): Promise<T> {
    const next = (this.queues.get(threadId) ?? Promise.resolve()).then(work, work);
    this.queues.set(threadId, next);
    void next.then(
      () => this.settle(threadId, next),
      () => this.settle(threadId, next),
    );
    return next;
  }

  private settle(threadId: string, done: Promise<unknown>): void {
    if (this.queues.get(threadId) === done) this.queues.delete(threadId);
  }

  private async load(threadId: string): Promise<Ratings> {
    const known = this.loaded.get(threadId);
    if (known) return known;
    const found = await loadWithRecovery(this.fileOf(threadId), parseRatings, this.log);
    const ratings = found?.value ?? {};
    this.loaded.set(threadId, ratings);
    return ratings;
  }

  private async save(threadId: string, ratings: Ratings): Promise<void> {
    await makePrivateDir(this.dir);
    await writeFileAtomic(this.fileOf(threadId), JSON.stringify(ratings), () => true);
    this.loaded.set(threadId, ratings);
  }

  /** The thread's ratings by run id (empty for a thread rated never, or an invalid id). */
  async read(threadId: string): Promise<Readonly<Ratings>> {
    if (!isValidId(threadId)) return {};
    return this.serialize(threadId, () => this.load(threadId));
  }

  /** Rates a run (replacing its rating, keeping its id); resolves once on disk. */
  rate(threadId: string, runId: string, request: RatingRequest): Promise<WireFeedback> {
    if (!isValidId(threadId) || !isValidId(runId)) return Promise.reject(new Error("Invalid thread or run id"));
    return this.serialize(threadId, async () => {
      const ratings = await this.load(threadId);
      const feedback: WireFeedback = { feedback_id: ratings[runId]?.feedback_id ?? randomUUID(), rating: request.rating, comment: request.comment || null };
      await this.save(threadId, { ...ratings, [runId]: feedback });
      return feedback;
    });
  }

  /** Removes a run's rating; false when it had none. */
  remove(threadId: string, runId: string): Promise<boolean> {
    if (!isValidId(threadId) || !isValidId(runId)) return Promise.resolve(false);
    return this.serialize(threadId, async () => {
      const ratings = await this.load(threadId);
      if (!(runId in ratings)) return false;
      const { [runId]: _removed, ...rest } = ratings;
      await this.save(threadId, rest);
      return true;
    });
  }

  /** Forgets a deleted thread's ratings. */
  async forget(threadId: string): Promise<void> {
    if (!isValidId(threadId)) return;
    await this.serialize(threadId, async () => {
      this.loaded.delete(threadId);
      await Promise.all([rm(this.fileOf(threadId), { force: true }), rm(backupPath(this.fileOf(threadId)), { force: true })]);
    });
  }

  /** Waits for the writes queued so far. */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queued) => queued.catch(() => undefined)));
  }
}
