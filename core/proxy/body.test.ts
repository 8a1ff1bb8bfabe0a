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
    config: { configurable: { compact_now: true } },
    checkpoint: { checkpoint_id: "1f0c2a4e-0000-6000-8000-000000000001", checkpoint_ns: "", checkpoint_map: {} },
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

  it("sets the feedback keys itself, only when configured, whatever the browser sent", () => {
    const asked = { ...run, feedback_keys: ["other", "keys"] };
    expect(sanitizeBody("run-create", asked, alice)).not.toHaveProperty("feedback_keys");
    expect(sanitizeBody("run-create", asked, alice, { feedbackKey: "user_score" }).feedback_keys).toEqual(["user_score"]);
    // Only on runs: another body never takes it.
    expect(sanitizeBody("thread-create", { feedback_keys: ["x"] }, team, { feedbackKey: "user_score" })).not.toHaveProperty("feedback_keys");
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), fc.jsonValue(), (body, keys) => {
        const out = sanitizeBody("run-create", { ...body, feedback_keys: keys }, team, { feedbackKey: "k" });
        return JSON.stringify(out.feedback_keys) === '["k"]';
      }),
    );
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

describe("message search", () => {
  it("names the user's threads whatever the body says", () => {
    const body = { query: "quince", limit: 20, owner: "bob", ids: ["t-9"], metadata: { owner: "bob" } };
    expect(sanitizeBody("message-search", body, alice)).toEqual({ query: "quince", limit: 20, owner: "alice" });
    expect(sanitizeBody("message-search", body, limited)).toEqual({ query: "quince", limit: 20, owner: "alice", ids: ["t-1"] });
    fc.assert(fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (raw) => sanitizeBody("message-search", raw, alice).owner === "alice"));
  });

  it("passes no owner or ids of the browser's for a team", () => {
    expect(sanitizeBody("message-search", { query: "q", owner: "bob", ids: ["t-9"] }, team)).toEqual({ query: "q" });
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

describe("a rating", () => {
  it("keeps its value and comment only", () => {
    expect(sanitizeBody("feedback", { rating: -1, comment: "Wrong.", thread_id: "x", feedback_id: "f", run_id: "r", key: "k" }, alice)).toEqual({ rating: -1, comment: "Wrong." });
    expect(sanitizeBody("feedback", { rating: 1, comment: null }, team)).toEqual({ rating: 1, comment: null });
  });

  it("drops values of the wrong type, which the backend then refuses", () => {
    expect(sanitizeBody("feedback", { rating: "1", comment: { text: "x" } }, team)).toEqual({});
  });

  it("never forwards another key, whatever the body holds", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (body) => {
        const out = sanitizeBody("feedback", body, team);
        return Object.keys(out).every((k) => k === "rating" || k === "comment") && (out.rating === undefined || out.rating === 1 || out.rating === -1);
      }),
    );
  });
});

