import { StringTable } from "../messages/string-table";
import type { AiMessage, NormalizedMessage, ToolCall, ToolMessage } from "../messages/types";

// Pairing of tool calls with their results, by `tool_call_id` only (DESIGN 3.1), plus the
// position of the last turn. Hidden messages take no part: a hidden result does not answer
// a call, and a hidden human message does not start a turn.
//
// The first call with an id owns it and pairs with the first result carrying that id; a
// repeated call id gets no result and a repeated result is shown on its own, so nothing is
// shown twice and nothing is lost.
//
// Hash lookups dominate the cost of grouping a large thread, so the id map is only used
// while indexing; grouping then finds each call's or result's pair by message position.
//
// Indexes can be layered: the incremental builder keeps the index of the settled prefix and
// stacks a small one for the live turn on top, instead of re-indexing the whole thread.

interface Pair {
  call: ToolCall | undefined;
  result: ToolMessage | undefined;
}

export class PairingIndex {
  /** Position (in the indexed array) of the last visible human message; -1 if none. */
  readonly lastHumanAt: number;
  private readonly ids: StringTable;
  /** Pair of each id, by the id's number in `ids`. */
  private readonly pairs: Pair[] = [];
  /** Pairs of every call and result of the range, in message order. */
  private readonly flat: Pair[] = [];
  /** Where the pairs of message `from + j` start in `flat`. */
  private readonly starts: Int32Array;

  constructor(
    messages: readonly NormalizedMessage[],
    private readonly from = 0,
    to = messages.length,
    private readonly parent?: PairingIndex,
  ) {
    this.starts = new Int32Array(Math.max(0, to - from));
    this.ids = new StringTable(to - from);
    let lastHumanAt = parent?.lastHumanAt ?? -1;
    for (let i = from; i < to; i++) {
      this.starts[i - from] = this.flat.length;
      const m = messages[i];
      if (m === undefined || m.hidden !== undefined) continue;
      if (m.type === "ai") this.addCalls(m);
      else if (m.type === "tool") this.addResult(m);
      else if (m.type === "human") lastHumanAt = i;
    }
    this.lastHumanAt = lastHumanAt;
  }

  /** The result answering call `k` of the ai message at position `at`, if any. */
  resultFor(at: number, k: number, call: ToolCall): ToolMessage | undefined {
    const pair = this.pairAt(at, k);
    return pair !== undefined && pair.call === call ? pair.result : undefined;
  }

  /** Whether the tool message at `at` is rendered with its call (else it is shown as an orphan). */
  isPaired(at: number, message: ToolMessage): boolean {
    if (message.toolCallId === undefined) return false;
    const pair = this.pairAt(at, 0);
    return pair !== undefined && pair.result === message && pair.call !== undefined;
  }

  /**
   * A call or a result with this id is indexed but not its counterpart: a later message
   * with the id would change how the earlier one is shown.
   */
  isOpen(toolCallId: string): boolean {
    const pair = this.lookup(toolCallId);
    return pair !== undefined && (pair.call === undefined || pair.result === undefined);
  }

  private pairAt(at: number, k: number): Pair | undefined {
    if (at < this.from) return this.parent?.pairAt(at, k);
    const start = this.starts[at - this.from];
    return start === undefined ? undefined : this.flat[start + k];
  }

  private lookup(id: string): Pair | undefined {
    const n = this.ids.find(id);
    return n >= 0 ? this.pairs[n] : this.parent?.lookup(id);
  }

  /**
   * The pair for an id in this layer. A parent's pair is never mutated (its positions must
   * keep meaning what they meant): this layer works on a copy.
   */
  private slot(id: string): Pair {
    const n = this.ids.add(id);
    if (n < this.pairs.length) return this.pairs[n]!;
    const inherited = this.parent?.lookup(id);
    const pair = { call: inherited?.call, result: inherited?.result };
    this.pairs.push(pair);
    return pair;
  }

  private addCalls(m: AiMessage): void {
    for (const call of m.toolCalls) {
      const pair = this.slot(call.id);
      pair.call ??= call;
      this.flat.push(pair);
    }
  }

  private addResult(m: ToolMessage): void {
    if (m.toolCallId === undefined) return;
    const pair = this.slot(m.toolCallId);
    pair.result ??= m;
    this.flat.push(pair);
  }
}
