// The thread model (docs/architecture.md, "Thread model"): one per open thread, read by the UI
// through its store.
export type { ThreadInput, ThreadView } from "./types";
export { createThreadModel, type ThreadModel } from "./model";
export { createThreadStore, type ThreadState, type ThreadStore } from "./store";
export { customEventType, growsTotals, readThreadValues, type ThreadValues } from "./values";
export { condensedItemIds } from "./condensed";
export { cardAnchor } from "./interrupts";
export type { BranchHistory } from "./branches";
