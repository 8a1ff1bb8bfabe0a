import type { NormalizedMessage, ToolCall, ToolMessage } from "../messages/types";

// Pairing of tool calls with their results, by `tool_call_id` only (docs/wire-contracts.md,
// "Messages"). Hidden messages take no part: a hidden result does not answer a call.
//
// The first call with an id owns it and pairs with the first result carrying that id,
// wherever it is; a repeated call id gets no result and a repeated result is shown on its
// own, so nothing is shown twice and nothing is lost.

export interface Pair {
  /** The first visible call with the id. */
  call?: ToolCall;
  /** The first visible result with the id. */
  result?: ToolMessage;
}

export type Pairing = ReadonlyMap<string, Readonly<Pair>>;

/**
 * @param taken ids paired before these messages (an earlier part of the thread): here a
 *   call or result with one of them is a repeat.
 */
export function pairCalls(messages: readonly NormalizedMessage[], taken?: ReadonlySet<string>): Pairing {
  const pairs = new Map<string, Pair>();
  const pairOf = (id: string): Pair | undefined => {
    let pair = pairs.get(id);
    if (pair === undefined && taken?.has(id) !== true) pairs.set(id, (pair = {}));
    return pair;
  };
  for (const m of messages) {
    if (m.hidden !== undefined) continue;
    if (m.type === "ai") {
      for (const call of m.toolCalls) {
        const pair = pairOf(call.id);
        if (pair !== undefined) pair.call ??= call;
      }
    } else if (m.type === "tool" && m.toolCallId !== undefined) {
      const pair = pairOf(m.toolCallId);
      if (pair !== undefined) pair.result ??= m;
    }
  }
  return pairs;
}

/** The result shown with this call, if it owns its id. */
export function resultOf(pairing: Pairing, call: ToolCall): ToolMessage | undefined {
  const pair = pairing.get(call.id);
  return pair?.call === call ? pair.result : undefined;
}

/** Whether this result is shown with its call (else it is shown on its own). */
export function isPaired(pairing: Pairing, result: ToolMessage): boolean {
  const pair = result.toolCallId === undefined ? undefined : pairing.get(result.toolCallId);
  return pair?.result === result && pair.call !== undefined;
}
