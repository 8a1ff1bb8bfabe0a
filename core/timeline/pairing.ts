import type { NormalizedMessage, ToolCall, ToolMessage } from "../messages/types";

// Pairing of tool calls with their results, by `tool_call_id` only (DESIGN 3.1). Hidden
// messages take no part: a hidden result does not answer a call.
//
// The first call with an id owns it and pairs with the first result carrying that id,
// wherever it is; a repeated call id gets no result and a repeated result is shown on its
// own, so nothing is shown twice and nothing is lost.

export interface Pairing {
  /** The first visible call of each id. */
  readonly calls: ReadonlyMap<string, ToolCall>;
  /** The first visible result of each id. */
  readonly results: ReadonlyMap<string, ToolMessage>;
}

/**
 * @param taken ids paired before these messages (an earlier part of the thread): here a
 *   call or result with one of them is a repeat.
 */
export function pairCalls(messages: readonly NormalizedMessage[], taken?: ReadonlySet<string>): Pairing {
  const calls = new Map<string, ToolCall>();
  const results = new Map<string, ToolMessage>();
  for (const m of messages) {
    if (m.hidden !== undefined) continue;
    if (m.type === "ai") {
      for (const call of m.toolCalls) if (!calls.has(call.id) && taken?.has(call.id) !== true) calls.set(call.id, call);
    } else if (m.type === "tool" && m.toolCallId !== undefined) {
      if (!results.has(m.toolCallId) && taken?.has(m.toolCallId) !== true) results.set(m.toolCallId, m);
    }
  }
  return { calls, results };
}

/** The result shown with this call, if it owns its id. */
export function resultOf(pairing: Pairing, call: ToolCall): ToolMessage | undefined {
  return pairing.calls.get(call.id) === call ? pairing.results.get(call.id) : undefined;
}

/** Whether this result is shown with its call (else it is shown on its own). */
export function isPaired(pairing: Pairing, result: ToolMessage): boolean {
  const id = result.toolCallId;
  return id !== undefined && pairing.results.get(id) === result && pairing.calls.has(id);
}

/** Ids with a call or a result but not both: a later message with one would change how it shows. */
export function openIds(pairing: Pairing): Set<string> {
  const open = new Set<string>();
  for (const id of pairing.calls.keys()) if (!pairing.results.has(id)) open.add(id);
  for (const id of pairing.results.keys()) if (!pairing.calls.has(id)) open.add(id);
  return open;
}
