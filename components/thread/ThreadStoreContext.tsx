"use client";
import { createContext, useContext, useLayoutEffect, useState } from "react";
import { useStore } from "zustand";
import { createThreadStore, type ThreadInput, type ThreadStore, type ThreadView } from "@/core/thread";

// The open thread's model (core/thread) for the components under the thread page: each one
// selects what it shows, and re-renders only when that changes.

const ThreadStoreContext = createContext<ThreadStore | null>(null);

export const ThreadStoreProvider = ThreadStoreContext.Provider;

/**
 * The page's store, fed the latest input. The first view is derived with the store, so it
 * is in the first render (and the server's); later input arrives after each render, before
 * paint, where the components that select a changed part re-render.
 */
export function useThreadModelStore(input: ThreadInput): ThreadStore {
  const [store] = useState(() => createThreadStore(input));
  useLayoutEffect(() => store.setInput(input));
  return store;
}

export function useThreadStore(): ThreadStore {
  const store = useContext(ThreadStoreContext);
  if (!store) throw new Error("ThreadStoreProvider is missing above this component");
  return store;
}

/** A part of the view; `select` must return the same value for the same view (no new objects). */
export function useThreadView<T>(select: (view: ThreadView) => T): T {
  return useStore(useThreadStore(), (state) => select(state.view));
}
