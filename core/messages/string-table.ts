// A string -> dense integer id table, for the two hash-heavy jobs of a build: collapsing
// duplicate message ids and pairing tool calls with results by id.
//
// Why not a Map<string, ...>: on a large thread the id strings are scattered across a heap
// of hundreds of megabytes, and a string-keyed Map compares a probed key with the stored
// keys of its bucket, reading those cold strings. On 100k messages that cost more than all
// the rest of normalization. Here slots hold a 32-bit hash next to the dense id, so a probe
// reads one compact slot and compares integers; a stored key is read only when the hashes
// match, i.e. almost only for the key actually looked for.

export class StringTable {
  /** Open addressing. Slot i: [2i] = hash, [2i + 1] = dense id + 1 (0 = empty). */
  private slots: Int32Array;
  private mask: number;
  private readonly keys: string[] = [];

  constructor(expected = 8) {
    let size = 16;
    while (size < expected * 2) size *= 2;
    this.slots = new Int32Array(size * 2);
    this.mask = size - 1;
  }

  /** Number of distinct keys; ids are 0 .. size - 1 in insertion order. */
  get size(): number {
    return this.keys.length;
  }

  /** The id of `key`, or -1. */
  find(key: string): number {
    const hash = hashString(key);
    const slots = this.slots;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const stored = slots[2 * i + 1]!;
      if (stored === 0) return -1;
      if (slots[2 * i] === hash && this.keys[stored - 1] === key) return stored - 1;
    }
  }

  /** The id of `key`, adding it (as id `size`) when new. */
  add(key: string): number {
    const hash = hashString(key);
    const slots = this.slots;
    for (let i = hash & this.mask; ; i = (i + 1) & this.mask) {
      const stored = slots[2 * i + 1]!;
      if (stored === 0) {
        const id = this.keys.length;
        this.keys.push(key);
        slots[2 * i] = hash;
        slots[2 * i + 1] = id + 1;
        if (this.keys.length * 2 > this.mask) this.grow();
        return id;
      }
      if (slots[2 * i] === hash && this.keys[stored - 1] === key) return stored - 1;
    }
  }

  /** Doubles the table; rehashing uses the stored hashes, never the strings. */
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.mask = this.mask * 2 + 1;
    for (let j = 0; j < old.length; j += 2) {
      if (old[j + 1] === 0) continue;
      let i = old[j]! & this.mask;
      while (this.slots[2 * i + 1] !== 0) i = (i + 1) & this.mask;
      this.slots[2 * i] = old[j]!;
      this.slots[2 * i + 1] = old[j + 1]!;
    }
  }
}

/** FNV-1a, kept non-negative: cheap, and a good enough spread for linear probing. */
export function hashString(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193);
  return h >>> 1;
}
