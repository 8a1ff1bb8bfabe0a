import { DuplicateLog } from "../messages/duplicate-log";
import type { PendingCall } from "./pending";

// Pairing of calls with results in a single forward pass (DESIGN 3.1: by `tool_call_id`
// only), for inputs where it decides exactly as the lookahead index (pairing.ts) does: the
// first call with an id owns it and pairs with the first result carrying that id.
//
// A result is matched against the calls still waiting for one, newest first, by comparing
// ids: results follow their call within a few messages, so this finds the call in one or
// two comparisons, where a hash lookup would read a random slot of a large table. What a
// forward pass cannot decide is checked once, at the end (`agreesWithLookahead`): a result
// before its call, a repeated call id, a result for a call out of reach of the scan, a
// repeated result. Each makes some id appear twice among the calls and the unmatched
// results; then the caller regroups with the lookahead index.

/** How many of the newest waiting calls a result is compared with. */
const REACH = 64;

export class ForwardPairing {
  /** Calls still waiting for a result, oldest first. */
  private readonly waiting: PendingCall[] = [];
  /** Ids of every call and of every result that matched none. */
  private readonly ids: DuplicateLog;

  constructor(expectedIds = 16) {
    this.ids = new DuplicateLog(expectedIds);
  }

  /** A visible call. */
  onCall(pending: PendingCall): void {
    this.waiting.push(pending);
    this.ids.add(pending.call.id);
  }

  /** A visible result: the waiting call it answers, if any (else it is shown on its own). */
  onResult(toolCallId: string): PendingCall | undefined {
    const waiting = this.waiting;
    const stop = Math.max(0, waiting.length - REACH);
    for (let j = waiting.length - 1; j >= stop; j--) {
      const pending = waiting[j]!;
      if (pending.call.id !== toolCallId) continue;
      // Not splice, which allocates the array of removed elements, nor a length store,
      // which goes through the runtime: ~40k times a build.
      for (let x = j + 1; x < waiting.length; x++) waiting[x - 1] = waiting[x]!;
      waiting.pop();
      return pending;
    }
    this.ids.add(toolCallId);
    return undefined;
  }

  /** Calls that got no result (yet). */
  get unanswered(): readonly PendingCall[] {
    return this.waiting;
  }

  /**
   * Whether every decision so far is the lookahead index's. It is when the calls and the
   * unmatched results have distinct ids: then each call owns its id, a matched result is
   * the first with its id (an earlier one would have matched or be a repeat), and an
   * unmatched result answers no call anywhere.
   */
  agreesWithLookahead(): boolean {
    return !this.ids.hasDuplicates();
  }
}
