"use client";
import { createContext, useContext, useLayoutEffect, useState } from "react";
import { useStore } from "zustand";
import { createStore, type StoreApi } from "zustand/vanilla";
import type { PendingMessage } from "@/components/messages/rows";
import { createThreadStore, type ThreadInput, type ThreadState, type ThreadStore, type ThreadView } from "@/core/thread";

// The open thread's model (core/thread) for the components under the thread page: each one
// selects what it shows, and re-renders only when that changes.

/** What the log shows besides the items: the page's loading state and the message being sent. */
export interface LogState {
  loading: boolean;
  loadingOlder: boolean;
  /** Rows of the gap after the first pages are on their way. */
  loadingNewer: boolean;
  /** Rows before the first one loaded exist (the log's top offers earlier pages). */
  hasBefore: boolean;
  pending: PendingMessage | null;
}

export interface ThreadStores {
  model: ThreadStore;
  log: StoreApi<LogState>;
}

const ThreadStoreContext = createContext<ThreadStores | null>(null);

export const ThreadStoreProvider = ThreadStoreContext.Provider;

/**
 * The page's stores, fed the latest input. The first view is derived with the store, so it
 * is in the first render (and the server's); later input arrives after each render, before
 * paint. Both stores are set in the same effect, so a component reading both (the log) sees
 * a page's rows and its "loaded" state in one render, never one without the other.
 */
export function useThreadModelStore(input: ThreadInput, log: LogState): ThreadStores {
  const [stores] = useState<ThreadStores>(() => ({ model: createThreadStore(input), log: createStore<LogState>()(() => log) }));
  useLayoutEffect(() => {
    const current = stores.log.getState();
    if ((Object.keys(log) as (keyof LogState)[]).some((key) => current[key] !== log[key])) stores.log.setState(log, true);
    stores.model.setInput(input);
  });
  return stores;
}

function useStores(): ThreadStores {
  const stores = useContext(ThreadStoreContext);
  if (!stores) throw new Error("ThreadStoreProvider is missing above this component");
  return stores;
}

export const useThreadStore = (): ThreadStore => useStores().model;

/** A part of the model's state; `select` must return the same value for the same state (no new objects). */
export function useThreadState<T>(select: (state: ThreadState) => T): T {
  return useStore(useStores().model, select);
}

/** A part of the view; `select` must return the same value for the same view. */
export const useThreadView = <T,>(select: (view: ThreadView) => T): T => useThreadState((state) => select(state.view));

export const useLogState = <T,>(select: (state: LogState) => T): T => useStore(useStores().log, select);
