import type { Run, Thread } from "@langchain/langgraph-api/storage";
import { describe, expect, it } from "vitest";
import type { OpsStore } from "./library";
import { isHeld, waitsOnInterrupt } from "./queue-hold";

const thread = (id: string, interrupts?: Record<string, unknown>) => ({ thread_id: id, interrupts }) as unknown as Thread;
const run = (id: string, threadId: string, status: string, command?: unknown) =>
  ({ run_id: id, thread_id: threadId, status, kwargs: { input: {}, command } }) as unknown as Run;
const store = (threads: Thread[], runs: Run[]): OpsStore => ({
  threads: Object.fromEntries(threads.map((t) => [t.thread_id, t])),
  runs: Object.fromEntries(runs.map((r) => [r.run_id, r])),
  assistants: {},
  assistant_versions: [],
  retry_counter: {},
});

describe("waitsOnInterrupt", () => {
  it("is true only for a thread whose tasks hold interrupts", () => {
    expect(waitsOnInterrupt(thread("t", { task: [{ value: 1 }] }))).toBe(true);
    expect(waitsOnInterrupt(thread("t", { task: [] }))).toBe(false);
    expect(waitsOnInterrupt(thread("t", {}))).toBe(false);
    expect(waitsOnInterrupt(thread("t"))).toBe(false);
    expect(waitsOnInterrupt(undefined)).toBe(false);
  });
});

describe("isHeld", () => {
  const held = (s: OpsStore, settling: string[] = []) => Object.keys(s.runs).filter((id) => isHeld(s, new Set(settling), id));

  it("holds pending new input on waiting threads, never a resume or another thread's runs", () => {
    const s = store(
      [thread("waits", { task: [{ value: 1 }] }), thread("free", {})],
      [
        run("queued", "waits", "pending"),
        run("resume", "waits", "pending", { resume: 1 }),
        run("done", "waits", "success"),
        run("other", "free", "pending"),
      ],
    );
    expect(held(s)).toEqual(["queued"]);
    expect(isHeld(s, new Set(), "unknown")).toBe(false);
  });

  it("holds every pending run of a thread whose run ended until its status is written", () => {
    const s = store([thread("t"), thread("u")], [run("queued", "t", "pending"), run("resume", "t", "pending", { resume: 1 }), run("other", "u", "pending")]);
    expect(held(s, ["t"])).toEqual(["queued", "resume"]);
    expect(held(s)).toEqual([]);
  });
});
