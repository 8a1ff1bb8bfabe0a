import path from "node:path";
import { dataDir } from "../runtime";
import { SubagentStore } from "./store";

// One store per data directory for the whole process, on globalThis: the graph and the HTTP
// routes may hold their own instances of these modules (see agent/transcript/registry.ts).

const KEY = Symbol.for("threadline.agent.subagent-stores");
type Holder = { [KEY]?: Map<string, SubagentStore> };

function registry(): Map<string, SubagentStore> {
  const holder = globalThis as Holder;
  return (holder[KEY] ??= new Map());
}

export function subagentStore(root: string = dataDir()): SubagentStore {
  const dir = path.join(root, "subagents");
  let store = registry().get(dir);
  if (!store) {
    store = new SubagentStore(dir);
    registry().set(dir, store);
  }
  return store;
}

/** Waits for pending writes in every store. */
export async function flushSubagentStores(): Promise<void> {
  await Promise.all([...registry().values()].map((store) => store.flush()));
}

/** Waits for pending writes and forgets the stores. */
export async function closeSubagentStores(): Promise<void> {
  const stores = [...registry().values()];
  registry().clear();
  await Promise.all(stores.map((store) => store.flush()));
}
