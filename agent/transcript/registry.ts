import path from "node:path";
import { dataDir } from "../runtime";
import { processRegistry } from "../storage/process-registry";
import { TranscriptStore, type TranscriptWatcher } from "./store";

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

const stores = processRegistry("transcript-stores", "transcripts", (dir) => {
  // Looked up per write: the watcher may be set after the store is made.
  const watcher: TranscriptWatcher = {
    appended: (threadId, rows) => watchers().get(dir)?.appended(threadId, rows),
    removed: (threadId) => watchers().get(dir)?.removed(threadId),
  };
  return new TranscriptStore(dir, { watcher });
});

export const transcriptStore = (root?: string): TranscriptStore => stores.get(root);
export const flushTranscriptStores = stores.flush;
export const closeTranscriptStores = stores.close;
