"use client";
import type { ThreadState } from "@langchain/langgraph-sdk";
import { useStream, type UseStreamThread } from "@langchain/langgraph-sdk/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useFrameValue } from "./useFrameValue";
import { dialectOptions } from "@/components/api/history-queries";
import { threadStateOptions, type ThreadStateValues } from "@/components/api/queries";
import { pageSessionStorage } from "@/components/state/browser-storage";
import { useApiClient, useRuntimeConfig } from "@/components/providers/RuntimeContext";
import { queryKeys } from "@/core/api/keys";
import { stateForStream } from "@/core/api/state";
import { COMPACT_RUN } from "@/core/context/compact";
import type { ContentBlock, OutgoingAttachment } from "@/core/attachments/blocks";
import { outgoingMessage, type PendingMessage } from "@/core/messages/outgoing";
import type { ThreadId } from "@/core/ids";
import type { StreamedSubagent } from "@/core/subagents/subgraph";
import { customEventType } from "@/core/thread";
import { isUiEvent, reduceUiChannel } from "@/core/ui-messages";

/** What a page streams of a run; a queued run is created with the same (core/queue). */
export const RUN_STREAM_MODES = ["values", "updates", "messages-tuple", "custom"] as const;

// A subagent's messages (namespace `tools:<id>`) are its own, never the thread's: the SDK keeps
// them per task (its deep-agent options, typed only for a deep agent's own type).
const SUBAGENT_OPTIONS = { filterSubagentMessages: true };
/** The SDK's per-task view of those messages, on every stream it returns. */
type WithSubagents = { readonly subagents: ReadonlyMap<string, StreamedSubagent> };

interface PendingSend {
  id: string;
  text: string;
  accepted: boolean;
  onAccepted?: () => void;
  /** The server refused it before a run existed. */
  onFailed?: () => void;
}

/**
 * One thread's server state (TanStack Query) joined with its live run (the SDK's useStream).
 * The SDK owns streaming, resumption after a reload and cancellation; this hook wires it to
 * the query cache and tells the caller when a message was accepted by the server, so a
 * draft is only cleared once it cannot be lost.
 */
export interface ThreadStreamCallbacks {
  /**
   * Custom stream events: compactions and subagent progress (docs/wire-contracts.md,
   * "Compactions" and "Delegations"), with the stream's values as of that event (rendered
   * values lag by up to a frame). UI messages ("UI messages") go into the values instead.
   */
  onCustomEvent?: (event: unknown, values: unknown) => void;
  /** The server accepted a message and started a run for it. */
  onRunStarted?: () => void;
  /** A run ended (finished, failed or stopped) and the stored state was refetched. */
  onRunEnded?: () => void;
}

