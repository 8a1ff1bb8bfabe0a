"use client";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useUiStore } from "@/components/providers/UiStoreContext";
import type { ThreadId } from "@/core/ids";
import type { DecidedInterrupt } from "@/core/interrupts";
import { observeLiveMessages } from "@/core/history";
import { withSubgraphSteps } from "@/core/subagents/subgraph";
import { growsTotals, readThreadValues } from "@/core/thread";
import { coalesce } from "./coalesce";
import { useBranches } from "./useBranches";
import { useLiveSession, useObserveValues } from "./useLiveSession";
import { useCompactionReads } from "./useCompactionReads";
import { useThreadHistory } from "./useThreadHistory";
import { type ThreadStores, useThreadModelStore } from "./ThreadStoreContext";
import { useThreadStream } from "./useThreadStream";

/**
 * Everything a thread page reads, wired into its thread model: the stored history, the live
 * run and what the stream showed, and the options. Returns the sources (for their loading
 * state, errors and actions) and the model's store.
 */
/** Told when a thread's runs start and end (an embedded chat reports them to its host). */
export interface RunObserver {
  onRunStarted: () => void;
  onRunEnded: () => void;
}

export interface SessionOptions {
  runObserver?: RunObserver;
  /** Someone looks at what compactions removed (the ledger is open): read it where only checkpoints have it. */
  wantCondensed?: boolean;
  /** Interrupts answered on this page: their receipts stay where their cards were. */
  decided?: readonly DecidedInterrupt[];
}

export function useThreadSession(threadId: ThreadId, options: SessionOptions = {}) {
  const { runObserver } = options;
  const live = useLiveSession();
  // The stream is created before the history it refreshes; the ref closes that loop.
  const afterRun = useRef<() => Promise<void>>(async () => undefined);
  const totalsGrew = useRef<() => void>(() => undefined);
  const thread = useThreadStream(threadId, {
    onCustomEvent: (event, values) => {
      live.onCustomEvent(event, values);
      // The newest rows carry the thread's totals: read them again, so the header counts now.
      if (growsTotals(event)) totalsGrew.current();
    },
    onRunStarted: () => runObserver?.onRunStarted(),
    onRunEnded: () => {
      void afterRun.current();
      runObserver?.onRunEnded();
    },
  });
  const history = useThreadHistory(threadId, { values: thread.storedValues, loaded: thread.storedState !== undefined, arrival: thread.stateArrival });
  const streamed = readThreadValues(thread.values);
  const state = readThreadValues(thread.storedValues);
  const compaction = useCompactionReads(threadId, {
    storedValues: thread.storedValues,
    streamedValues: thread.values,
    stored: history.stored,
    storedIsState: history.dialect?.history === "state" && !history.previewing,
    dialect: history.dialect,
    head: thread.head,
    wantCondensed: options.wantCondensed === true,
  });
  useObserveValues(compaction.streamedWindow, live.setLiveLog, thread.streamMetadata);
  // The model's store is created below, with the branches as input; regenerating reads it back.
  const model = useRef<ThreadStores["model"]>(null);
  const branching = useBranches(threadId, {
    head: thread.head,
    fork: thread.fork,
    refetchState: thread.refetchState,
    reloadHistory: history.reload,
    resetLive: live.reset,
    dropPending: thread.dropPending,
    messages: () => model.current?.getState().view.messages ?? [],
  });
  const { onRunEnded } = branching;
  useEffect(() => {
    afterRun.current = () => onRunEnded(history.refreshNewest);
  }, [onRunEnded, history.refreshNewest]);
  useEffect(() => {
    totalsGrew.current = coalesce(history.refreshNewest);
  }, [history.refreshNewest]);

  const showHidden = useUiStore((s) => s.showHidden);
  const stores = useThreadModelStore({
    threadId,
    stored: compaction.stored,
    live: live.liveLog,
    preferStored: !thread.isRunning,
    summaryText: state.summaryText,
    hasOlder: history.hasOlder,
    delegations: streamed.delegations,
    todos: streamed.todos,
    taskEvents: live.taskEvents,
    showHidden,
    runLive: thread.isRunning,
    branches: branching.branches,
    forkedAt: branching.forkedAt,
    storedState: thread.storedState,
    streamInterrupts: streamed.interrupts,
    ui: streamed.ui,
    condensedHistory: compaction.condensedHistory,
    decided: options.decided,
  }, {
    loading: ((thread.isThreadLoading && !history.previewing) || history.isLoading) && !thread.loadError && !history.error,
    loadingOlder: history.loadingOlder,
    loadingNewer: history.loadingNewer,
    hasBefore: history.hasBefore,
    pending: thread.pending,
  });
  useEffect(() => {
    model.current = stores.model;
  }, [stores.model]);
  const { setLiveLog } = live;
  const { join } = thread;
  /**
   * Joins a queued run the server started. Its message is seen first, after everything the
   * page saw: the run may end before its values reach a frame, and a stopped answer before it
   * must stay before it when the stored list arrives.
   */
  const joinQueued = useCallback(
    (runId: string, message: unknown) => {
      if (message !== undefined) setLiveLog((log) => observeLiveMessages(log, [message]));
      join(runId);
    },
    [setLiveLog, join],
  );
  /** What the subagent panel reads: the streamed steps, and whether the backend keeps them. */
  const subagents = useMemo(
    () => ({ steps: live.subagentSteps, source: history.dialect?.subagentSteps ?? "none" }),
    [live.subagentSteps, history.dialect?.subagentSteps],
  );
  // Subagents streamed as subgraphs: their messages join the live steps as they come. Only
  // where runs stream subgraphs: elsewhere the SDK follows none, and each render would ask.
  const { subagentStreams, streamSubgraphs } = thread;
  useEffect(() => {
    if (!streamSubgraphs) return;
    const steps = live.subagentSteps;
    steps.setState(withSubgraphSteps(steps.getState(), subagentStreams()), true);
  });
  /** `window`: the model's current window, where a stock server's checkpoints find what was condensed. */
  return { thread, history, stores, window: state.messages, branching, joinQueued, subagents };
}
