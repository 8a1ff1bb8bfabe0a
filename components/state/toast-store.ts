// Short notices at the foot of the workspace ("Chat deleted · Undo", "Exported"): a vanilla
// store per provider, so server renders and tests never share one.
import { createStore } from "zustand/vanilla";

export interface ToastAction {
  readonly label: string;
  readonly run: () => void;
}

export interface Toast {
  readonly id: number;
  readonly text: string;
  readonly tone: "info" | "error";
  readonly action?: ToastAction;
}

export interface ToastState {
  readonly toasts: readonly Toast[];
  /** Shows a notice for `ms` (or until dismissed); returns its id. */
  show: (toast: Omit<Toast, "id" | "tone"> & { tone?: Toast["tone"] }, ms?: number) => number;
  dismiss: (id: number) => void;
}

export type ToastStore = ReturnType<typeof createToastStore>;

/** How long a notice stays: long enough to read it and reach its action. */
export const TOAST_MS = 6_000;
/** At most this many at once: the oldest goes first. */
const MAX_TOASTS = 3;

export function createToastStore(timers: Pick<typeof globalThis, "setTimeout" | "clearTimeout"> = globalThis) {
  let next = 1;
  const expiries = new Map<number, ReturnType<typeof setTimeout>>();
  return createStore<ToastState>()((set, get) => {
    const dismiss = (id: number) => {
      const timer = expiries.get(id);
      if (timer !== undefined) timers.clearTimeout(timer);
      expiries.delete(id);
      if (get().toasts.some((t) => t.id === id)) set({ toasts: get().toasts.filter((t) => t.id !== id) });
    };
    return {
      toasts: [],
      show: (toast, ms = TOAST_MS) => {
        const id = next++;
        const kept = get().toasts.slice(-(MAX_TOASTS - 1));
        for (const gone of get().toasts) if (!kept.includes(gone)) dismiss(gone.id);
        set({ toasts: [...kept, { tone: "info", ...toast, id }] });
        expiries.set(id, timers.setTimeout(() => dismiss(id), ms));
        return id;
      },
      dismiss,
    };
  });
}
