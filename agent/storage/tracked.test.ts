import { describe, expect, it } from "vitest";
import { trackRecords } from "./tracked";

const paths = (taken: readonly (readonly string[])[]) => taken.map((path) => path.join("/")).sort();

describe("watching a store's records", () => {
  const fresh = () => ({
    threads: { a: { status: "idle", values: { messages: [1] } } } as Record<string, { status: string; values?: unknown }>,
    runs: {} as Record<string, { status: string }>,
    assistant_versions: [] as unknown[],
    storage: {} as Record<string, Record<string, Record<string, unknown>>>,
  });
  const depths = { threads: 1, runs: 1, storage: 3 };

  it("marks a record set, changed in place or removed, once each", () => {
    const raw = fresh();
    const { data, take } = trackRecords(raw, depths);
    data.runs.r1 = { status: "pending" };
    data.runs.r1.status = "running";
    data.threads.a!.status = "busy";
    delete data.threads.a;
    expect(paths(take())).toEqual(["runs/r1", "threads/a"]);
    expect(take()).toEqual([]);
    expect(raw.runs.r1).toEqual({ status: "running" });
  });

  it("does not mark reads, however many records they walk", () => {
    const { data, take } = trackRecords(fresh(), depths);
    expect(Object.values(data.threads).map((thread) => thread.status)).toEqual(["idle"]);
    expect(JSON.stringify(data)).toContain("idle");
    expect(take()).toEqual([]);
  });

  it("marks checkpoints at their own depth, and a whole collection when it is replaced", () => {
    const { data, take } = trackRecords(fresh(), depths);
    data.storage.t ??= {};
    data.storage.t[""] ??= {};
    data.storage.t[""]!.c1 = [1];
    expect(paths(take())).toEqual(["storage/t", "storage/t/", "storage/t//c1"]);
    data.storage.t[""]!.c2 = [2];
    expect(paths(take())).toEqual(["storage/t//c2"]);
    data.runs = {};
    data.assistant_versions.push({ version: 1 });
    expect(paths(take())).toEqual(["assistant_versions", "runs"]);
  });

  it("keeps identity, and stores plain objects when a watched one is assigned", () => {
    const raw = fresh();
    const { data } = trackRecords(raw, depths);
    expect(data.threads.a).toBe(data.threads.a);
    data.threads.b = data.threads.a!;
    expect(raw.threads.b).toBe(raw.threads.a);
    // What is inside a record is handed out as it is (a structured clone of it works).
    expect(structuredClone(data.threads.a!.values)).toEqual({ messages: [1] });
  });

  it("gives back what a failed write took", () => {
    const { data, take, restore } = trackRecords(fresh(), depths);
    data.runs.r = { status: "pending" };
    const taken = take();
    restore(taken);
    expect(paths(take())).toEqual(["runs/r"]);
  });
});
