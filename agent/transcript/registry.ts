import path from "node:path";
import { dataDir } from "../runtime";
import { TranscriptStore, type TranscriptWatcher } from "./store";

// One store per data directory for the whole process. The graph, the HTTP routes and
// agent/server.ts may each hold their own instance of these modules, but two stores writing
// the same files would hand out duplicate seq numbers, so the registry lives on globalThis.

const KEY = Symbol.for("threadline.agent.transcript-stores");
type Holder = { [KEY]?: Map<string, TranscriptStore> };

function registry(): Map<string, TranscriptStore> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

const WATCHERS = Symbol.for("threadline.agent.transcript-watchers");
type WatcherHolder = { [WATCHERS]?: Map<string, TranscriptWatcher> };

function watchers(): Map<string, TranscriptWatcher> {
  const holder = globalThis as WatcherHolder;
  return (holder[WATCHERS] ??= new Map());
}

export const transcriptDir = (root: string = dataDir()): string => path.join(root, "transcripts");

/** Tells `watcher` of every row stored under `root` from now on, whichever store instance writes it. */
export function watchTranscripts(root: string, watcher: TranscriptWatcher): void {
  watchers().set(transcriptDir(root), watcher);
}

export function transcriptStore(root: string = dataDir()): TranscriptStore {
  const dir = transcriptDir(root);
  let store = registry().get(dir);
  if (!store) {
    // Looked up per write: the watcher may be set after the store is made.
    const watcher: TranscriptWatcher = {
      appended: (threadId, rows) => watchers().get(dir)?.appended(threadId, rows),
      removed: (threadId) => watchers().get(dir)?.removed(threadId),
    };
    store = new TranscriptStore(dir, { watcher });
    registry().set(dir, store);
  }
  return store;
}

/** Waits for the writes queued so far in every store. */
export async function flushTranscriptStores(): Promise<void> {
  await Promise.all([...registry().values()].map((store) => store.flush()));
}

/** Waits for pending writes and forgets the stores (a restarted server re-reads the files). */
export async function closeTranscriptStores(): Promise<void> {
  const stores = [...registry().values()];
  registry().clear();
  await Promise.all(stores.map((store) => store.flush()));
}
