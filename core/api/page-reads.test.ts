import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { embedded } from "../dialect/embedded";
import { stock } from "../dialect/stock";
import type { BackendEvidence } from "../dialect/types";
import { pageSeed, statePreview } from "./page-reads";

const page = { data: [{ seq: 1, run_id: "r", content: { type: "human", id: "m1", content: "hi" }, created_at: "2025-01-01T00:00:00Z" }], has_more: false, next_before_seq: null };
const state = { values: { messages: [null, { type: "ai", id: "a", content: "ok" }], title: "T" }, next: [] };

const evidence: BackendEvidence = { history: "auto", compact: "auto", transcript: true, forward: true, stateKeys: undefined };
const transcriptDialect = embedded.dialect(evidence);
const stateDialect = stock.dialect({ ...evidence, transcript: false, forward: false });

describe("pageSeed", () => {
  it("seeds a paged thread with its newest page, its state (sanitized) and its metadata", () => {
    const seed = pageSeed({ dialect: transcriptDialect, record: { thread_id: "t", metadata: { title: "Named" } }, newestPage: { status: 200, body: page }, state: { status: 200, body: state } });
    expect(seed.dialect).toBe(transcriptDialect);
    expect(seed.newestPage?.data.map((row) => row.seq)).toEqual([1]);
    expect(seed.state).toEqual({ values: { messages: [{ type: "ai", id: "a", content: "ok" }], title: "T" }, next: [] });
    expect(seed.metadata).toEqual({ title: "Named" });
  });
  it("seeds a stock thread with its state only", () => {
    const seed = pageSeed({ dialect: stateDialect, record: { thread_id: "t" }, newestPage: { status: 404, body: undefined }, state: { status: 200, body: state } });
    expect(seed).toMatchObject({ dialect: stateDialect, metadata: null });
    expect(seed.newestPage).toBeUndefined();
  });
  it("seeds a stock thread whose state follows with the preview", () => {
    const preview = { messages: [{ type: "ai", id: "a", content: "ok" }], more: true };
    const seed = pageSeed({ dialect: stateDialect, record: { thread_id: "t" }, newestPage: null, preview });
    expect(seed).toEqual({ dialect: stateDialect, preview, metadata: null });
  });
  it("takes no preview where the state was read, or for a paged thread", () => {
    const preview = { messages: [], more: false };
    expect(pageSeed({ dialect: stateDialect, record: {}, newestPage: null, state: { status: 200, body: state }, preview }).preview).toBeUndefined();
    expect(pageSeed({ dialect: transcriptDialect, record: {}, newestPage: { status: 200, body: page }, preview }).preview).toBeUndefined();
  });
  it("leaves out what failed, for the browser to read and report", () => {
    expect(pageSeed({ dialect: undefined, record: undefined, newestPage: null, state: { status: 502, body: undefined } })).toEqual({});
  });
  it("never throws, whatever the backend sent", () => {
    const answer = fc.option(fc.record({ status: fc.integer({ min: 100, max: 599 }), body: fc.anything() }), { nil: null });
    fc.assert(
      fc.property(fc.constantFrom(transcriptDialect, stateDialect, undefined), fc.anything(), answer, answer, (dialect, record, newestPage, stateAnswer) => {
        pageSeed({ dialect, record, newestPage, state: stateAnswer });
        statePreview(stateAnswer, 3);
      }),
    );
  });
});

describe("statePreview", () => {
  const messages = Array.from({ length: 5 }, (_, i) => ({ type: i % 2 ? "ai" : "human", id: `m${i}`, content: `${i}` }));
  const record = (values: unknown) => ({ status: 200, body: { thread_id: "t", status: "idle", values } });
  it("takes the newest messages of the record's values, and says whether there are more", () => {
    expect(statePreview(record({ messages }), 2)).toEqual({ messages: messages.slice(3), more: true });
    expect(statePreview(record({ messages }), 5)).toEqual({ messages, more: false });
  });
  it("drops entries that are not messages, as the state's reader does", () => {
    expect(statePreview(record({ messages: [null, messages[0], 7] }), 5)?.messages).toEqual([messages[0]]);
  });
  it("has nothing to show for a record without messages, or an answer that failed", () => {
    expect(statePreview(record({}), 5)).toBeUndefined();
    expect(statePreview(record({ messages: [] }), 5)).toBeUndefined();
    expect(statePreview(record(null), 5)).toBeUndefined();
    expect(statePreview({ status: 404, body: undefined }, 5)).toBeUndefined();
    expect(statePreview(null, 5)).toBeUndefined();
  });
});
