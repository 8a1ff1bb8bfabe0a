import path from "node:path";
import { dataDir } from "../runtime";
import { TranscriptStore } from "./store";

// One store per data directory for the whole process. The graph, the HTTP routes and
// agent/server.ts may each hold their own instance of these modules, but two stores writing
// the same files would hand out duplicate seq numbers, so the registry lives on globalThis.

const KEY = Symbol.for("threadline.agent.transcript-stores");
type Holder = { [KEY]?: Map<string, TranscriptStore> };

function registry(): Map<string, TranscriptStore> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

export function transcriptStore(root: string = dataDir()): TranscriptStore {
  const dir = path.join(root, "transcripts");
  let store = registry().get(dir);
  if (!store) {
    store = new TranscriptStore(dir);
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
