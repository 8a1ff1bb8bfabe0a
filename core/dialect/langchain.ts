import type { DialectCase } from "./types";

// A LangChain `createAgent` graph with its middleware on a LangGraph server: nothing but
// messages in its state (and the middleware's own keys). A compaction replaces the messages it
// condensed with one summary message, so the delegations of those turns are gone from the
// state: they are read from the checkpoint history.
const OWN_CHANNELS = ["summary_text", "delegations"];

export const langchain: DialectCase = {
  id: "langchain",
  matches: (evidence) =>
    evidence.transcript !== true && evidence.stateKeys !== undefined && evidence.stateKeys.has("messages") && !OWN_CHANNELS.some((key) => evidence.stateKeys!.has(key)),
  dialect: (evidence) => ({
    id: "langchain",
    history: "state",
    forwardReads: false,
    condensed: "checkpoints",
    compact: evidence.compact === "off" ? "none" : "declared",
    ledgerFromHistory: true,
    compactionsFromHistory: false,
    subagentSteps: "none",
  }),
};
