import { LedgerScan } from "../ledger/derive";
import type { LedgerEntry } from "../ledger/types";
import type { NormalizedMessage } from "../messages/types";
import type { TimelineItem } from "../timeline/types";
import type { TodoEntry } from "../todos/todos";
import { derivedLedger } from "./ledger";
import type { Part, PartOptions } from "./part";

// The settled turns of a thread: everything before its last visible human message. They
// cannot change while the live turn streams, so their derivations are made once and, when
// a new turn starts, extended in place by the turns it settles. The model owns this object.

export class Settled {
  /** The messages of these turns, the very objects of the merged list. */
  readonly normalized: NormalizedMessage[] = [];
  readonly ids = new Set<string>();
  /** Ids with a call or a result but not both: a later message with one would regroup these turns. */
  readonly open = new Set<string>();
  /** Ids with both: later calls and results with them are repeats. */
  readonly closed = new Set<string>();
  readonly items: TimelineItem[] = [];
  readonly compactionKeys = new Set<string>();
  hasSummary = false;
  todos: TodoEntry[] | undefined;
  /** Changes with every extension: what was cached for an earlier version is stale. */
  version = 0;
  /** Task calls and results of these turns, for the ledger. */
  readonly scan = new LedgerScan();
  readonly taskIds = new Set<string>();
  /** The ledger derived from these turns alone. */
  ledger: readonly LedgerEntry[] = [];
  private readonly cache = new Map<string, unknown>();

  constructor(
    readonly threadId: string,
    readonly showHidden: boolean,
  ) {}

  suits(options: PartOptions): boolean {
    return options.threadId === this.threadId && options.showHidden === this.showHidden;
  }

  /** Whether `messages` starts with these turns' messages, the very same objects. */
  startsWithin(messages: readonly NormalizedMessage[], boundary: number): boolean {
    const own = this.normalized;
    if (own.length > boundary) return false;
    for (let i = 0; i < own.length; i++) if (messages[i] !== own[i]) return false;
    return true;
  }

  /**
   * Whether `part`, the messages right after these, groups as it would in one build with
   * them: it starts a turn, repeats no id of theirs, and completes no pair of theirs.
   */
  isFollowedBy(part: Part): boolean {
    if (this.normalized.length === 0) return true;
    const first = part.normalized[0];
    if (first === undefined || first.type !== "human" || first.hidden !== undefined) return false;
    for (const m of part.normalized) if (this.ids.has(m.id)) return false;
    for (const id of part.pairing.keys()) if (this.open.has(id)) return false;
    return true;
  }

  extend(part: Part): void {
    this.ledger = derivedLedger(this, part);
    for (const m of part.normalized) {
      this.ids.add(m.id);
      this.normalized.push(m);
    }
    for (const [id, pair] of part.pairing) (pair.call !== undefined && pair.result !== undefined ? this.closed : this.open).add(id);
    for (const item of part.items) this.items.push(item);
    for (const key of part.compactionKeys) this.compactionKeys.add(key);
    this.hasSummary ||= part.hasSummary;
    this.todos = part.todos ?? this.todos;
    for (const call of part.ledger.calls) {
      this.scan.calls.push(call);
      this.taskIds.add(call.id);
    }
    for (const [id, result] of part.ledger.results) this.scan.results.set(id, result);
    this.version++;
    this.cache.clear();
  }

  /** A value computed once per version. */
  cached<T>(key: string, compute: () => T): T {
    if (this.cache.has(key)) return this.cache.get(key) as T;
    const value = compute();
    this.cache.set(key, value);
    return value;
  }
}
