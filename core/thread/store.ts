import { createStore, type StoreApi } from "zustand/vanilla";
import { createThreadModel } from "./model";
import type { ThreadInput, ThreadView } from "./types";

// One open thread's model behind a vanilla store: the page sets the input, components read
// the view through selectors (useSyncExternalStore), so each re-renders only when what it
// selects changes.

export interface ThreadState {
  readonly input: ThreadInput;
  readonly view: ThreadView;
}

export interface ThreadStore extends StoreApi<ThreadState> {
  /** Derives the view of new input; input equal field by field changes nothing. */
  setInput(input: ThreadInput): void;
}

export function createThreadStore(input: ThreadInput): ThreadStore {
  const model = createThreadModel();
  const store = createStore<ThreadState>()(() => ({ input, view: model.update(input) }));
  return {
    ...store,
    setInput(next) {
      if (sameInput(store.getState().input, next)) return;
      store.setState({ input: next, view: model.update(next) });
    },
  };
}

function sameInput(a: ThreadInput, b: ThreadInput): boolean {
  for (const key of Object.keys(b) as (keyof ThreadInput)[]) if (a[key] !== b[key]) return false;
  return true;
}
