import type { Ops } from "@langchain/langgraph-api/storage";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { IDLE_MS, startRunsPromptly } from "./prompt-start";

// A stand-in for the library's ops: `next` yields the pending runs created before the moment
// it looks, as the library's does, and puts add pending runs.
function fakeOps() {
  const pending: { id: string; createdAt: number }[] = [];
  const looks: number[] = [];
  const ops = {
    runs: {
      put: async (id: string) => void pending.push({ id, createdAt: Date.now() }),
      setStatus: async () => undefined,
      async *next() {
        looks.push(Date.now());
        const now = Date.now();
        while (pending[0] && pending[0].createdAt < now) yield { run: pending.shift()!.id };
      },
    },
    threads: { setStatus: async () => undefined },
  };
  return { ops: ops as unknown as Ops, looks };
}

/** The fake's put, through the wrapper installed on `ops.runs.put`. */
const putRun = (ops: Ops, id: string) => (ops.runs.put as unknown as (id: string) => Promise<void>)(id);

/** Drives one worker over `ops.runs.next`, recording when each run started. */
function worker(ops: Ops) {
  const started: { id: string; at: number }[] = [];
  void (async () => {
    for await (const item of ops.runs.next()) started.push({ id: (item as unknown as { run: string }).run, at: Date.now() });
  })();
  return started;
}

describe("startRunsPromptly", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("starts a run created while the worker waits within milliseconds, not at its next look", async () => {
    const { ops } = fakeOps();
    const end = startRunsPromptly(ops);
    const started = worker(ops);
    await vi.advanceTimersByTimeAsync(300);
    const createdAt = Date.now();
    await putRun(ops, "a");
    await vi.advanceTimersByTimeAsync(10);
    expect(started).toEqual([{ id: "a", at: expect.any(Number) }]);
    expect(started[0]!.at - createdAt).toBeLessThan(10);
    end();
  });

  it("wakes on a run's or a thread's status, which can free a queued run", async () => {
    const { ops, looks } = fakeOps();
    const end = startRunsPromptly(ops);
    worker(ops);
    await vi.advanceTimersByTimeAsync(100);
    const before = looks.length;
    await ops.runs.setStatus("a" as never, "success");
    await vi.advanceTimersByTimeAsync(5);
    expect(looks.length).toBe(before + 1);
    await ops.threads.setStatus("t" as never, {} as never);
    await vi.advanceTimersByTimeAsync(5);
    expect(looks.length).toBe(before + 2);
    end();
  });

  it("looks again after IDLE_MS when nothing was written, and not in between", async () => {
    const { ops, looks } = fakeOps();
    const end = startRunsPromptly(ops);
    worker(ops);
    await vi.advanceTimersByTimeAsync(IDLE_MS * 3 + 10);
    expect(looks.length).toBe(4);
    end();
  });

  it("a run created in the millisecond of a look is taken at the look after it, not a second later", async () => {
    const { ops } = fakeOps();
    const end = startRunsPromptly(ops);
    const started = worker(ops);
    // The worker's first look and the put share a millisecond: that look passes the run over.
    await putRun(ops, "b");
    await vi.advanceTimersByTimeAsync(10);
    expect(started.map((s) => s.id)).toEqual(["b"]);
    end();
  });

  it("ends the worker's endless look when the server closes", async () => {
    const { ops } = fakeOps();
    const end = startRunsPromptly(ops);
    let finished = false;
    void (async () => {
      for await (const _ of ops.runs.next()) void _;
      finished = true;
    })();
    await vi.advanceTimersByTimeAsync(50);
    expect(finished).toBe(false);
    end();
    await vi.advanceTimersByTimeAsync(10);
    expect(finished).toBe(true);
  });
});
