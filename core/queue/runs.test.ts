import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { QUEUED_KEY, queueMayHold, readQueuedRuns, readStartedQueuedRun } from "./runs";

const human = (text: string, content: unknown = text) => ({ messages: [{ type: "human", id: `m-${text}`, content }] });
const pending = (runId: string, input: unknown, createdAt: string, extra: Record<string, unknown> = {}) => ({
  run_id: runId,
  status: "pending",
  created_at: createdAt,
  metadata: { [QUEUED_KEY]: true },
  kwargs: { input, ...extra },
});

describe("readQueuedRuns", () => {
  it("reads each pending run's message, oldest first", () => {
    const queued = readQueuedRuns([
      pending("r2", human("second"), "2026-01-01T00:00:02.000Z"),
      pending("r1", human("first"), "2026-01-01T00:00:01.000Z"),
    ]);
    expect(queued.map((q) => [q.runId, q.messageId, q.text])).toEqual([["r1", "m-first", "first"], ["r2", "m-second", "second"]]);
    expect(queued[0]?.input).toEqual(human("first"));
  });

  it("reads a message's files with it", () => {
    const content = [
      { type: "text", text: "see this" },
      { type: "file", mime_type: "text/plain", data: "aGk=", metadata: { filename: "notes.txt" } },
    ];
    const [queued] = readQueuedRuns([pending("r1", human("x", content), "t")]);
    expect(queued?.text).toBe("see this");
    expect(queued?.files).toEqual([expect.objectContaining({ name: "notes.txt", mimeType: "text/plain" })]);
  });

  it("leaves out what is no queued message: other statuses, resumes, runs without one message", () => {
    expect(readQueuedRuns([
      { ...pending("a", human("a"), "t"), status: "running" },
      pending("b", human("b"), "t", { command: { resume: 1 } }),
      pending("c", null, "t"),
      pending("d", { messages: [] }, "t"),
      pending("e", { messages: [{ type: "ai", content: "no" }] }, "t"),
      { status: "pending" },
      // A run a page streams is pending until a worker picks it up: it is no queued message.
      { ...pending("f", human("f"), "t"), metadata: {} },
      { ...pending("g", human("g"), "t"), metadata: null },
      "junk",
      null,
    ])).toEqual([]);
    expect(readQueuedRuns({ run_id: "x" })).toEqual([]);
  });

  it("never throws, and returns pending runs only", () => {
    fc.assert(fc.property(fc.anything(), (wire) => {
      const read = readQueuedRuns(wire);
      expect(Array.isArray(read)).toBe(true);
    }));
    fc.assert(fc.property(fc.array(fc.record({ run_id: fc.string(), status: fc.constantFrom("pending", "running", "success"), created_at: fc.string(), kwargs: fc.anything() })), (runs) => {
      const read = readQueuedRuns(runs);
      const pendingIds = new Set(runs.filter((r) => r.status === "pending").map((r) => r.run_id));
      for (const q of read) expect(pendingIds.has(q.runId)).toBe(true);
      for (let i = 1; i < read.length; i++) expect(read[i - 1]!.createdAt <= read[i]!.createdAt).toBe(true);
    }));
  });
});

describe("readStartedQueuedRun", () => {
  it("finds a running run the UI queued, and no other", () => {
    expect(readStartedQueuedRun([
      { run_id: "own", status: "running", metadata: {} },
      { run_id: "q", status: "running", metadata: { [QUEUED_KEY]: true } },
    ])?.runId).toBe("q");
    expect(readStartedQueuedRun([{ run_id: "own", status: "running", metadata: {} }])).toBeNull();
    expect(readStartedQueuedRun([{ run_id: "q", status: "pending", metadata: { [QUEUED_KEY]: true } }])).toBeNull();
  });

  it("gives the started run's message as sent, and none for other input", () => {
    const message = { type: "human", id: "m1", content: "queued" };
    expect(readStartedQueuedRun([{ run_id: "q", status: "running", metadata: { [QUEUED_KEY]: true }, kwargs: { input: { messages: [message] } } }])).toEqual({ runId: "q", message });
    expect(readStartedQueuedRun([{ run_id: "q", status: "running", metadata: { [QUEUED_KEY]: true }, kwargs: { input: { messages: [message, message] } } }])?.message).toBeUndefined();
    expect(readStartedQueuedRun([{ run_id: "q", status: "running", metadata: { [QUEUED_KEY]: true }, kwargs: null }])?.message).toBeUndefined();
  });

  it("never throws", () => {
    fc.assert(fc.property(fc.anything(), (wire) => {
      const read = readStartedQueuedRun(wire);
      expect(read === null || typeof read.runId === "string").toBe(true);
    }));
  });
});

describe("queueMayHold", () => {
  const none = { queued: [], started: null };
  it("reads no queue of an idle thread, nor before its activity is known", () => {
    expect(queueMayHold({ running: false, activity: null, read: undefined })).toBe(false);
    expect(queueMayHold({ running: false, activity: undefined, read: undefined })).toBe(false);
    expect(queueMayHold({ running: false, activity: null, read: none })).toBe(false);
  });

  it("reads it while a run goes here or elsewhere, while it waits on a decision, or while it held messages", () => {
    expect(queueMayHold({ running: true, activity: undefined, read: undefined })).toBe(true);
    expect(queueMayHold({ running: false, activity: "running", read: undefined })).toBe(true);
    expect(queueMayHold({ running: false, activity: "waiting", read: undefined })).toBe(true);
    expect(queueMayHold({ running: false, activity: null, read: { queued: [{}], started: null } })).toBe(true);
    expect(queueMayHold({ running: false, activity: null, read: { queued: [], started: { runId: "run-1", message: undefined } } })).toBe(true);
  });
});
