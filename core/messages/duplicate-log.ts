// Tells whether any string was added twice, answered once, after all were added. The answer
// errs only one way: "no" is exact, "yes" may (with odds of about n² / 2^63) be two distinct
// strings with the same 62-bit fingerprint. Callers use "yes" to take a slower, exact path.
//
// Why not a hash set: on a large thread a set is probed at a random slot for every id, and
// with 100k ids the table (megabytes) does not stay in cache next to the messages being
// read, so nearly every probe is a memory round trip; on 100k messages that was a fifth of
// the whole build. Here adding is a sequential write of two hashes (no reference to the
// string is kept, so nothing grows in the GC's young generation); the check finds the few
// entries that share a bucket of a small bitmap, radix-sorts those and compares neighbours.

const DIGIT_BITS = 11;
const BUCKETS = 1 << DIGIT_BITS;
const DIGIT_MASK = BUCKETS - 1;
/** Hashes have 31 bits: three 11-bit digits cover them. */
const PASSES = 3;

export class DuplicateLog {
  private primary: Int32Array;
  private secondary: Int32Array;
  private count = 0;

  constructor(expected = 16) {
    const size = Math.max(16, expected);
    this.primary = new Int32Array(size);
    this.secondary = new Int32Array(size);
  }

  get size(): number {
    return this.count;
  }

  add(key: string): void {
    const n = this.count;
    if (n === this.primary.length) this.grow();
    // Two unrelated 31-bit hashes in one pass over the characters (FNV-1a, and a
    // multiply-rotate with another constant), so a collision of one is not one of the other.
    let h1 = 0x811c9dc5;
    let h2 = key.length;
    for (let i = 0; i < key.length; i++) {
      const c = key.charCodeAt(i);
      h1 = Math.imul(h1 ^ c, 0x01000193);
      h2 = Math.imul((h2 << 5) | (h2 >>> 27), 0x9e3779b1) ^ c;
    }
    this.primary[n] = h1 >>> 1;
    this.secondary[n] = Math.imul(h2 ^ (h2 >>> 15), 0x85ebca6b) >>> 1;
    this.count = n + 1;
  }

  /** Whether two added strings (probably) are equal. Linear time, whatever the strings. */
  hasDuplicates(): boolean {
    const n = this.count;
    if (n < 2) return false;
    const candidates = this.sharingBuckets();
    if (candidates.length === 0) return false;
    const order = sortedByHash(this.primary, candidates);
    const primary = this.primary;
    let runStart = 0;
    for (let j = 1; j <= order.length; j++) {
      if (j < order.length && primary[order[j]!] === primary[order[runStart]!]) continue;
      // order[runStart..j) share the primary hash: usually one entry, rarely two or three.
      if (j - runStart > 1 && hasEqual(this.secondary, order, runStart, j)) return true;
      runStart = j;
    }
    return false;
  }

  /**
   * Entries whose primary hash falls in a bucket of a bitmap (about 16 bits per entry,
   * small enough to stay in cache) shared with another entry: every pair of equal strings
   * is among them, and with distinct strings they are a few percent, so only those are
   * sorted. Two sequential passes over the hashes.
   */
  private sharingBuckets(): Int32Array {
    const n = this.count;
    const primary = this.primary;
    let bits = 1 << 10;
    while (bits < n * 16) bits *= 2;
    const mask = bits - 1;
    const seen = new Int32Array(bits >>> 5);
    const shared = new Int32Array(bits >>> 5);
    let any = false;
    for (let i = 0; i < n; i++) {
      const b = primary[i]! & mask;
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
      const b = primary[i]! & mask;
      if ((shared[b >>> 5]! & (1 << (b & 31))) !== 0) out.push(i);
    }
    return Int32Array.from(out);
  }

  private grow(): void {
    const primary = new Int32Array(this.primary.length * 2);
    const secondary = new Int32Array(this.primary.length * 2);
    primary.set(this.primary);
    secondary.set(this.secondary);
    this.primary = primary;
    this.secondary = secondary;
  }
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

/** Whether two entries of `order[from..to)` have the same secondary hash. */
function hasEqual(hashes: Int32Array, order: Int32Array, from: number, to: number): boolean {
  // A long run only comes from strings crafted to collide; a Set keeps that linear.
  if (to - from > 8) {
    const seen = new Set<number>();
    for (let a = from; a < to; a++) {
      const h = hashes[order[a]!]!;
      if (seen.has(h)) return true;
      seen.add(h);
    }
    return false;
  }
  for (let a = from; a < to; a++) {
    for (let b = a + 1; b < to; b++) if (hashes[order[a]!] === hashes[order[b]!]) return true;
  }
  return false;
}
