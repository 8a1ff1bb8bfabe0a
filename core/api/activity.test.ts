import { describe, expect, it } from "vitest";
import { activityCounts, activityOf, anyRunning, statusOf, threadActivity, toActivity } from "./activity";

describe("threadActivity", () => {
  it("marks busy threads running and interrupted ones waiting, nothing else", () => {
    expect(threadActivity("busy")).toBe("running");
    expect(threadActivity("interrupted")).toBe("waiting");
    for (const status of ["idle", "error", null, undefined, 3, "BUSY"]) expect(threadActivity(status)).toBeNull();
  });
});

describe("toActivity", () => {
  it("maps the running and waiting threads by id, leaving out the rest and junk", () => {
    const activity = toActivity([
      { thread_id: "a", status: "busy" },
      { thread_id: "b", status: "interrupted" },
      { thread_id: "a", status: "interrupted" },
      { thread_id: "c", status: "idle" },
      { status: "busy" },
      { thread_id: "", status: "busy" },
      "junk",
      null,
    ]);
    expect(activity).toEqual({ a: "running", b: "waiting" });
    expect(Object.getPrototypeOf(activity)).toBe(Object.prototype);
    expect(toActivity({ thread_id: "a" })).toEqual({});
  });

  it("says whether any thread runs", () => {
    expect(anyRunning({ a: "waiting", b: "running" })).toBe(true);
    expect(anyRunning({ a: "waiting" })).toBe(false);
  });
});

describe("activityOf", () => {
  it("uses the separate read once there is one, else the row's status", () => {
    expect(activityOf("a", "busy", undefined)).toBe("running");
    expect(activityOf("a", "busy", {})).toBeNull();
    expect(activityOf("a", "idle", { a: "waiting" })).toBe("waiting");
    expect(activityOf("toString", null, {})).toBeNull();
  });
});

describe("the chat list's filters", () => {
  it("count the chats running and those waiting for input", () => {
    expect(activityCounts(toActivity([{ thread_id: "a", status: "busy" }, { thread_id: "b", status: "interrupted" }, { thread_id: "c", status: "interrupted" }, { thread_id: "d", status: "idle" }]))).toEqual({ running: 1, waiting: 2 });
    expect(activityCounts(undefined)).toEqual({ running: 0, waiting: 0 });
  });

  it("ask a server for the status each activity is", () => {
    expect(statusOf("running")).toBe("busy");
    expect(statusOf("waiting")).toBe("interrupted");
    for (const activity of ["running", "waiting"] as const) expect(threadActivity(statusOf(activity))).toBe(activity);
  });
});
