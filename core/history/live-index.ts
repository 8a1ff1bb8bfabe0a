import type { LiveEntry, LiveLog, WindowMemo } from "./types";

// Copy-on-write editing of a LiveLog. Per streamed chunk on a 10k-message window the work
// must stay tiny: entries are copied once per change (a pointer copy), and the key -> position
// map is shared along a chain of logs instead of being copied. Sharing is safe because only
// the newest log of a chain (the owner) adds keys, only at positions past every older log's
// length, and lookups check that the position really holds the key. So every log sharing a
// map holds exactly the keys of a prefix of its owner's entries.

export class LogDraft {
  private entries: readonly LiveEntry[];
  private positions: Map<string, number>;
  private copied = false;
  private ownsMap: boolean;

  constructor(private readonly base: LiveLog) {
    this.entries = base.entries;
    this.positions = base.index.positions;
    this.ownsMap = base.index.owner === base;
  }

  get length(): number {
    return this.entries.length;
  }

  get changed(): boolean {
    return this.copied;
  }

  entryAt(position: number): LiveEntry | undefined {
    return this.entries[position];
  }

  find(key: string): number | undefined {
    const position = this.positions.get(key);
    return position !== undefined && this.entries[position]?.key === key ? position : undefined;
  }

  replace(position: number, entry: LiveEntry): void {
    this.writable()[position] = entry;
  }

  insert(position: number, entry: LiveEntry): void {
    const entries = this.writable();
    if (position >= entries.length) {
      if (!this.ownsMap) this.rebuild();
      entries.push(entry);
      this.positions.set(entry.key, entries.length - 1);
      return;
    }
    // Rare (a message new to the log in the middle of the window): positions shift.
    entries.splice(position, 0, entry);
    this.rebuild();
  }

  /** The edited log; the base itself when nothing changed. */
  finish(memo: WindowMemo): LiveLog {
    if (!this.copied) return this.base;
    const index = this.positions === this.base.index.positions ? this.base.index : { positions: this.positions, owner: undefined };
    const log: LiveLog = { entries: this.entries, index, memo: { ...memo } };
    // An owner hands the map on to the log it produced; the base, if extended again, rebuilds.
    // A log that did not own the map leaves its owner alone: it only replaced entries.
    if (this.ownsMap) index.owner = log;
    return log;
  }

  private writable(): LiveEntry[] {
    if (!this.copied) {
      this.entries = this.entries.slice();
      this.copied = true;
    }
    return this.entries as LiveEntry[];
  }

  private rebuild(): void {
    const positions = new Map<string, number>();
    this.entries.forEach((entry, i) => positions.set(entry.key, i));
    this.positions = positions;
    this.ownsMap = true;
  }
}
