import { describe, expect, it } from "vitest";
import { activityOf, anyRunning, threadActivity, toActivity } from "./activity";

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