export function useThreadStream(threadId: ThreadId, callbacks: ThreadStreamCallbacks = {}) {
  const client = useApiClient();
  const { assistantId } = useRuntimeConfig();
  const queryClient = useQueryClient();
  // The chat list shows each thread's title and last activity: a run starting or ending,
  // however it ends, can change both.
  const refreshLists = () => void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
  // A run rated through LangSmith is recorded as its stream ends (docs/wire-contracts.md, "Ratings").
  const runEnded = () => {
    refreshLists();
    void queryClient.invalidateQueries({ queryKey: queryKeys.feedbackTargets(threadId) });
    callbacks.onRunEnded?.();
  };
  const stateQuery = useQuery(threadStateOptions(client, threadId));
  // Where subagents run as subgraphs (deepagents), their steps stream with the run.
  const streamSubgraphs = useQuery(dialectOptions(threadId)).data?.subagentSteps === "subgraphs";
  // How every run this page starts streams: tokens as messages-tuple, custom events (compactions,
  // subagent progress), resumable so a reload can rejoin the run instead of cancelling it.
  const streaming = useMemo(
    () => ({ streamMode: ["values", "messages-tuple", "custom"] as ("values" | "messages-tuple" | "custom")[], streamSubgraphs, streamResumable: true, onDisconnect: "continue" as const }),
    [streamSubgraphs],
  );
  const pendingRef = useRef<PendingSend | null>(null);
  // A resume (an answer to an interrupt) is on its way: its run's start is reported like a send's.
  const resumingRef = useRef(false);
  // The message being sent, shown until the server's state includes it. Kept outside the
  // stream's values so a failed send leaves no trace in the transcript.
  const [pending, setPending] = useState<PendingMessage | null>(null);
  const [sendError, setSendError] = useState<unknown>(null);

  const { data, error, isLoading, refetch } = stateQuery;
  const thread = useMemo<UseStreamThread<ThreadStateValues>>(
    () => ({
      // Messages reach the page through its history, never through the stream (stateForStream says why).
      data: data ? [stateForStream(data)] : undefined,
      error,
      isLoading,
      mutate: async () => {
        const result = await refetch();
        return result.data ? [stateForStream(result.data as ThreadState<ThreadStateValues>)] : undefined;
      },
    }),
    [data, error, isLoading, refetch],
  );

  const stream = useStream<ThreadStateValues>({
    client,
    assistantId,
    threadId,
    thread,
    // The running run's id, to rejoin it after a reload; in memory where sessionStorage is
    // denied (a frame on a site blocking third-party storage), which a reload forgets.
    reconnectOnMount: pageSessionStorage,
    // Batch stream updates per macrotask: one render per burst of tokens, not per token.
    throttle: true,
    ...SUBAGENT_OPTIONS,
    onCreated: () => {
      const sent = pendingRef.current;
      if (sent && !sent.accepted) {
        sent.accepted = true;
        sent.onAccepted?.();
        refreshLists();
        callbacks.onRunStarted?.();
      } else if (resumingRef.current) {
        resumingRef.current = false;
        refreshLists();
        callbacks.onRunStarted?.();
      }
    },
    onError: (err) => {
      const sent = pendingRef.current;
      // Failing before the run existed means the message never reached the server.
      if (sent && !sent.accepted) {
        pendingRef.current = null;
        setPending(null);
        setSendError(err);
        sent.onFailed?.();
        return;
      }
      void refetch();
      runEnded();
    },
    // Declaring the state parameter makes the SDK read the thread (the mutate above: the state
    // query) before calling this: it reads it only for callbacks that take it.
    onFinish: (_state) => {
      runEnded();
    },
    onStop: () => {
      // A stopped run's final state (and a task the backend records as cancelled) arrives
      // after the cancel; read it back shortly.
      setTimeout(() => {
        void refetch();
        runEnded();
      }, 800);
    },
    onCustomEvent: (event, { mutate, namespace }) => {
      // A subagent's own events (its compactions) are not the thread's.
      if (namespace !== undefined && namespace.length > 0) return;
      // The agent's UI messages show as they are pushed: into the values' `ui` channel, as the
      // server's reducer keeps it, until the next values event brings the stored channel.
      if (isUiEvent(event)) {
        mutate((current) => ({ ui: reduceUiChannel(current.ui, event) }));
        return;
      }
      // The SDK hands its current values to a mutate updater; returning nothing changes nothing.
      // Only compactions need them (it costs the SDK a values update).
      let values: unknown;
      if (customEventType(event) === "summarization") {
        mutate((current) => {
          values = current;
          return {};
        });
      }
      callbacks.onCustomEvent?.(event, values);
    },
  });

  /**
   * Starts a run with `text` (and `files`) as a new message, or, with null, one that reruns
   * what follows checkpoint `from` (Regenerate). With `from`, the run forks the thread there (Edit),
   * sending the `kept` file blocks of the edited message along.
   */
  const start = useCallback(
    (text: string | null, from: string | undefined, onAccepted?: () => void, files: readonly OutgoingAttachment[] = [], kept: readonly ContentBlock[] = []) => {
      setSendError(null);
      const outgoing = text === null ? null : outgoingMessage(text, files, kept);
      const message = outgoing?.message ?? null;
      pendingRef.current = { id: message?.id ?? "", text: text ?? "", accepted: false, onAccepted };
      if (outgoing !== null) setPending(outgoing.shown);
      void stream.submit(
        message ? { messages: [message] } : null,
        { ...streaming, checkpoint: from === undefined ? undefined : { checkpoint_id: from, checkpoint_ns: "", checkpoint_map: {} } },
      );
    },
    [stream, streaming],
  );
  const send = useCallback(
    (text: string, onAccepted?: () => void, files: readonly OutgoingAttachment[] = []) => start(text, undefined, onAccepted, files),
    [start],
  );

  /** Resumes the paused run with `resume` (core/interrupts writes it), streaming as a send does. */
  const resume = useCallback(
    (value: unknown) => {
      setSendError(null);
      resumingRef.current = true;
      void stream.submit(undefined, {
        command: { resume: value },
        // Messages queued meanwhile are pending runs, which "reject" would refuse to go after;
        // the server starts an answer to an interrupt before them (agent/storage/queue-hold.ts).
        multitaskStrategy: "enqueue",
        ...streaming,
      });
    },
    [stream, streaming],
  );

  /**
   * "Send now" of a queued message: its run replaces the one going (multitask strategy
   * "interrupt"), streaming as a send does. The caller stops the stream being read first.
   */
  const sendQueued = useCallback(
    (input: Record<string, unknown>, shown: PendingMessage, outcome: { onAccepted: () => void; onFailed: () => void }) => {
      setSendError(null);
      pendingRef.current = { id: shown.id, text: shown.text, accepted: false, ...outcome };
      setPending(shown);
      void stream.submit(input, { ...streaming, multitaskStrategy: "interrupt", streamMode: [...RUN_STREAM_MODES] });
    },
    [stream, streaming],
  );

  /**
   * Reads a run this page did not start (a queued message the server started) as if it had:
   * remembered for a reload and for Stop, which cancel the run the page last started.
   */
  const join = (runId: string) => {
    pageSessionStorage().setItem(`lg:stream:${threadId}`, runId);
    refreshLists();
    callbacks.onRunStarted?.();
    // Without a stream mode the server sends every mode the run was created with (as a
    // reload's rejoin does); the proxy takes one `stream_mode` at most.
    void stream.joinStream(runId);
  };

  /** "Compact now" as a run (core/context/compact.ts): its card streams in as an automatic one's does. */
  const compactNow = useCallback(() => {
    setSendError(null);
    resumingRef.current = true;
    void stream.submit(COMPACT_RUN.input, {
      config: COMPACT_RUN.config,
      ...streaming,
    });
  }, [stream, streaming]);

  // What the stream sent with each message (its node, tags, metadata): a summarizer's model
  // call is told apart by it (core/history/summarizer.ts). The SDK's public per-message
  // metadata; the latest stream object, read when the live log observes a window.
  const streamRef = useRef(stream);
  useEffect(() => {
    streamRef.current = stream;
  });
  const streamMetadata = useCallback((messageId: string): unknown => streamRef.current.getMessagesMetadata({ id: messageId } as never)?.streamMetadata, []);

  /** The stored state, once read: the read in flight (the server's included), else a new one. */
  const stateArrival = useCallback(() => queryClient.ensureQueryData(threadStateOptions(client, threadId)), [queryClient, client, threadId]);

  // One render of everything derived from the values per frame, however fast tokens arrive.
  const values = useFrameValue(stream.values);

  return {
    values,
    storedValues: data?.values,
    /** The stored state as read, tasks included (what a paused run waits for). */
    storedState: data,
    pending,
    isRunning: stream.isLoading,
    isThreadLoading: stateQuery.isPending,
    loadError: stateQuery.error,
    runError: sendError ? null : stream.error,
    sendError,
    retryLoad: () => void refetch(),
    refetchState: refetch,
    stateArrival,
    /** Forgets the message last sent: the page shows a branch that does not have it. */
    dropPending: () => setPending(null),
    send,
    /** Edit (a new message) or Regenerate (null) from a checkpoint: see `start`. */
    fork: start,
    /** The thread's current checkpoint, as last read. */
    head: data?.checkpoint?.checkpoint_id ?? undefined,
    resume,
    sendQueued,
    join,
    compactNow,
    streamMetadata,
    /** Whether runs stream their subagents' subgraphs (a queued run is created the same way). */
    streamSubgraphs,
    /** The subagents the stream followed, with their messages (streamed as subgraphs). */
    subagentStreams: () => (stream as unknown as WithSubagents).subagents.values(),
    stop: () => void stream.stop(),
  };
}
