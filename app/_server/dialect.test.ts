import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Answer } from "@/core/dialect/evidence";
import { backendDialect } from "./dialect";

const page = { data: [], has_more: false, next_before_seq: null };
const forward = { data: [], has_more: false, next_after_seq: null };
const NOT_FOUND = { status: 404, body: undefined };

/** A backend answering by path prefix (404 otherwise), recording what was asked. */
function backend(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const read = async (path: string) => {
    asked.push(path);
    const found = Object.entries(answers).find(([prefix]) => path.startsWith(prefix));
    return found ? found[1] : NOT_FOUND;
  };
  return { read, asked };
}

let n = 0;
beforeEach(() => {
  // Each test its own backend: what is learnt of one is remembered.
  process.env.LANGGRAPH_API_URL = `http://backend-${++n}.test`;
  delete process.env.THREADLINE_HISTORY;
  delete process.env.THREADLINE_COMPACT;
});
afterEach(() => {
  delete process.env.LANGGRAPH_API_URL;
});

describe("backendDialect", () => {
  it("learns what a backend is once: later pages ask nothing more", async () => {
    const { read, asked } = backend({ "/threads/t1/messages/page?after_seq=0": { status: 200, body: forward } });
    expect(await backendDialect("t1", { status: 200, body: page }, read)).toMatchObject({ id: "embedded", history: "transcript", forwardReads: true });
    expect(asked).toEqual(["/assistants/agent/schemas", "/threads/t1/messages/page?after_seq=0&limit=1"]);
    expect(await backendDialect("t2", { status: 200, body: page }, read)).toMatchObject({ id: "embedded", forwardReads: true });
    expect(asked).toHaveLength(2);
  });

  it("reads a thread without a transcript from its state, on a backend that keeps some", async () => {
    const { read } = backend({ "/threads/t1/messages/page?after_seq=0": { status: 200, body: forward } });
    expect(await backendDialect("t1", { status: 200, body: page }, read)).toMatchObject({ history: "transcript" });
    expect(await backendDialect("t2", NOT_FOUND, read)).toMatchObject({ id: "stock", history: "state" });
    expect(await backendDialect("t3", { status: 200, body: page }, read)).toMatchObject({ history: "transcript", forwardReads: true });
  });

  it("decides nothing, and remembers nothing, while the backend does not answer", async () => {
    const down = backend({ "/": null });
    expect(await backendDialect("t1", null, down.read)).toBeUndefined();
    expect(await backendDialect("t1", NOT_FOUND, down.read)).toMatchObject({ id: "stock" });
    const up = backend({ "/assistants/agent/schemas": { status: 200, body: { state_schema: { properties: { messages: {}, files: {} } } } } });
    expect(await backendDialect("t1", NOT_FOUND, up.read)).toMatchObject({ id: "deepagents" });
  });

  it("reads no transcript where THREADLINE_HISTORY says state, and knows the graph by its schema", async () => {
    process.env.THREADLINE_HISTORY = "state";
    const { read, asked } = backend({ "/assistants/agent/schemas": { status: 200, body: { state_schema: { properties: { messages: {}, _summarizationEvent: {} } } } } });
    expect(await backendDialect("t1", null, read)).toMatchObject({ id: "deepagents", compactionsFromHistory: true });
    expect(asked).toEqual(["/assistants/agent/schemas"]);
  });

  it("follows THREADLINE_COMPACT, read per request", async () => {
    const { read } = backend({ "/threads/t1/messages/page?after_seq=0": { status: 422, body: undefined } });
    expect(await backendDialect("t1", { status: 200, body: page }, read)).toMatchObject({ id: "gateway", forwardReads: false, compact: "declared" });
    process.env.THREADLINE_COMPACT = "gateway";
    expect(await backendDialect("t1", { status: 200, body: page }, read)).toMatchObject({ id: "gateway", compact: "gateway" });
  });
});
