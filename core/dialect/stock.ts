import type { DialectCase } from "./types";

// Any other LangGraph server (Platform, Agent Server, `langgraph dev`): the state and its
// checkpoints, nothing more. A graph that keeps `summary_text` and a `delegations` ledger
// (DeerFlow's, or the embedded agent served stock) shows its compactions and delegations from
// them; one whose schema is unknown may be anything, so its condensed turns' delegations, and
// compactions recorded beside the messages where its state shows one, are read from the
// checkpoint history too.
export const stock: DialectCase = {
  id: "stock",
  matches: () => true,
  dialect: (evidence) => ({
    id: "stock",
    history: "state",
    forwardReads: false,
    condensed: "checkpoints",
    compact: evidence.compact === "off" ? "none" : evidence.compact === "gateway" ? "gateway" : "declared",
    ledgerFromHistory: !evidence.stateKeys?.has("delegations"),
    compactionsFromHistory: evidence.stateKeys === undefined,
    subagentSteps: "none",
  }),
};
