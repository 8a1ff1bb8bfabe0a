"use client";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { threadActivityOptions } from "@/components/api/activity-queries";
import { runQueueOptions } from "@/components/api/queue-queries";
import { useApiClient, useRuntimeConfig } from "@/components/providers/RuntimeContext";
import { activityOf } from "@/core/api/activity";
import { queryKeys } from "@/core/api/keys";
import type { OutgoingAttachment } from "@/core/attachments/blocks";
import type { ThreadId } from "@/core/ids";
import { outgoingMessage, type PendingMessage } from "@/core/messages/outgoing";
import { editedInput } from "@/core/queue/edit";
import { QUEUED_KEY, queueMayHold, type QueuedMessage } from "@/core/queue/runs";
import { RUN_STREAM_MODES, type useThreadStream } from "./useThreadStream";

/** How often the queue is read while it holds messages: the server starts them on its own. */
const POLL_MS = 1_000;
/** ... and while a run goes, for what another tab queues. */
const WATCH_MS = 3_000;

const NO_QUEUE: readonly QueuedMessage[] = [];

const shownOf = (message: QueuedMessage): PendingMessage => ({ id: message.messageId, text: message.text, images: [...message.images], files: [...message.files] });

/**
 * Messages sent while a run goes: pending runs on the server, which starts each when the run
 * before it ends. The list is server state, read again while it is not empty, so a reload
 * and a second tab show it; a queued run that starts is joined and streams like any run.
 */
