import { describe, expect, it } from "vitest";
import { accessFor, ownerOfRecord, ownerVerdict, scopeOf, type Scope } from "./access";
import { matchRoute } from "./match";

const match = (method: string, path: string) => matchRoute(method, path.split("/"))!;
const team: Scope = { kind: "team" };
const alice: Scope = { kind: "user", owner: "alice", thread: null };
const limited: Scope = { kind: "user", owner: "alice", thread: "t1" };

it("scopeOf: users with an id own threads; embed tokens may limit them to one", () => {
  expect(scopeOf({ kind: "anonymous" })).toEqual(team);
  expect(scopeOf({ kind: "password" })).toEqual(team);
  expect(scopeOf({ kind: "header", userId: "alice" })).toEqual(alice);
  expect(scopeOf({ kind: "embed", userId: "alice", threadId: "t1" })).toEqual(limited);
});

describe("accessFor", () => {
  it("checks nothing for a team", () => {
    expect(accessFor(match("GET", "threads/t9/state"), team)).toEqual({ kind: "allowed", check: { kind: "none" } });
  });

  it("checks the owner of any thread a user touches", () => {
    for (const [method, path] of [["GET", "threads/t9"], ["DELETE", "threads/t9"], ["POST", "threads/t9/runs/stream"]] as const) {
      expect(accessFor(match(method, path), alice)).toEqual({ kind: "allowed", check: { kind: "owned", threadId: "t9", owner: "alice", runId: null } });
    }
  });

  it("checks that a run in the path is one of the thread's", () => {
    for (const [method, path] of [["GET", "threads/t9/runs/r1/stream"], ["POST", "threads/t9/runs/r1/cancel"]] as const) {
      expect(accessFor(match(method, path), alice)).toEqual({ kind: "allowed", check: { kind: "owned", threadId: "t9", owner: "alice", runId: "r1" } });
    }
  });

  it("keeps a limited user to their thread", () => {
    expect(accessFor(match("GET", "threads/t9/state"), limited)).toEqual({ kind: "denied" });
    expect(accessFor(match("GET", "threads/t1/state"), limited)).toEqual({ kind: "allowed", check: { kind: "owned", threadId: "t1", owner: "alice", runId: null } });
    expect(accessFor(match("POST", "threads"), limited)).toEqual({ kind: "allowed", check: { kind: "ensure", threadId: "t1", owner: "alice" } });
  });

  it("confines search and creation by body, not by a check", () => {
    expect(accessFor(match("POST", "threads/search"), alice).kind).toBe("allowed");
    expect(accessFor(match("POST", "threads"), alice)).toEqual({ kind: "allowed", check: { kind: "none" } });
    expect(accessFor(match("GET", "assistants/agent"), limited)).toEqual({ kind: "allowed", check: { kind: "none" } });
  });
});

describe("ownerVerdict", () => {
  const owned = { kind: "owned", threadId: "t", owner: "alice", runId: null } as const;
  const ensure = { kind: "ensure", threadId: "t", owner: "alice" } as const;

  it("forwards only for the owner; another's thread is as missing as a missing one", () => {
    expect(ownerVerdict(owned, { kind: "found", owner: "alice" })).toBe("forward");
    expect(ownerVerdict(owned, { kind: "found", owner: "bob" })).toBe("not-found");
    expect(ownerVerdict(owned, { kind: "found", owner: null })).toBe("not-found");
    expect(ownerVerdict(owned, { kind: "missing" })).toBe("not-found");
    expect(ownerVerdict(owned, { kind: "failed" })).toBe("bad-gateway");
  });

  it("creates a limited user's thread once, and never hands out another's", () => {
    expect(ownerVerdict(ensure, { kind: "missing" })).toBe("forward");
    expect(ownerVerdict(ensure, { kind: "found", owner: "alice" })).toBe("existing");
    expect(ownerVerdict(ensure, { kind: "found", owner: "bob" })).toBe("not-found");
    expect(ownerVerdict(ensure, { kind: "failed" })).toBe("bad-gateway");
  });
});

it("ownerOfRecord reads metadata.owner and tolerates junk", () => {
  expect(ownerOfRecord({ thread_id: "t", metadata: { owner: "alice" } })).toBe("alice");
  for (const junk of [null, "x", [], { metadata: null }, { metadata: [] }, { metadata: { owner: 5 } }, {}]) expect(ownerOfRecord(junk)).toBeNull();
});
