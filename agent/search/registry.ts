import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { dataDir } from "../runtime";
import { transcriptDir, watchTranscripts } from "../transcript/registry";
import { isValidThreadId } from "../transcript/store";
import { MessageIndex } from "./index";

// One message index per data directory for the whole process, on globalThis like the
// transcript stores it follows (the graph and the HTTP routes may load their own modules).

const KEY = Symbol.for("threadline.agent.message-indexes");
type Holder = { [KEY]?: Map<string, MessageIndex> };

function registry(): Map<string, MessageIndex> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

export function messageIndex(root: string = dataDir()): MessageIndex {
  const dir = transcriptDir(root);
  let index = registry().get(dir);
  if (!index) registry().set(dir, (index = new MessageIndex()));
  return index;
}

function rowsOf(text: string): unknown[] {
  const rows: unknown[] = [];
  for (const line of text.split("\n")) {
    if (line === "") continue;
    try {
      rows.push(JSON.parse(line));
    } catch {
      // A half-written last line (a crash): the store cuts it off when it next loads the thread.
    }
  }
  return rows;
}

async function loadThread(index: MessageIndex, dir: string, threadId: string): Promise<void> {
  const text = await readFile(path.join(dir, `${threadId}.jsonl`), "utf8").catch(() => "");
  index.load(threadId, rowsOf(text));
}

/**
 * Reads the stored transcript of each of `threadIds` the index has not read yet: a thread
 * whose file was written around the store (a seeded one, agent/seed/write.ts), found by a
 * search, once. A thread's file is complete before the thread exists, so once is enough.
 */
export async function readUnseen(threadIds: Iterable<string>, root: string = dataDir()): Promise<void> {
  const index = messageIndex(root);
  const dir = transcriptDir(root);
  const unseen = [...threadIds].filter((threadId) => isValidThreadId(threadId) && !index.hasRead(threadId));
  for (const threadId of unseen) await loadThread(index, dir, threadId);
}

/**
 * Follows every row stored under `root` from now on, then reads the transcripts already
 * there once. Called when the server starts, before it answers anything.
 */
export async function startMessageIndex(root: string): Promise<MessageIndex> {
  const index = messageIndex(root);
  watchTranscripts(root, { appended: (threadId, rows) => index.add(threadId, rows), removed: (threadId) => index.remove(threadId) });
  const dir = transcriptDir(root);
  const files = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  for (const file of files) {
    const threadId = file.endsWith(".jsonl") ? file.slice(0, -".jsonl".length) : "";
    if (isValidThreadId(threadId)) await loadThread(index, dir, threadId);
  }
  return index;
}