export function useRunQueue(
  threadId: ThreadId,
  thread: ReturnType<typeof useThreadStream>,
  { onMoved, join }: { onMoved: () => void; join: (runId: string, message: unknown) => void },
) {
  const client = useApiClient();
  const { assistantId } = useRuntimeConfig();
  const queryClient = useQueryClient();
  const joined = useRef<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  // A run this page does not read (another tab's) is seen in the threads' activity; so is a
  // thread with nothing queued (idle), whose queue is not read at all.
  const activity = useQuery({ ...threadActivityOptions(client), select: (byId) => activityOf(threadId, null, byId) }).data;
  const runningElsewhere = activity === "running";
  // A value, not a ref: the query computes its interval again when its options change, so
  // learning of a run elsewhere after the first read starts the polling.
  const watching = thread.isRunning || runningElsewhere;
  // What failed last, for "Retry": the draft or the queue as it was stays until it succeeds.
  const failed = useRef<(() => Promise<unknown>) | null>(null);
  const query = useQuery({
    ...runQueueOptions(client, threadId),
    enabled: (q) => queueMayHold({ running: thread.isRunning, activity, read: q.state.data }),
    refetchInterval: (q) => {
      const data = q.state.data;
      if (data && (data.queued.length > 0 || (data.started !== null && data.started.runId !== joined.current))) return POLL_MS;
      return watching ? WATCH_MS : false;
    },
  });
  const queued = query.data?.queued ?? NO_QUEUE;
  const started = query.data?.started ?? null;
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: queryKeys.runQueue(threadId) }), [queryClient, threadId]);

  const { isRunning } = thread;
  // A run starting or ending moves the queue along. What was read before the page's last run
  // ended may name that very run as started: only a later read is joined.
  const endedAt = useRef(0);
  useEffect(() => {
    if (!isRunning) endedAt.current = Date.now();
    void refresh();
  }, [isRunning, refresh]);
  const readAt = query.dataUpdatedAt;
  // A queued run that left the list unseen by this page (it ran between two reads) changed
  // the thread all the same: the page reads it again. So does one this page created that a
  // read made after its creation no longer finds: it ran before the page could see it.
  const seen = useRef<ReadonlySet<string>>(new Set());
  const created = useRef(new Map<string, number>());
  useEffect(() => {
    const now = new Set<string>(queued.map((q) => q.runId));
    if (started) now.add(started.runId);
    let gone = [...seen.current].some((runId) => !now.has(runId));
    for (const [runId, at] of created.current) {
      if (readAt <= at) continue;
      created.current.delete(runId);
      if (!now.has(runId)) gone = true;
    }
    seen.current = now;
    if (gone && !isRunning) onMoved();
  }, [queued, started, readAt, isRunning, onMoved]);
  useEffect(() => {
    if (isRunning || started === null || started.runId === joined.current || readAt < endedAt.current) return;
    joined.current = started.runId;
    join(started.runId, started.message);
  }, [isRunning, started, readAt, join]);

  const create = useCallback(
    async (input: Readonly<Record<string, unknown>>) => {
      const run = await client.runs.create(threadId, assistantId, {
        input: { ...input },
        multitaskStrategy: "enqueue",
        streamMode: [...RUN_STREAM_MODES],
        streamSubgraphs: thread.streamSubgraphs,
        streamResumable: true,
        metadata: { [QUEUED_KEY]: true },
      });
      created.current.set(run.run_id, Date.now());
      return run;
    },
    [client, threadId, assistantId, thread.streamSubgraphs],
  );
  /** Runs `work`, keeping the backend's reason when it fails; the list is read again either way. */
  const attempt = useCallback(
    async (work: () => Promise<unknown>): Promise<boolean> => {
      setError(null);
      failed.current = null;
      try {
        await work();
        return true;
      } catch (failure) {
        failed.current = work;
        setError(failure);
        return false;
      } finally {
        await refresh();
      }
    },
    [refresh],
  );
  const cancelAll = useCallback((list: readonly QueuedMessage[]) => Promise.all(list.map((q) => client.runs.cancel(threadId, q.runId))), [client, threadId]);
  /** Sends `inputs` again, in order, after the queue's current messages from `from` on were cancelled. */
  const requeue = useCallback(
    async (list: readonly QueuedMessage[], from: number, inputs: readonly Readonly<Record<string, unknown>>[]) => {
      await cancelAll(list.slice(from));
      // One after another: the server runs them in the order they were created.
      for (const input of inputs) await create(input);
    },
    [cancelAll, create],
  );

  /** Queues a message; `onAccepted` once the server holds it (the draft may go). */
  const enqueue = useCallback(
    (text: string, files: readonly OutgoingAttachment[], onAccepted: () => void) =>
      void attempt(async () => {
        await create({ messages: [outgoingMessage(text, files).message] });
        onAccepted();
      }),
    [attempt, create],
  );
  const remove = useCallback((runId: string) => attempt(() => client.runs.cancel(threadId, runId)), [attempt, client, threadId]);
  /** An edited message keeps its place: it and those after it are queued again, in order. */
  const edit = useCallback(
    (runId: string, text: string) => {
      const list = queued;
      const at = list.findIndex((q) => q.runId === runId);
      if (at < 0) return Promise.resolve(false);
      const inputs = list.slice(at).map((q, i) => (i === 0 ? editedInput(q.input, text) : q.input));
      return attempt(() => requeue(list, at, inputs));
    },
    [queued, attempt, requeue],
  );
  /**
   * Stops the run going (what it did stays in the thread) and sends this message at once; the
   * others stay queued after it.
   */
  const sendNow = useCallback(
    (runId: string) => {
      const list = queued;
      const chosen = list.find((q) => q.runId === runId);
      if (!chosen) return Promise.resolve(false);
      return attempt(async () => {
        await cancelAll(list);
        // The page reads one stream at a time: the one it reads now is let go first.
        if (thread.isRunning) thread.stop();
        const rest = list.filter((q) => q !== chosen).map((q) => q.input);
        // The others are queued again behind it once it is accepted ("interrupt" would cancel
        // them before); if it is refused, all of them are, so none is lost.
        const requeueAll = (inputs: readonly Readonly<Record<string, unknown>>[]) => void attempt(async () => {
          for (const input of inputs) await create(input);
        });
        thread.sendQueued({ ...chosen.input }, shownOf(chosen), {
          onAccepted: () => requeueAll(rest),
          onFailed: () => requeueAll([chosen.input, ...rest]),
        });
      });
    },
    [queued, attempt, cancelAll, create, thread],
  );

  const retry = useCallback(() => {
    const work = failed.current;
    if (work) void attempt(work);
  }, [attempt]);

  return { queued, error, retry, enqueue, remove, edit, sendNow };
}
