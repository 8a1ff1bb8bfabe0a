// Thread list entries, parsed tolerantly from `threads.search` rows of any backend.
import { asThreadId, type ThreadId } from "../ids";
import { isDict } from "../messages/guards";
import { readMessage } from "../messages/read";
import { oneLine } from "../text/one-line";

export interface ThreadSummary {
  id: ThreadId;
  title: string | null;
  updatedAt: string | null;
  status: string | null;
}

export const THREAD_PAGE_SIZE = 50;

/**
 * What the chat list reads of each thread: never `values`, which for a long thread is
 * megabytes. Titles come from metadata (see threadTitle).
 */
export const THREAD_LIST_FIELDS = ["thread_id", "created_at", "updated_at", "metadata", "status"] as const;
const TITLE_MAX = 80;

/**
 * A narrow read of one thread's record (`threads.search` by id): `GET /threads/{id}` answers
 * with the thread's whole state, megabytes for a long one, where only its metadata is needed.
 */
const THREAD_RECORD_FIELDS = ["thread_id", "metadata"] as const;
export const threadRecordQuery = (threadId: string) => ({ ids: [threadId], select: [...THREAD_RECORD_FIELDS], limit: 1 });

/**
 * The row of `threadId` in a search answer, or undefined: a backend that does not filter by id
 * answers with other threads, and then the record must be read whole.
 */
export function recordFromSearch(rows: unknown, threadId: string): Record<string, unknown> | undefined {
  if (!Array.isArray(rows)) return undefined;
  return rows.find((row): row is Record<string, unknown> => isDict(row) && row.thread_id === threadId);
}

const nonEmptyString = (v: unknown): string | null => (typeof v === "string" && v.trim() ? v.trim() : null);

function clip(text: string): string {
  const line = oneLine(text);
  return line.length > TITLE_MAX ? `${line.slice(0, TITLE_MAX - 1)}…` : line;
}

/**
 * The name a user gave the chat (`metadata.title`, which a rename writes) wins over the agent's
 * (`values.title`, docs/wire-contracts.md, "Other state channels", or its copy in
 * `metadata.agent_title` where the embedded server puts it for the chat list), which wins over
 * what the user first wrote (read from the messages, or `metadata.preview`, which Threadline
 * writes when it starts a chat).
 */
export function threadTitle(values: unknown, metadata: unknown): string | null {
  const meta = isDict(metadata) ? metadata : {};
  const state = isDict(values) ? values : {};
  const title =
    nonEmptyString(meta.title) ??
    nonEmptyString(state.title) ??
    nonEmptyString(meta.agent_title) ??
    firstUserText(state.messages) ??
    nonEmptyString(meta.preview);
  return title ? clip(title) : null;
}

/** Metadata of a chat Threadline starts with `text`: the chat list names it by this until the agent does. */
export function newThreadMetadata(text: string): Record<string, string> {
  const preview = clip(text);
  return preview ? { preview } : {};
}

/** How far into a thread the first user message is looked for (hidden context may come first). */
const FIRST_MESSAGES = 20;

/**
 * What the user first wrote: the title of a chat the agent has not titled (yet: it titles
 * one when its first run ends; many agents never do).
 */
function firstUserText(messages: unknown): string | null {
  if (!Array.isArray(messages)) return null;
  for (let i = 0; i < Math.min(messages.length, FIRST_MESSAGES); i++) {
    const m = readMessage(messages[i]);
    if (m.type === "human" && m.hidden === undefined) return nonEmptyString(m.text);
  }
  return null;
}

/**
 * The checkpoint of a thread's first step (`POST /threads/{id}/history` filtered by its
 * metadata): its state holds the first input alone, so a chat another client started, with
 * no name in its metadata, is named after what its user first wrote without reading the thread.
 */
export const FIRST_STEP_HISTORY = { limit: 1, metadata: { step: 0 } } as const;

/** The name of a chat from its first step's checkpoint (a history answer), or null. */
export function nameFromFirstStep(checkpoints: unknown): string | null {
  const first = Array.isArray(checkpoints) ? checkpoints[0] : undefined;
  const values = isDict(first) && isDict(first.values) ? first.values : {};
  const text = firstUserText(values.messages);
  return text ? clip(text) : null;
}

/** Longest name a rename keeps. */
export const TITLE_MAX_LENGTH = TITLE_MAX;

export function toThreadSummary(row: unknown): ThreadSummary | null {
  if (!isDict(row)) return null;
  const id = nonEmptyString(row.thread_id);
  if (!id) return null;
  return {
    id: asThreadId(id),
    title: threadTitle(row.values, row.metadata),
    updatedAt: nonEmptyString(row.updated_at) ?? nonEmptyString(row.created_at),
    status: nonEmptyString(row.status),
  };
}

/** Parses one page of search results; `hasMore` is inferred from a full page. */
export function toThreadPage(rows: unknown, pageSize: number): { threads: ThreadSummary[]; hasMore: boolean } {
  const list = Array.isArray(rows) ? rows : [];
  const threads: ThreadSummary[] = [];
  for (const row of list) {
    const summary = toThreadSummary(row);
    if (summary) threads.push(summary);
  }
  return { threads, hasMore: list.length >= pageSize };
}

/**
 * Joins the pages of the offset-paged list, each thread once, where it first appears. Pages
 * are fetched at different times: a thread created or updated in between shifts the later
 * offsets, so the next page can repeat rows of the previous one.
 */
export function mergeThreadPages(pages: readonly { threads: readonly ThreadSummary[] }[]): ThreadSummary[] {
  const seen = new Set<string>();
  const merged: ThreadSummary[] = [];
  for (const page of pages) {
    for (const thread of page.threads) {
      if (seen.has(thread.id)) continue;
      seen.add(thread.id);
      merged.push(thread);
    }
  }
  return merged;
}

/**
 * The cached list pages (`{ pages: [{ threads }] }`) with one chat renamed, for showing a
 * rename before the server confirms it; anything else as it is.
 */
export function withThreadTitle(data: unknown, threadId: string, title: string | null): unknown {
  if (!isDict(data) || !Array.isArray(data.pages)) return data;
  let changed = false;
  const pages = data.pages.map((page: unknown) => {
    if (!isDict(page) || !Array.isArray(page.threads)) return page;
    const threads = (page.threads as ThreadSummary[]).map((thread) => (thread.id === threadId && thread.title !== title ? { ...thread, title } : thread));
    if (threads.every((thread, i) => thread === (page.threads as ThreadSummary[])[i])) return page;
    changed = true;
    return { ...page, threads };
  });
  return changed ? { ...data, pages } : data;
}
