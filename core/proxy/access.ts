// Per-user threads: whose threads a request may reach. A user with an id (the SSO header, an
// embed token) owns the threads the proxy creates for them (`metadata.owner`, stamped server
// side) and reaches no other; an embed token limited to one thread reaches that thread only.
// Without a user id (local use, the shared password) everyone signed in is one team.
import { ownerOf, threadLimitOf, type Identity } from "../auth/identity";
import type { RouteMatch } from "./match";

/** The metadata key holding a thread's owner. The browser can neither set nor filter it away. */
export const OWNER_KEY = "owner";

export type Scope =
  /** One team: no owner stamping or checks. */
  | { kind: "team" }
  /** A named user, perhaps limited to one thread. */
  | { kind: "user"; owner: string; thread: string | null };

export function scopeOf(identity: Identity): Scope {
  const owner = ownerOf(identity);
  return owner === null ? { kind: "team" } : { kind: "user", owner, thread: threadLimitOf(identity) };
}

/** What must be known about a thread before a request is forwarded. */
export type OwnerCheck =
  | { kind: "none" }
  /**
   * The request touches this thread: it must exist and be the user's; so must `runId`, a run
   * named in the path (the backend finds a run's stream by its id alone, whatever thread the
   * path names).
   */
  | { kind: "owned"; threadId: string; owner: string; runId: string | null }
  /**
   * A limited user creates a thread: the answer is their one thread, created with its id
   * when it does not exist yet, and refused when it belongs to someone else.
   */
  | { kind: "ensure"; threadId: string; owner: string };

export type Access = { kind: "denied" } | { kind: "allowed"; check: OwnerCheck };

export function accessFor(match: RouteMatch, scope: Scope): Access {
  if (scope.kind === "team") return { kind: "allowed", check: { kind: "none" } };
  const { route, params } = match;
  switch (route.reach) {
    case "shared":
    case "thread-search":
      // Search is confined by its body (body.ts), not by a check.
      return { kind: "allowed", check: { kind: "none" } };
    case "thread-create":
      return {
        kind: "allowed",
        check: scope.thread === null ? { kind: "none" } : { kind: "ensure", threadId: scope.thread, owner: scope.owner },
      };
    case "thread": {
      const threadId = params.thread;
      if (threadId === undefined || (scope.thread !== null && threadId !== scope.thread)) return { kind: "denied" };
      return { kind: "allowed", check: { kind: "owned", threadId, owner: scope.owner, runId: params.run ?? null } };
    }
    default: {
      const never: never = route.reach;
      return never;
    }
  }
}

/** What the backend said about a thread (GET /threads/{id}). */
export type ThreadLookup =
  | { kind: "found"; owner: string | null }
  | { kind: "missing" }
  /** Unreachable, or an answer that is neither the thread nor 404. */
  | { kind: "failed" };

export type OwnerVerdict =
  | "forward"
  /** 404, the same answer as for a thread that does not exist. */
  | "not-found"
  /** The limited user's thread exists and is theirs: it is the answer to "create". */
  | "existing"
  | "bad-gateway";

export function ownerVerdict(check: Exclude<OwnerCheck, { kind: "none" }>, lookup: ThreadLookup): OwnerVerdict {
  if (lookup.kind === "failed") return "bad-gateway";
  const mine = lookup.kind === "found" && lookup.owner === check.owner;
  switch (check.kind) {
    case "owned":
      return mine ? "forward" : "not-found";
    case "ensure":
      return lookup.kind === "missing" ? "forward" : mine ? "existing" : "not-found";
    default: {
      const never: never = check;
      return never;
    }
  }
}

/** A thread record's owner; null when it has none (or the record is not one). Never throws. */
export function ownerOfRecord(record: unknown): string | null {
  if (typeof record !== "object" || record === null) return null;
  const metadata = (record as { metadata?: unknown }).metadata;
  if (typeof metadata !== "object" || metadata === null || Array.isArray(metadata)) return null;
  const owner = (metadata as Record<string, unknown>)[OWNER_KEY];
  return typeof owner === "string" ? owner : null;
}
