import type { DialectCase } from "./types";

// Threadline's embedded server, and any backend with its paged transcript read both ways
// (agent/README.md): every message ever sent, compaction markers naming what they condensed.
export const embedded: DialectCase = {
  id: "embedded",
  matches: (evidence) => evidence.transcript === true && evidence.forward && evidence.compact !== "gateway",
  dialect: (evidence) => ({
    id: "embedded",
    history: "transcript",
    forwardReads: true,
    condensed: "transcript",
    compact: evidence.compact === "off" ? "none" : "declared",
    ledgerFromHistory: false,
    compactionsFromHistory: false,
    subagentSteps: "records",
  }),
};
