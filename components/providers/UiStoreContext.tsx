"use client";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createUiStore, type UiState, type UiStore } from "@/components/state/ui-store";

const UiStoreContext = createContext<UiStore | null>(null);

export function UiStoreProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createUiStore);
  // Rehydrate after mount so the server-rendered HTML and the first client render agree.
  useEffect(() => {
    void store.persist.rehydrate();
  }, [store]);
  return <UiStoreContext.Provider value={store}>{children}</UiStoreContext.Provider>;
}

export function useUiStore<T>(selector: (state: UiState) => T): T {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error("UiStoreProvider is missing above this component");
  return useStore(store, selector);
}

export function useUiStoreApi(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error("UiStoreProvider is missing above this component");
  return store;
}
