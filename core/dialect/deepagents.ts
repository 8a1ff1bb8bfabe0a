import type { DialectCase } from "./types";

// A deepagents graph on a LangGraph server: its state keeps, once it compacted,
// `_summarizationEvent`, the newest compaction only (each replaces the last; the messages stay
// as they were). Earlier compactions are read from the checkpoint history. Its schema, as the
// JS dev server reports it, names its summarization's `_summarizationSessionId`; other
// builds name `files` or the event itself.
const MARKERS = ["_summarizationSessionId", "_summarizationEvent", "files"];

export const deepagents: DialectCase = {
  id: "deepagents",
  matches: (evidence) => evidence.transcript !== true && evidence.stateKeys !== undefined && MARKERS.some((key) => evidence.stateKeys!.has(key)),
  dialect: (evidence) => ({
    id: "deepagents",
    history: "state",
    forwardReads: false,
    condensed: "checkpoints",
    compact: evidence.compact === "off" ? "none" : "declared",
    // Its messages are never removed: every delegation stays in the state.
    ledgerFromHistory: false,
    compactionsFromHistory: true,
    // Each `task` runs its subagent as a subgraph of the tools node (namespace `tools:<id>`).
    subagentSteps: "subgraphs",
  }),
};
