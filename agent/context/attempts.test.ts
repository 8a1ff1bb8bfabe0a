import { AIMessage, HumanMessage } from "@langchain/core/messages";
import { describe, expect, it } from "vitest";
import { markdownReply } from "../model/replies";
import { attemptOf, type AttemptRuntime } from "./attempts";
import { durableContextMessage, readDurableContext } from "./durable";

function memoryStore(): NonNullable<AttemptRuntime["store"]> {
  const items = new Map<string, Record<string, unknown>>();
  return {
    get: async (namespace, key) => {
      const value = items.get([...namespace, key].join("/"));
      return value ? { value } : null;
    },
    put: async (namespace, key, value) => void items.set([...namespace, key].join("/"), value),
  };
}

const conversation = (id: string) => [new HumanMessage({ id, content: "a question" }), new AIMessage({ id: `${id}-answer`, content: "an answer" })];

describe("attemptOf", () => {
  it("numbers the runs that answer one request, each run once however many model calls it makes", async () => {
    const store = memoryStore();
    const run = (runId: string, thread = "t1"): AttemptRuntime => ({ store, configurable: { thread_id: thread, run_id: runId } });
    expect(await attemptOf(run("r1"), conversation("q1"))).toBe(1);
    expect(await attemptOf(run("r1"), conversation("q1"))).toBe(1);
    expect(await attemptOf(run("r2"), conversation("q1"))).toBe(2);
    expect(await attemptOf(run("r3"), conversation("q1"))).toBe(3);
    // Another request (an edited message has a new id), another thread: first tries.
    expect(await attemptOf(run("r4"), conversation("q2"))).toBe(1);
    expect(await attemptOf(run("r5", "t2"), conversation("q1"))).toBe(1);
  });

  it("is a first try when nothing can be counted", async () => {
    expect(await attemptOf({ configurable: { thread_id: "t", run_id: "r" } }, conversation("q"))).toBe(1);
    expect(await attemptOf({ store: memoryStore() }, conversation("q"))).toBe(1);
    expect(await attemptOf({ store: memoryStore(), configurable: { thread_id: "t", run_id: "r" } }, [])).toBe(1);
  });
});

describe("the attempt in the durable context", () => {
  it("reaches the demo model, which says which try a regenerated answer is", () => {
    const block = durableContextMessage({ ledger: [], attempt: 2 });
    const context = readDurableContext([block]);
    expect(context.attempt).toBe(2);
    expect(markdownReply("tell me about caching", context).split("\n")[0]).toBe("Here is a short answer about **tell me about caching** (attempt 2).");
    // A first try reads as it always did.
    const first = readDurableContext([durableContextMessage({ ledger: [], attempt: 1 })]);
    expect(first.attempt).toBeUndefined();
    expect(markdownReply("tell me about caching", first).split("\n")[0]).toBe("Here is a short answer about **tell me about caching**.");
  });
});
