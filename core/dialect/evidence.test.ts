import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { definitive, readsForward, servesTranscript, stateKeysOf } from "./evidence";

const page = { data: [{ seq: 1, run_id: null, content: { type: "human", id: "m1", content: "hi" }, metadata: {}, created_at: "" }], has_more: false, next_before_seq: null };
const forward = { data: [], has_more: false, next_after_seq: null };

describe("servesTranscript", () => {
  it("follows THREADLINE_HISTORY, else the newest page's answer", () => {
    expect(servesTranscript("state", { status: 200, body: page })).toBe(false);
    expect(servesTranscript("paged", { status: 404, body: undefined })).toBe(true);
    expect(servesTranscript("auto", { status: 200, body: page })).toBe(true);
    expect(servesTranscript("auto", { status: 404, body: undefined })).toBe(false);
  });
  it("cannot tell from a failure or from something that is no page", () => {
    expect(servesTranscript("auto", null)).toBeUndefined();
    expect(servesTranscript("auto", { status: 500, body: undefined })).toBeUndefined();
    expect(servesTranscript("auto", { status: 200, body: { not: "a page" } })).toBeUndefined();
  });
});

describe("stateKeysOf", () => {
  it("reads the top-level keys of the assistant's state schema", () => {
    expect(stateKeysOf({ status: 200, body: { graph_id: "g", state_schema: { type: "object", properties: { messages: {}, files: {} } } } })).toEqual(new Set(["messages", "files"]));
  });
  it("has none where the backend gave none", () => {
    expect(stateKeysOf({ status: 404, body: undefined })).toBeUndefined();
    expect(stateKeysOf({ status: 200, body: { state_schema: null } })).toBeUndefined();
    expect(stateKeysOf(null)).toBeUndefined();
  });
});

describe("readsForward", () => {
  it("takes a forward page for the capability", () => {
    expect(readsForward({ status: 200, body: forward })).toBe(true);
  });
  it("reads none into a refusal, a failure, or a newest page sent instead", () => {
    for (const answer of [{ status: 422, body: undefined }, { status: 200, body: page }, null]) expect(readsForward(answer)).toBe(false);
  });
});

describe("definitive", () => {
  it("counts answers and refusals, not failures to answer", () => {
    expect(definitive({ status: 200, body: {} })).toBe(true);
    expect(definitive({ status: 404, body: undefined })).toBe(true);
    expect(definitive({ status: 502, body: undefined })).toBe(false);
    expect(definitive(null)).toBe(false);
  });
});

describe("the probes' readers", () => {
  it("never throw, whatever the backend sent", () => {
    const answer = fc.option(fc.record({ status: fc.integer({ min: 100, max: 599 }), body: fc.anything() }), { nil: null });
    fc.assert(
      fc.property(fc.constantFrom("auto", "paged", "state" as const), answer, (mode, sent) => {
        servesTranscript(mode, sent);
        readsForward(sent);
        stateKeysOf(sent);
      }),
    );
  });
});
