"use client";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { useStore } from "zustand";
import { createDeletionStore, type DeletionState, type DeletionStore } from "@/components/state/deletion-store";
import { createToastStore, TOAST_MS, type ToastState, type ToastStore } from "@/components/state/toast-store";
import { describeError } from "@/components/ui/errors";
import { Toaster } from "@/components/ui/Toaster";
import { queryKeys } from "@/core/api/keys";
import { asThreadId } from "@/core/ids";
import { useApiClient } from "./RuntimeContext";

// Above every route: a notice and a pending deletion outlive the navigation that follows them.

const Notices = createContext<{ toasts: ToastStore; deletions: DeletionStore } | null>(null);

export function NoticesProvider({ children }: { children: ReactNode }) {
  const t = useTranslations();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [stores] = useState(() => {
    const toasts = createToastStore();
    const deletions = createDeletionStore({
      // The undo window is the notice's own time on screen.
      delayMs: TOAST_MS,
      commit: async (threadId) => {
        await client.threads.delete(threadId);
        queryClient.removeQueries({ queryKey: queryKeys.thread(asThreadId(threadId)) });
        void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
      },
      onFailed: (_threadId, error) => {
        toasts.getState().show({ text: t("delete.failed", { error: describeError(error, t) }), tone: "error" });
        void queryClient.invalidateQueries({ queryKey: queryKeys.threadLists() });
      },
    });
    return { toasts, deletions };
  });
  useEffect(() => {
    const flush = () => stores.deletions.getState().flush();
    window.addEventListener("pagehide", flush);
    return () => window.removeEventListener("pagehide", flush);
  }, [stores]);
  return (
    <Notices.Provider value={stores}>
      {children}
      <Toaster />
    </Notices.Provider>
  );
}

function useNotices() {
  const stores = useContext(Notices);
  if (!stores) throw new Error("NoticesProvider is missing above this component");
  return stores;
}

export function useToasts<T>(selector: (state: ToastState) => T): T {
  return useStore(useNotices().toasts, selector);
}

export function useDeletions<T>(selector: (state: DeletionState) => T): T {
  return useStore(useNotices().deletions, selector);
}
