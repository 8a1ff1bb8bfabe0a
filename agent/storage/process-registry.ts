import path from "node:path";
import { dataDir } from "../runtime";

/** A store of files under one data directory, with writes that may still be pending. */
export interface FlushableStore {
  flush(): Promise<void>;
}

/**
 * One store per data directory for the whole process, kept on globalThis: the graph, the
 * HTTP routes and agent/server.ts may each hold their own instance of a store's modules, and
 * two stores writing the same files would interleave their writes (and hand out duplicate
 * transcript seq numbers).
 */
export function processRegistry<S extends FlushableStore>(name: string, folder: string, create: (dir: string) => S) {
  const key = Symbol.for(`threadline.agent.${name}`);
  const registry = (): Map<string, S> => {
    const holder = globalThis as { [key: symbol]: Map<string, S> | undefined };
    return (holder[key] ??= new Map());
  };
  return {
    /** The store of `root`'s folder, made on first use. */
    get(root: string = dataDir()): S {
      const dir = path.join(root, folder);
      let store = registry().get(dir);
      if (!store) {
        store = create(dir);
        registry().set(dir, store);
      }
      return store;
    },
    /** Waits for the writes queued so far in every store. */
    async flush(): Promise<void> {
      await Promise.all([...registry().values()].map((store) => store.flush()));
    },
    /** Waits for pending writes and forgets the stores (a restarted server re-reads the files). */
    async close(): Promise<void> {
      const stores = [...registry().values()];
      registry().clear();
      await Promise.all(stores.map((store) => store.flush()));
    },
  };
}
