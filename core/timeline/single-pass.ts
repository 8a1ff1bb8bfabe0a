import { parseOne } from "../messages/normalize";
import { DuplicateLog } from "../messages/duplicate-log";
import { ForwardPairing } from "./forward-pairing";
import { Grouper } from "./group";
import type { TimelineItem, TimelineOptions } from "./types";

// The whole build in one pass over the wire messages: each message is parsed and grouped
// at once, and its normalized form is dropped right away.
//
// On a large thread the build is bound by memory, not by logic: every message is a cold
// object, and everything still alive when the young-generation GC runs is copied. Parsing
// everything first keeps 100k normalized messages alive through the whole grouping, and
// reads every message twice. Here each is read once, and only the items stay alive.
//
// Two things need the general path (normalize, then group with a lookahead index): a
// repeated message id (the last version is shown at the first position, so the first
// occurrence cannot be grouped on sight) and the rare orders forward pairing cannot settle
// (forward-pairing.ts). Both are checked once the pass is done (a check per message would
// mean a random probe into a large table per message), and its work is then dropped.

export interface OnePassResult {
  items: TimelineItem[];
  /** Some message is a summary card (then the `summary_text` card is not shown). */
  hasSummary: boolean;
}

/** @returns undefined when the input needs the general path. */
export function groupInOnePass(messages: readonly unknown[], options: TimelineOptions): OnePassResult | undefined {
  const ids = new DuplicateLog(messages.length);
  // Sized for about one call per two messages; the logs grow if need be.
  const pairing = new ForwardPairing(messages.length >> 1);
  const grouper = new Grouper(options, pairing);
  try {
    if (!scan(messages, options.threadId ?? "", ids, grouper)) return undefined;
  } catch {
    // The general path isolates the failing message instead of losing the thread.
    return undefined;
  }
  if (ids.hasDuplicates() || !pairing.agreesWithLookahead()) return undefined;
  return { items: grouper.finish(grouper.lastHumanSeen), hasSummary: grouper.hasSummary };
}

/**
 * The hot loop, in a function of its own: the code after it runs once per build, and
 * while it was in the same function it had too little type feedback when the loop got
 * optimized, so every build deoptimized there and started the next one unoptimized.
 */
function scan(messages: readonly unknown[], threadId: string, ids: DuplicateLog, grouper: Grouper): boolean {
  for (let i = 0; i < messages.length; i++) {
    const m = parseOne(messages[i], threadId, i);
    ids.add(m.id);
    grouper.add(m, i);
    if (grouper.needsLookahead) return false;
  }
  return true;
}
