// Client-only UI state: one vanilla store per provider (not a module singleton), so tests
// and server rendering never share state between trees.
import { createStore } from "zustand/vanilla";
import { createJSONStorage, persist } from "zustand/middleware";
import type { ComposerAttachment } from "@/components/attachments/read-file";
import { pageLocalStorage } from "./browser-storage";

/** Drafts of the new-chat composer are kept under this key. */
export const NEW_CHAT_DRAFT = "__new__";

export interface UiState {
  showHidden: boolean;
  drafts: Record<string, string>;
  /** A first message typed on the new-chat page (with its files), sent once its thread page mounts. */
  pendingFirstMessage: FirstMessage | null;
  /** What the sidebar's "Search chats" box holds: kept while results open chats, for this page's life. */
  searchText: string;
  setSearchText: (text: string) => void;
  setShowHidden: (value: boolean) => void;
  setDraft: (key: string, text: string) => void;
  /** Clears a draft once its text was sent, unless the user has typed something else since. */
  clearSentDraft: (key: string, sent: string) => void;
  /** A chat whose export was asked for from the chat list, run by its thread page once its history is there. */
  pendingExport: string | null;
  setPendingFirstMessage: (pending: UiState["pendingFirstMessage"]) => void;
  requestExport: (threadId: string) => void;
  /** True once for the thread whose export is waiting. */
  takePendingExport: (threadId: string) => boolean;
  takePendingFirstMessage: (threadId: string) => { text: string; files: readonly ComposerAttachment[] } | null;
}

export interface FirstMessage {
  threadId: string;
  text: string;
  files?: readonly ComposerAttachment[];
}

export type UiStore = ReturnType<typeof createUiStore>;

export function createUiStore() {
  // persist writes the whole state on every change, and hydration waits for mount
  // (UiStoreProvider): a change before it would replace the saved drafts with none. Writes
  // wait for the saved state to have been read back.
  let hydrated = false;
  // Where the browser denies localStorage, drafts are kept in memory for the page's life.
  const storage = createJSONStorage<Pick<UiState, "showHidden" | "drafts">>(() => {
    const saved = pageLocalStorage();
    return {
      getItem: (name) => saved.getItem(name),
      setItem: (name, value) => {
        if (hydrated) saved.setItem(name, value);
      },
      removeItem: (name) => saved.removeItem(name),
    };
  });
  return createStore<UiState>()(
    persist(
      (set, get) => ({
        showHidden: false,
        drafts: {},
        pendingFirstMessage: null,
        pendingExport: null,
        searchText: "",
        setSearchText: (searchText) => set({ searchText }),
        setShowHidden: (showHidden) => set({ showHidden }),
        setDraft: (key, text) =>
          set((state) => {
            const drafts = { ...state.drafts };
            if (text) drafts[key] = text;
            else delete drafts[key];
            return { drafts };
          }),
        clearSentDraft: (key, sent) => {
          const current = get().drafts[key];
          if (current !== undefined && current.trim() === sent.trim()) get().setDraft(key, "");
        },
        setPendingFirstMessage: (pendingFirstMessage) => set({ pendingFirstMessage }),
        requestExport: (pendingExport) => set({ pendingExport }),
        takePendingExport: (threadId) => {
          if (get().pendingExport !== threadId) return false;
          set({ pendingExport: null });
          return true;
        },
        takePendingFirstMessage: (threadId) => {
          const pending = get().pendingFirstMessage;
          if (!pending || pending.threadId !== threadId) return null;
          set({ pendingFirstMessage: null });
          return { text: pending.text, files: pending.files ?? [] };
        },
      }),
      {
        name: "threadline:ui",
        version: 1,
        // Drafts and the hidden-context switch outlive a reload; the pending first message
        // is a hand-off between two pages of one navigation and must not.
        partialize: (state) => ({ showHidden: state.showHidden, drafts: state.drafts }),
        storage,
        skipHydration: true,
        onRehydrateStorage: () => () => {
          hydrated = true;
        },
      },
    ),
  );
}
