import { randomUUID } from "node:crypto";
import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { Client } from "@langchain/langgraph-sdk";
import { KEY_HEADER } from "../access/admission";
import { readKeyFile } from "../access/key-file";
import { AGENT_TITLE_KEY } from "../list-titles";
import { FINAL_NODE } from "../middleware/transcript";
import { GRAPH_ID } from "../server";
import { makePrivateDir, PRIVATE_FILE } from "../storage/private-files";
import { type TranscriptRow } from "../wire";
import { type SeededThread } from "./generate";
import { stockValues } from "./stock";

// Puts a generated thread into a running embedded server: its transcript file, then the
// thread and its state through the LangGraph API, then a check that the server serves both.
// In the stock shape (stock.ts) there is no transcript file, only the state.
//
// The transcript is written before the thread exists. The server's transcript store reads a
// thread's file on the first request for that thread and caches it; nobody can ask for a thread
// id that does not exist yet, so a complete file written first is exactly what the store
// would have written, whether the server runs in this process or another one. (Appending
// through the store would stamp every row with the time of seeding; the rows carry the
// thread's own history times instead, in the store's exact line format.)

export interface SeedTarget {
  /** URL of the LangGraph API server (the embedded one, in this process or another). */
  apiUrl: string;
  /** That server's data directory; the transcript goes to `<dataDir>/transcripts/`, and the server's key is read from it. */
  dataDir: string;
}

/** A client of the target server, with the key it wrote to its data directory. */
export const targetClient = (target: SeedTarget): Client => new Client({ apiUrl: target.apiUrl, apiKey: readKeyFile(target.dataDir) });

export interface SeedResult {
  threadId: string;
  rows: number;
}

export const transcriptFile = (dataDir: string, threadId: string) => path.join(dataDir, "transcripts", `${threadId}.jsonl`);

/** The store's line format (agent/transcript/store.ts): one JSON row per line, seq ascending. */
export function transcriptText(rows: readonly TranscriptRow[]): string {
  let out = "";
  for (const row of rows) out += `${JSON.stringify({ seq: row.seq, run_id: row.run_id, content: row.content, metadata: row.metadata, created_at: row.created_at })}\n`;
  return out;
}

export interface WriteOptions {
  client?: Client;
  threadId?: string;
  verify?: boolean;
  /** The stock shape (stock.ts): the whole thread in the state, no transcript file. */
  stock?: boolean;
}

export async function seedThread(target: SeedTarget, thread: SeededThread, options: WriteOptions = {}): Promise<SeedResult> {
  const client = options.client ?? targetClient(target);
  const threadId = options.threadId ?? randomUUID();
  const values = options.stock ? stockValues(thread) : thread.values;
  const file = transcriptFile(target.dataDir, threadId);
  if (!options.stock) {
    await makePrivateDir(path.dirname(file));
    // "wx": never overwrite a thread's transcript.
    await writeFile(file, transcriptText(thread.rows), { encoding: "utf8", flag: "wx", mode: PRIVATE_FILE });
  }
  let created = false;
  try {
    // The title goes where the chat list's narrow read finds it, as a run's end puts it (list-titles.ts).
    const title = values.title;
    await client.threads.create({ threadId, graphId: GRAPH_ID, metadata: { seeded: true, ...(title ? { [AGENT_TITLE_KEY]: title } : {}) } });
    created = true;
    // As the agent's last node, so the thread is left with no next step (like a finished run).
    await client.threads.updateState(threadId, { values, asNode: FINAL_NODE });
    if (options.verify !== false) {
      if (options.stock) await verifyState(client, threadId, values.messages.length);
      else await verify(target, threadId, thread.rows.length);
    }
  } catch (error) {
    if (created) await client.threads.delete(threadId).catch(() => undefined);
    if (!options.stock) await rm(file, { force: true });
    throw error;
  }
  return { threadId, rows: thread.rows.length };
}

async function verifyState(client: Client, threadId: string, messages: number): Promise<void> {
  const state = await client.threads.getState<{ messages?: unknown[] }>(threadId);
  const stored = state.values.messages?.length;
  if (stored !== messages) throw new Error(`thread ${threadId} holds ${String(stored)} messages in its state, expected ${messages}`);
}

/** The server must serve the transcript just written: a wrong data directory shows here. */
async function verify(target: SeedTarget, threadId: string, rows: number): Promise<void> {
  const apiUrl = target.apiUrl;
  const response = await fetch(`${apiUrl.replace(/\/$/, "")}/threads/${threadId}/messages/page?limit=1`, {
    headers: { [KEY_HEADER]: readKeyFile(target.dataDir) ?? "" },
  });
  const page = response.ok ? ((await response.json()) as { data?: { seq?: number }[] }) : undefined;
  const newest = page?.data?.at(-1)?.seq;
  if (newest !== rows) {
    throw new Error(
      `The server at ${apiUrl} does not serve the transcript written for thread ${threadId} ` +
        `(HTTP ${response.status}, newest seq ${String(newest)}, expected ${rows}): is its data directory the one given?`,
    );
  }
}