describe("nested objects are rebuilt from the keys the UI sends", () => {
  const other = "00000000-0000-4000-8000-00000000beef";

  it("a run's config keeps configurable.compact_now only: no thread, checkpoint or limits of the browser's", () => {
    const config = { configurable: { compact_now: true, thread_id: other, checkpoint_id: "c", checkpoint_ns: "", user_id: "bob" }, recursion_limit: 10_000, tags: ["x"], callbacks: {} };
    expect(sanitizeBody("run-create", { assistant_id: "agent", config }, alice)).toEqual({ assistant_id: "agent", config: { configurable: { compact_now: true } } });
    expect(sanitizeBody("run-create", { assistant_id: "agent", config: { configurable: { compact_now: "yes" } } }, alice)).toEqual({ assistant_id: "agent", config: { configurable: {} } });
    expect(sanitizeBody("run-create", { assistant_id: "agent", config: "x" }, alice)).toEqual({ assistant_id: "agent" });
  });

  it("a run's checkpoint names a checkpoint of this thread: no thread_id, no other keys", () => {
    const checkpoint = { thread_id: other, checkpoint_id: "c1", checkpoint_ns: "", checkpoint_map: { "": "c1", thread_id: other, nested: { thread_id: other } }, extra: 1 };
    expect(sanitizeBody("run-create", { assistant_id: "agent", checkpoint }, alice).checkpoint).toEqual({ checkpoint_id: "c1", checkpoint_ns: "", checkpoint_map: { "": "c1" } });
    expect(sanitizeBody("run-create", { assistant_id: "agent", checkpoint: [other] }, alice)).toEqual({ assistant_id: "agent" });
  });

  it("a run's command resumes an interrupt only: no goto, no state update", () => {
    const command = { resume: { decisions: [{ type: "approve" }] }, goto: "tools", update: { messages: [], title: "forged" } };
    expect(sanitizeBody("run-create", { assistant_id: "agent", command }, alice).command).toEqual({ resume: { decisions: [{ type: "approve" }] } });
    expect(sanitizeBody("run-create", { assistant_id: "agent", command: { goto: "tools" } }, alice).command).toEqual({});
  });

  it("a run's context, which the UI never sends, is dropped", () => {
    expect(sanitizeBody("run-create", { assistant_id: "agent", context: { thread_id: other, compact_now: true } }, alice)).toEqual({ assistant_id: "agent" });
  });

  it("history, state at a checkpoint and head moves take a checkpoint without a thread", () => {
    const checkpoint = { thread_id: other, checkpoint_id: "c1", checkpoint_ns: "" };
    expect(sanitizeBody("history", { limit: 10, checkpoint }, alice)).toEqual({ limit: 10, checkpoint: { checkpoint_id: "c1", checkpoint_ns: "" } });
    expect(sanitizeBody("state-at-checkpoint", { checkpoint, subgraphs: true }, alice)).toEqual({ checkpoint: { checkpoint_id: "c1", checkpoint_ns: "" }, subgraphs: true });
    expect(sanitizeBody("head-move", { checkpoint_id: "c1", checkpoint }, alice)).toEqual({ checkpoint_id: "c1", checkpoint: { checkpoint_id: "c1", checkpoint_ns: "" }, values: null });
  });

  const rules = ["run-create", "thread-create", "thread-patch", "thread-search", "message-search", "history", "state-at-checkpoint", "head-move", "assistant-search"] as const;
  const scopes: Scope[] = [team, alice, limited];
  /** Keys named thread_id anywhere in a JSON value but a run's input (the user's messages). */
  const threadIdKeys = (value: unknown, path = "$"): string[] => {
    if (path === "$.input") return [];
    if (Array.isArray(value)) return value.flatMap((v, i) => threadIdKeys(v, `${path}[${i}]`));
    if (typeof value !== "object" || value === null) return [];
    return Object.entries(value).flatMap(([k, v]) => [...(k === "thread_id" ? [`${path}.${k}`] : []), ...threadIdKeys(v, `${path}.${k}`)]);
  };
  // Bodies that name thread ids at every depth, among the keys the rules keep.
  const key = fc.constantFrom("thread_id", "checkpoint", "config", "configurable", "context", "command", "resume", "goto", "update", "checkpoint_id", "checkpoint_ns", "checkpoint_map", "metadata", "input", "messages", "values", "ids", "x");
  const { tree } = fc.letrec((tie) => ({
    tree: fc.oneof({ depthSize: "small", withCrossShrink: true }, fc.jsonValue({ maxDepth: 1 }), tie("object"), fc.array(tie("tree"), { maxLength: 3 })),
    object: fc.dictionary(key, tie("tree"), { maxKeys: 6 }),
  }));

  it("no body comes out naming a thread, at any depth, but the one the proxy creates for a limited user", () => {
    fc.assert(
      fc.property(fc.constantFrom(...rules), fc.constantFrom(...scopes), fc.dictionary(key, tree, { maxKeys: 8 }), (rule, scope, body) => {
        const found = threadIdKeys(sanitizeBody(rule, body as Record<string, unknown>, scope));
        const allowed = rule === "thread-create" && scope.kind === "user" && scope.thread !== null ? ["$.thread_id"] : [];
        expect(found).toEqual(allowed);
      }),
      { numRuns: 3000 },
    );
  });

  it("passes an interrupt's answer on as the user wrote it, keys in their order", () => {
    const resume = { time: "19:00", window_seat: true, nested: { z: 1, a: [{ y: 2, b: 3 }] } };
    const out = sanitizeBody("run-create", { assistant_id: "agent", command: { resume } }, alice);
    expect(JSON.stringify(out.command)).toBe(JSON.stringify({ resume }));
  });

  it("leaves a run's input as written: a message may mention a thread_id", () => {
    const input = { messages: [{ type: "human", content: "what is my thread_id?", additional_kwargs: { thread_id: "quoted" } }] };
    expect(sanitizeBody("run-create", { assistant_id: "agent", input }, alice).input).toEqual(input);
  });

  it("keeps a __proto__ key from becoming a prototype", () => {
    const out = sanitizeBody("run-create", JSON.parse('{"assistant_id":"agent","input":{"__proto__":{"polluted":true},"a":1}}') as Record<string, unknown>, alice);
    expect(out.input).toEqual({ a: 1 });
    expect(Object.getPrototypeOf(out.input)).toBe(Object.prototype);
  });

  it("copes with deeply nested bodies without throwing", () => {
    let deep: unknown = { thread_id: "x" };
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(() => sanitizeBody("run-create", { assistant_id: "agent", input: deep }, alice)).not.toThrow();
  });
});
