import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DIALECTS, resolveDialect } from "./registry";
import type { BackendEvidence } from "./types";

const base: BackendEvidence = { history: "auto", compact: "auto", transcript: false, forward: false, stateKeys: undefined };
const keys = (...names: string[]) => new Set(names);

describe("resolveDialect", () => {
  it("takes a transcript read both ways for the embedded server's", () => {
    expect(resolveDialect({ ...base, transcript: true, forward: true, stateKeys: keys("messages", "summary_text", "delegations") })).toEqual({
      id: "embedded",
      history: "transcript",
      forwardReads: true,
      condensed: "transcript",
      compact: "declared",
      ledgerFromHistory: false,
      compactionsFromHistory: false,
      subagentSteps: "records",
    });
  });

  it("takes a transcript read backward only, or one with the gateway's compaction, for a gateway's", () => {
    expect(resolveDialect({ ...base, transcript: true })).toMatchObject({ id: "gateway", history: "transcript", forwardReads: false, compact: "declared" });
    expect(resolveDialect({ ...base, transcript: true, forward: true, compact: "gateway" })).toMatchObject({ id: "gateway", forwardReads: true, compact: "gateway" });
  });

  it("knows a deepagents graph by its state: only its newest compaction is there", () => {
    // The JS dev server's schema of a createDeepAgent graph (deepagents 1.14.1) is the first.
    for (const stateKeys of [keys("messages", "_summarizationSessionId"), keys("messages", "files", "todos"), keys("messages", "_summarizationEvent")]) {
      expect(resolveDialect({ ...base, stateKeys })).toMatchObject({ id: "deepagents", history: "state", condensed: "checkpoints", compactionsFromHistory: true, ledgerFromHistory: false, subagentSteps: "subgraphs" });
    }
  });

  it("knows a LangChain agent by a state of messages without a ledger: delegations of condensed turns come from the history", () => {
    expect(resolveDialect({ ...base, stateKeys: keys("messages", "todos") })).toMatchObject({ id: "langchain", history: "state", ledgerFromHistory: true, compactionsFromHistory: false });
  });

  it("falls back to a stock server's state, reading the history for the ledger unless the graph keeps one", () => {
    expect(resolveDialect(base)).toMatchObject({ id: "stock", history: "state", forwardReads: false, condensed: "checkpoints", ledgerFromHistory: true, compactionsFromHistory: true });
    expect(resolveDialect({ ...base, stateKeys: keys("messages", "summary_text", "delegations") })).toMatchObject({ id: "stock", ledgerFromHistory: false, compactionsFromHistory: false });
  });

  it("offers Compact now only as the deployment allows", () => {
    expect(resolveDialect({ ...base, transcript: true, forward: true, compact: "off" }).compact).toBe("none");
    expect(resolveDialect({ ...base, compact: "off" }).compact).toBe("none");
    expect(resolveDialect({ ...base, compact: "gateway" }).compact).toBe("gateway");
  });

  it("always resolves, to a dialect that claims the evidence, consistent with it", () => {
    const evidence = fc.record({
      history: fc.constantFrom("auto", "paged", "state" as const),
      compact: fc.constantFrom("auto", "gateway", "off" as const),
      transcript: fc.boolean(),
      forward: fc.boolean(),
      stateKeys: fc.option(fc.uniqueArray(fc.constantFrom("messages", "files", "todos", "_summarizationEvent", "summary_text", "delegations", "title")).map((list) => new Set(list)), { nil: undefined }),
    });
    fc.assert(
      fc.property(evidence, (e) => {
        const dialect = resolveDialect(e);
        expect(DIALECTS.find((d) => d.id === dialect.id)?.matches(e)).toBe(true);
        expect(dialect.history).toBe(e.transcript ? "transcript" : "state");
        if (dialect.forwardReads) expect(e.transcript && e.forward).toBe(true);
        if (e.compact === "off") expect(dialect.compact).toBe("none");
      }),
    );
  });
});
