import { processRegistry } from "../storage/process-registry";
import { SubagentStore } from "./store";

const stores = processRegistry("subagent-stores", "subagents", (dir) => new SubagentStore(dir));

export const subagentStore = (root?: string): SubagentStore => stores.get(root);
export const flushSubagentStores = stores.flush;
export const closeSubagentStores = stores.close;
