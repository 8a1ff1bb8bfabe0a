import { type Run, type Thread } from "@langchain/langgraph-api/storage";
import { describe, expect, it } from "vitest";
import { type OpsStore } from "./library";
import { settleInterruptedRuns } from "./recovery";

const then = new Date("2030-01-01T00:00:00Z");
const now = new Date("2030-01-02T00:00:00Z");

const run = (run_id: string, thread_id: string, status: Run["status"]) => ({ run_id, thread_id, status, updated_at: then }) as Run;
const thread = (thread_id: string, status: Thread["status"]) => ({ thread_id, status, updated_at: then }) as Thread;

function store(runs: Run[], threads: Thread[]): OpsStore {
  return {
    runs: Object.fromEntries(runs.map((r) => [r.run_id, r])),
    threads: Object.fromEntries(threads.map((t) => [t.thread_id, t])),
    assistants: {},
    assistant_versions: [],
    retry_counter: {},
  };
}

describe("settleInterruptedRuns", () => {
  it("ends runs a crash cut off, and frees their threads unless more runs wait", () => {
    const data = store(
      [run("cut", "t1", "running"), run("done", "t1", "success"), run("cut2", "t2", "running"), run("next", "t2", "pending"), run("later", "t3", "pending")],
      [thread("t1", "busy"), thread("t2", "busy"), thread("t3", "busy")],
    );
    const logged: string[] = [];

    expect(settleInterruptedRuns(data, now, (_level, message) => logged.push(message))).toEqual(["cut", "cut2"]);

    expect(Object.values(data.runs).map((r) => [r.run_id, r.status])).toEqual([
      ["cut", "error"],
      ["done", "success"],
      ["cut2", "error"],
      ["next", "pending"],
      ["later", "pending"],
    ]);
    expect(data.runs.cut?.updated_at).toBe(now);
    // t2 and t3 have a run waiting to start: a worker picks it up and they stay busy meanwhile.
    expect(Object.values(data.threads).map((t) => [t.thread_id, t.status])).toEqual([
      ["t1", "error"],
      ["t2", "busy"],
      ["t3", "busy"],
    ]);
    expect(logged).toEqual([expect.stringContaining("cut, cut2")]);
  });

  it("changes nothing after a clean stop", () => {
    const data = store([run("done", "t1", "success")], [thread("t1", "idle")]);
    const before = structuredClone(data);
    expect(settleInterruptedRuns(data, now)).toEqual([]);
    expect(data).toEqual(before);
  });
});
