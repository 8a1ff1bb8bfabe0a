import { nonNegativeInt } from "../messages/guards";
import type { DeclaredCompaction } from "../assistant/profile";
import type { Dialect } from "../dialect/types";

// "Compact now" (README, "What it shows"): how the workspace asks a backend to compact a
// thread, where it can. `run`: a run with no new message and `config.configurable.compact_now`,
// which the graph's compaction reads (the embedded agent declares it in its assistant's
// metadata). `gateway`: `POST /threads/{id}/compact` (no body) on a DeerFlow-style gateway that
// compacts a thread on request, switched on by THREADLINE_COMPACT=gateway since nothing in the
// LangGraph API announces it (no such gateway API could be verified: the e2e fixture server
// implements this contract).

export type CompactSetting = "auto" | "gateway" | "off";
export type CompactMethod = "run" | "gateway";

/** The run configuration key a graph's compaction reads (the embedded agent's does). */
export const COMPACT_NOW_KEY = "compact_now";

/** The run of the `run` method: no new message, the request in its configuration. */
export const COMPACT_RUN = { input: { messages: [] as never[] }, config: { configurable: { [COMPACT_NOW_KEY]: true } } };

export function parseCompactSetting(raw: string | undefined | null): CompactSetting {
  const value = raw?.trim().toLowerCase();
  return value === "gateway" || value === "off" ? value : "auto";
}

/** THREADLINE_CONTEXT_WINDOW: a positive token count, or null. */
export function parseContextWindow(raw: string | undefined | null): number | null {
  const value = nonNegativeInt(raw?.trim().replace(/_/g, ""));
  return value !== undefined && value > 0 ? value : null;
}

/**
 * How "Compact now" reaches the backend, or undefined where it cannot (then it is hidden):
 * by the backend dialect's way (core/dialect), a run only where the assistant declares it.
 */
export function compactMethod(capability: Dialect["compact"] | undefined, declared: DeclaredCompaction | undefined): CompactMethod | undefined {
  switch (capability) {
    case undefined:
    case "none":
      return undefined;
    case "gateway":
      return "gateway";
    case "declared":
      return declared;
    default: {
      const never: never = capability;
      return never;
    }
  }
}
