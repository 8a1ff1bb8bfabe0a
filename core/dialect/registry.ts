import { deepagents } from "./deepagents";
import { embedded } from "./embedded";
import { gateway } from "./gateway";
import { langchain } from "./langchain";
import { stock } from "./stock";
import type { BackendEvidence, Dialect, DialectCase } from "./types";

// Every dialect the workspace knows, most particular first; the first that claims the
// evidence is the backend's. A new one is a file beside these and a line here.
export const DIALECTS: readonly DialectCase[] = [embedded, gateway, deepagents, langchain, stock];

export function resolveDialect(evidence: BackendEvidence): Dialect {
  const found = DIALECTS.find((dialect) => dialect.matches(evidence)) ?? stock;
  return found.dialect(evidence);
}
