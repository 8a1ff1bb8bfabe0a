// Tells whether any string was added twice, answered once, after all were added.
//
// Why not a hash set: on a large thread a set is probed at a random slot for every id, and
// with 100k ids the table (megabytes) does not stay in cache next to the messages being
// read, so nearly every probe is a memory round trip; on 100k messages that was a fifth of
// the whole build. Here adding is a sequential write of a hash; the check finds the few
// entries that share a bucket of a small bitmap, radix-sorts those by hash and compares
// the strings of equal hashes.
//
// The hash reads the last 8 characters only, where UUIDs, random call ids and counters
// vary: characters are read one at a time in JavaScript, and real ids are 36 to 44
// characters long. Ids that differ only before their last 8 characters share a hash; the
// comparison still tells them apart, just more slowly.

const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;
/** Hashes have 31 bits: three 11-bit digits cover them. */
const PASSES = 3;

export class DuplicateLog {
  private hashes: Int32Array;
  /**
   * Sized up front rather than grown by `push`: a 100k-entry array is allocated in the large
   * object space, which the young-generation GC never copies, while a growing one is young
   * storage that every collection during the build copies again.
   */
  private keys: string[];
  private count = 0;

  constructor(expected = 16) {
    const capacity = Math.max(16, expected);
    this.hashes = new Int32Array(capacity);
    this.keys = new Array<string>(capacity);
  }

  get size(): number {
    return this.count;
  }

  add(key: string): void {
    const n = this.count;
    if (n === this.hashes.length) {
      const grown = new Int32Array(n * 2);
      grown.set(this.hashes);
      this.hashes = grown;
      const keys = new Array<string>(n * 2);
      for (let i = 0; i < n; i++) keys[i] = this.keys[i]!;
      this.keys = keys;
    }
    this.hashes[n] = sampledHash(key);
    this.keys[n] = key;
    this.count = n + 1;
  }

  /** Whether two added strings are equal. Linear time, whatever the strings. */
  hasDuplicates(): boolean {
    if (this.count < 2) return false;
    const candidates = this.sharingBuckets();
    if (candidates.length === 0) return false;
    const order = sortedByHash(this.hashes, candidates);
    const hashes = this.hashes;
    let runStart = 0;
    for (let j = 1; j <= order.length; j++) {
      if (j < order.length && hashes[order[j]!] === hashes[order[runStart]!]) continue;
      // order[runStart..j) share a hash: usually one entry, rarely two or three.
      if (j - runStart > 1 && hasEqualKeys(this.keys, order, runStart, j)) return true;
      runStart = j;
    }
    return false;
  }

  /**
   * Entries whose hash falls in a bucket of a bitmap (about 16 bits per entry, small enough
   * to stay in cache) shared with another entry: every pair of equal strings is among them,
   * and with distinct strings they are a few percent, so only those are sorted. Two
   * sequential passes over the hashes.
   */
  private sharingBuckets(): Int32Array {
    const n = this.count;
    const hashes = this.hashes;
    let bits = 1 << 10;
    while (bits < n * 16) bits *= 2;
    const mask = bits - 1;
    const seen = new Int32Array(bits >>> 5);
    const shared = new Int32Array(bits >>> 5);
    let any = false;
    for (let i = 0; i < n; i++) {
      const b = hashes[i]! & mask;
      const word = b >>> 5;
      const bit = 1 << (b & 31);
      if ((seen[word]! & bit) === 0) seen[word] = seen[word]! | bit;
      else {
        shared[word] = shared[word]! | bit;
        any = true;
      }
    }
    if (!any) return new Int32Array(0);
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      const b = hashes[i]! & mask;
      if ((shared[b >>> 5]! & (1 << (b & 31))) !== 0) out.push(i);
    }
    return Int32Array.from(out);
  }
}

/**
 * A hash of the length and the last 8 characters (all of a shorter string). Unrolled, so
 * the optimizing compiler checks the string's representation once, not once a character.
 */
export function sampledHash(key: string): number {
  const n = key.length;
  if (n < 8) {
    let h = Math.imul(0x811c9dc5 ^ n, 0x01000193);
    for (let i = 0; i < n; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
    return h >>> 1;
  }
  const a = key.charCodeAt(n - 1) | (key.charCodeAt(n - 2) << 16);
  const b = key.charCodeAt(n - 3) | (key.charCodeAt(n - 4) << 16);
  const c = key.charCodeAt(n - 5) | (key.charCodeAt(n - 6) << 16);
  const d = key.charCodeAt(n - 7) | (key.charCodeAt(n - 8) << 16);
  let h = Math.imul(0x811c9dc5 ^ n, 0x01000193);
  h = Math.imul(h ^ a, 0x01000193);
  h = Math.imul(h ^ b, 0x01000193);
  h = Math.imul(h ^ c, 0x01000193);
  h = Math.imul(h ^ d, 0x01000193);
  return (h ^ (h >>> 15)) >>> 1;
}

/** The given positions ordered by their hash: LSD radix sort, O(n) for any input. */
function sortedByHash(hashes: Int32Array, positions: Int32Array): Int32Array {
  const n = positions.length;
  let order: Int32Array = positions;
  let next: Int32Array = new Int32Array(n);
  const counts = new Int32Array(BUCKETS);
  for (let pass = 0; pass < PASSES; pass++) {
    const shift = pass * DIGIT_BITS;
    counts.fill(0);
    for (let i = 0; i < n; i++) counts[(hashes[order[i]!]! >>> shift) & DIGIT_MASK]!++;
    let sum = 0;
    for (let b = 0; b < BUCKETS; b++) {
      const c = counts[b]!;
      counts[b] = sum;
      sum += c;
    }
    for (let i = 0; i < n; i++) {
      const at = order[i]!;
      next[counts[(hashes[at]! >>> shift) & DIGIT_MASK]!++] = at;
    }
    const swap = order;
    order = next;
    next = swap;
  }
  return order;
}

/** Whether two of the keys at `order[from..to)` (all with one hash) are equal. */
function hasEqualKeys(keys: readonly string[], order: Int32Array, from: number, to: number): boolean {
  // Long runs come from ids that differ outside the hashed characters, or were crafted to
  // collide: a Set (another hash, over whole strings) keeps those linear.
  if (to - from > 8) {
    const seen = new Set<string>();
    for (let a = from; a < to; a++) {
      const key = keys[order[a]!]!;
      if (seen.has(key)) return true;
      seen.add(key);
    }
    return false;
  }
  for (let a = from; a < to; a++) {
    for (let b = a + 1; b < to; b++) if (keys[order[a]!] === keys[order[b]!]) return true;
  }
  return false;
}
