import { open, readFile, rm } from "node:fs/promises";
import path from "node:path";
import { makePrivateDir, PRIVATE_FILE } from "../storage/private-files";
import { type WireMessage } from "../wire";

// A subagent's own messages (docs/wire-contracts.md, "Delegations"), kept per thread in one
// append-only JSONL file of `{task_id, message}` lines, so the UI can show a subagent's steps
// after its run and after a reload. One serialized writer per thread, each line synced; a torn
// last line (a crash mid-write) is skipped when read.

const ID = /^[A-Za-z0-9_-]{1,128}$/;
export const isValidId = (id: string): boolean => ID.test(id);

interface Line {
  task_id: string;
  message: WireMessage;
}

function parseLine(line: string): Line | undefined {
  try {
    const value = JSON.parse(line) as Partial<Line>;
    return typeof value.task_id === "string" && typeof value.message === "object" && value.message !== null ? (value as Line) : undefined;
  } catch {
    return undefined;
  }
}

export class SubagentStore {
  private readonly queues = new Map<string, Promise<void>>();

  constructor(private readonly dir: string) {}

  private fileOf(threadId: string): string {
    return path.join(this.dir, `${threadId}.jsonl`);
  }

  private serialize(threadId: string, work: () => Promise<void>): Promise<void> {
    const next = (this.queues.get(threadId) ?? Promise.resolve()).then(work, work);
    this.queues.set(threadId, next);
    void next.finally(() => {
      if (this.queues.get(threadId) === next) this.queues.delete(threadId);
    });
    return next;
  }

  /** Appends one message of task `taskId`; invalid ids are refused. */
  append(threadId: string, taskId: string, message: WireMessage): Promise<void> {
    if (!isValidId(threadId) || !isValidId(taskId)) return Promise.reject(new Error("Invalid thread or task id"));
    const line = `${JSON.stringify({ task_id: taskId, message } satisfies Line)}\n`;
    return this.serialize(threadId, async () => {
      await makePrivateDir(this.dir);
      const fh = await open(this.fileOf(threadId), "a", PRIVATE_FILE);
      try {
        await fh.writeFile(line, "utf8");
        // On disk before the run can be seen to end (the server flushes these stores first).
        await fh.datasync();
      } finally {
        await fh.close();
      }
    });
  }

  /**
   * The messages of task `taskId`, oldest first, each id once (the first kept); undefined when
   * the thread has no record of that task.
   */
  async read(threadId: string, taskId: string): Promise<WireMessage[] | undefined> {
    if (!isValidId(threadId) || !isValidId(taskId)) return undefined;
    await this.queues.get(threadId);
    let text: string;
    try {
      text = await readFile(this.fileOf(threadId), "utf8");
    } catch {
      return undefined;
    }
    const seen = new Set<string>();
    const messages: WireMessage[] = [];
    for (const raw of text.split("\n")) {
      const line = raw === "" ? undefined : parseLine(raw);
      if (line?.task_id !== taskId) continue;
      const id = line.message.id;
      if (typeof id === "string") {
        if (seen.has(id)) continue;
        seen.add(id);
      }
      messages.push(line.message);
    }
    return messages.length > 0 ? messages : undefined;
  }

  /** Forgets a deleted thread's subagents. */
  async remove(threadId: string): Promise<void> {
    if (!isValidId(threadId)) return;
    await this.serialize(threadId, () => rm(this.fileOf(threadId), { force: true }));
  }

  /** Waits for the writes queued so far. */
  async flush(): Promise<void> {
    await Promise.all([...this.queues.values()].map((queued) => queued.catch(() => undefined)));
  }
}
