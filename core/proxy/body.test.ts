import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Scope } from "./access";
import { parseJsonObject, sanitizeBody } from "./body";

const team: Scope = { kind: "team" };
const alice: Scope = { kind: "user", owner: "alice", thread: null };
const limited: Scope = { kind: "user", owner: "alice", thread: "t-1" };

describe("parseJsonObject", () => {
  it("reads objects and treats an empty body as one", () => {
    expect(parseJsonObject('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonObject("  ")).toEqual({});
  });
  it("refuses anything else", () => {
    for (const text of ["[1]", "1", '"x"', "null", "{", "nope"]) expect(parseJsonObject(text)).toBeNull();
  });
  it("never throws", () => {
    fc.assert(fc.property(fc.oneof(fc.string(), fc.json()), (text) => parseJsonObject(text) === null || typeof parseJsonObject(text) === "object"));
  });
});

describe("run creation", () => {
  const run = {
    assistant_id: "agent",
    input: { messages: [{ type: "human", content: "hi" }] },
    stream_mode: ["values", "messages-tuple", "custom"],
    stream_resumable: true,
    on_disconnect: "continue",
    command: { resume: "yes" },
    config: { recursion_limit: 50 },
    metadata: { source: "ui" },
  };

  it("keeps what useStream sends", () => {
    expect(sanitizeBody("run-create", run, team)).toEqual(run);
  });

  it("forwards a message's attachment blocks unchanged", () => {
    const content = [
      { type: "text", text: "see these" },
      { type: "image", source_type: "base64", mime_type: "image/png", mimeType: "image/png", data: "aGVsbG8K", metadata: { filename: "cat.png", size: 6 } },
      { type: "file", source_type: "base64", mime_type: "application/pdf", mimeType: "application/pdf", data: "JVBERi0=", metadata: { filename: "r.pdf", size: 5 } },
      { type: "text-plain", mimeType: "text/plain", text: "first line", title: "n.txt", metadata: { filename: "n.txt", size: 10 } },
    ];
    const body = { ...run, input: { messages: [{ type: "human", id: "m1", content }] } };
    expect(sanitizeBody("run-create", body, alice).input).toEqual(body.input);
  });

  it("drops the webhook and every key the UI does not use", () => {
    const out = sanitizeBody(
      "run-create",
      { ...run, webhook: "http://169.254.169.254/", if_not_exists: "create", after_seconds: 5, langsmith_tracer: {}, interrupt_before: "*", feedback_keys: ["x"] },
      alice,
    );
    expect(out).toEqual(run);
  });

  it("drops an owner from the run's metadata", () => {
    expect(sanitizeBody("run-create", { ...run, metadata: { owner: "bob", a: 1 } }, alice).metadata).toEqual({ a: 1 });
  });

  it("never lets a webhook through, whatever else the body holds", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.string(), (body, hook) => {
        const out = sanitizeBody("run-create", { ...body, webhook: hook }, team);
        return !("webhook" in out) && Object.keys(out).every((k) => k in body);
      }),
    );
  });
});

describe("thread creation", () => {
  it("stamps the owner and drops ids, TTLs and supersteps the browser chose", () => {
    const body = { metadata: { graph_id: "agent", owner: "bob" }, thread_id: "x", if_exists: "do_nothing", ttl: 1, supersteps: [] };
    expect(sanitizeBody("thread-create", body, alice)).toEqual({ metadata: { graph_id: "agent", owner: "alice" } });
  });
  it("leaves a team's threads without an owner", () => {
    expect(sanitizeBody("thread-create", { metadata: { owner: "bob" } }, team)).toEqual({ metadata: {} });
    expect(sanitizeBody("thread-create", {}, team)).toEqual({ metadata: {} });
  });
  it("creates a limited user's own thread", () => {
    expect(sanitizeBody("thread-create", { thread_id: "other" }, limited)).toEqual({ metadata: { owner: "alice" }, thread_id: "t-1" });
  });
});

it("a rename cannot touch the owner", () => {
  expect(sanitizeBody("thread-patch", { metadata: { title: "New", owner: "bob" }, ttl: 3 }, alice)).toEqual({ metadata: { title: "New" } });
  expect(sanitizeBody("thread-patch", { metadata: { owner: null } }, team)).toEqual({ metadata: {} });
  expect(sanitizeBody("thread-patch", { metadata: "x" }, team)).toEqual({});
});

describe("thread search", () => {
  const list = { limit: 50, offset: 0, sort_by: "updated_at", sort_order: "desc", select: ["thread_id", "values"] };

  it("is confined to the user's threads whatever the body says", () => {
    expect(sanitizeBody("thread-search", { ...list, metadata: { owner: "bob", tag: "x" } }, alice)).toEqual({ ...list, metadata: { tag: "x", owner: "alice" } });
    expect(sanitizeBody("thread-search", { ...list, metadata: "everything" }, alice).metadata).toEqual({ owner: "alice" });
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        const out = sanitizeBody("thread-search", body, alice) as { metadata: Record<string, unknown> };
        return out.metadata.owner === "alice";
      }),
    );
  });

  it("finds only the one thread of a limited user", () => {
    expect(sanitizeBody("thread-search", { ...list, ids: ["a", "b"] }, limited)).toMatchObject({ ids: ["t-1"], metadata: { owner: "alice" } });
  });

  it("is left open for a team", () => {
    expect(sanitizeBody("thread-search", { ...list, extra: 1 }, team)).toEqual(list);
  });
});

it("a head move names a checkpoint and writes nothing else", () => {
  expect(sanitizeBody("head-move", { values: null, checkpoint_id: "c" }, team)).toEqual({ values: null, checkpoint_id: "c" });
  expect(sanitizeBody("head-move", { values: { title: "forged", messages: [] }, as_node: "tools", checkpoint_id: "c" }, alice)).toEqual({ values: null, checkpoint_id: "c" });
  fc.assert(
    fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
      const out = sanitizeBody("head-move", body, team);
      return out.values === null && !("as_node" in out) && Object.keys(out).every((k) => ["values", "checkpoint_id", "checkpoint"].includes(k));
    }),
  );
});

it("history, state at a checkpoint and assistant search keep their own keys", () => {
  expect(sanitizeBody("history", { limit: 10, before: "c", checkpoint: { checkpoint_id: "c" }, x: 1 }, team)).toEqual({ limit: 10, before: "c", checkpoint: { checkpoint_id: "c" } });
  expect(sanitizeBody("state-at-checkpoint", { checkpoint: {}, subgraphs: true, values: {} }, team)).toEqual({ checkpoint: {}, subgraphs: true });
  expect(sanitizeBody("assistant-search", { graph_id: "agent", limit: 1, x: 1 }, team)).toEqual({ graph_id: "agent", limit: 1 });
});
