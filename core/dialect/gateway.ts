import type { DialectCase } from "./types";

// A DeerFlow-style gateway: the paged transcript (read forward only where it says so), and,
// with THREADLINE_COMPACT=gateway, a route of its own that compacts a thread on request.
export const gateway: DialectCase = {
  id: "gateway",
  matches: (evidence) => evidence.transcript === true,
  dialect: (evidence) => ({
    id: "gateway",
    history: "transcript",
    forwardReads: evidence.forward,
    condensed: "transcript",
    compact: evidence.compact === "gateway" ? "gateway" : evidence.compact === "off" ? "none" : "declared",
    ledgerFromHistory: false,
    compactionsFromHistory: false,
    subagentSteps: "none",
  }),
};
