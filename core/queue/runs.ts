import type { ThreadActivity } from "../api/activity";
import { asRunId, type RunId } from "../ids";
import { isDict } from "../messages/guards";
import { readMessage } from "../messages/read";
import type { FileRef, ImageRef } from "../messages/types";

// The queue of messages sent while a run goes is the thread's pending runs on the server
// (multitask strategy "enqueue"): a reload and a second tab read the same list, and the server
// starts each one when the run before it ends. This reads `GET /threads/{id}/runs` answers.

/** Marks a run the UI queued, in the run's metadata: a page joins such a run when it starts. */
export const QUEUED_KEY = "threadline_queued";

export interface QueuedMessage {
  runId: RunId;
  /** The message's id (core/messages/read.ts). */
  messageId: string;
  text: string;
  images: readonly ImageRef[];
  files: readonly FileRef[];
  /** The run's input as the server keeps it: sent again when the message moves in the queue. */
  input: Readonly<Record<string, unknown>>;
  createdAt: string;
}

/** A run's input when it is one message (wire), with that message; undefined otherwise. */
function singleMessageInput(run: Record<string, unknown>): { input: Record<string, unknown>; message: unknown } | undefined {
  const kwargs = isDict(run.kwargs) ? run.kwargs : {};
  const input = isDict(kwargs.input) ? kwargs.input : undefined;
  // A resume or a run without a message (Compact now) carries no queued message.
  if (!input || kwargs.command != null || !Array.isArray(input.messages) || input.messages.length !== 1) return undefined;
  return { input, message: input.messages[0] };
}

/** Created as a queued message (`QUEUED_KEY` in its metadata), not a page's own run a worker has yet to pick up. */
function isQueued(run: Record<string, unknown>): boolean {
  return isDict(run.metadata) && run.metadata[QUEUED_KEY] === true;
}

function queuedMessage(run: Record<string, unknown>): QueuedMessage | null {
  if (typeof run.run_id !== "string" || run.status !== "pending" || !isQueued(run)) return null;
  const single = singleMessageInput(run);
  if (!single) return null;
  const { input } = single;
  const message = readMessage(single.message);
  if (message.type !== "human") return null;
  return {
    runId: asRunId(run.run_id),
    messageId: message.id,
    text: message.text,
    images: message.images,
    files: message.files,
    input,
    createdAt: typeof run.created_at === "string" ? run.created_at : "",
  };
}

/** The queued messages among a list of runs, oldest first (the order the server starts them in). */
export function readQueuedRuns(wire: unknown): QueuedMessage[] {
  if (!Array.isArray(wire)) return [];
  const queued: QueuedMessage[] = [];
  for (const run of wire) {
    if (!isDict(run)) continue;
    const message = queuedMessage(run);
    if (message) queued.push(message);
  }
  // ISO times sort as strings; equal times keep the server's order.
  return queued.map((message, index) => ({ message, index }))
    .sort((a, b) => (a.message.createdAt < b.message.createdAt ? -1 : a.message.createdAt > b.message.createdAt ? 1 : a.index - b.index))
    .map((entry) => entry.message);
}

/** A queued run the server started: the page joins it, showing its message where it joins. */
export interface StartedRun {
  runId: RunId;
  /** The run's message as sent (wire), undefined when its input is not one message. */
  message: unknown;
}

/** A queued run the server has started, from a list of running runs: the one a page joins. */
export function readStartedQueuedRun(wire: unknown): StartedRun | null {
  if (!Array.isArray(wire)) return null;
  for (const run of wire) {
    if (!isDict(run) || run.status !== "running" || typeof run.run_id !== "string" || !isQueued(run)) continue;
    return { runId: asRunId(run.run_id), message: singleMessageInput(run)?.message };
  }
  return null;
}

/**
 * Whether a thread's queue must be read. A server marks a thread with pending runs busy (or
 * interrupted, while they wait on a decision), so an idle thread has none: opening it reads
 * nothing more (the activity is read for the chat list anyway). `activity` undefined: not
 * known yet, so not read yet.
 */
export function queueMayHold(input: { running: boolean; activity: ThreadActivity | null | undefined; read: { queued: readonly unknown[]; started: unknown } | undefined }): boolean {
  if (input.running) return true;
  if (input.read !== undefined && (input.read.queued.length > 0 || input.read.started !== null)) return true;
  return input.activity !== undefined && input.activity !== null;
}
