// Deleting a chat with a few seconds to undo it: the chat leaves the list at once and is
// deleted on the backend only when the time is up (a LangGraph server cannot bring a deleted
// thread back). Leaving the page deletes what is pending right away.
import { createStore } from "zustand/vanilla";

export interface DeletionState {
  /** Chats deleted but still undoable: lists leave them out. */
  readonly pending: ReadonlySet<string>;
  /** Starts the undo window of `threadId`; the backend deletes it when the window ends. */
  remove: (threadId: string) => void;
  /** Brings `threadId` back; false when it was not pending (too late). */
  undo: (threadId: string) => boolean;
  /** Deletes every pending chat now. */
  flush: () => void;
}

export type DeletionStore = ReturnType<typeof createDeletionStore>;

export interface DeletionOptions {
  readonly delayMs: number;
  /** Deletes on the backend; a rejection brings the chat back into lists. */
  readonly commit: (threadId: string) => Promise<void>;
  readonly onFailed: (threadId: string, error: unknown) => void;
  readonly timers?: Pick<typeof globalThis, "setTimeout" | "clearTimeout">;
}

export function createDeletionStore({ delayMs, commit, onFailed, timers = globalThis }: DeletionOptions) {
  const windows = new Map<string, ReturnType<typeof setTimeout>>();
  return createStore<DeletionState>()((set, get) => {
    const without = (threadId: string) => {
      const pending = new Set(get().pending);
      pending.delete(threadId);
      set({ pending });
    };
    const run = (threadId: string) => {
      windows.delete(threadId);
      // Still hidden while the backend deletes it; shown again only if that fails.
      commit(threadId).then(
        () => without(threadId),
        (error: unknown) => {
          without(threadId);
          onFailed(threadId, error);
        },
      );
    };
    return {
      pending: new Set(),
      remove: (threadId) => {
        if (windows.has(threadId)) return;
        set({ pending: new Set(get().pending).add(threadId) });
        windows.set(threadId, timers.setTimeout(() => run(threadId), delayMs));
      },
      undo: (threadId) => {
        const timer = windows.get(threadId);
        if (timer === undefined) return false;
        timers.clearTimeout(timer);
        windows.delete(threadId);
        without(threadId);
        return true;
      },
      flush: () => {
        for (const [threadId, timer] of [...windows]) {
          timers.clearTimeout(timer);
          run(threadId);
        }
      },
    };
  });
}
