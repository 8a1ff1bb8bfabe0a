// Branches of a transcript (agent/README.md, "Branches"). Rows of every branch share one file
// and one seq order. A row's predecessor in its branch is the row before it, unless it starts
// a branch: then its `metadata.after_seq` names the row it follows (0: none, the branch starts
// the thread). A branch is the chain of predecessors from its newest row, its head; as forks
// are rare, it is a few runs of consecutive seqs, computed here from the jumps alone.

/** Rows `from..to` (inclusive) of a lineage, oldest run first. */
export type SeqRange = readonly [from: number, to: number];

/** First seq of each branch-starting row -> the seq it follows. */
export type Jumps = ReadonlyMap<number, number>;

/** The jump a row's metadata records, if it is a valid one (it must point back). */
export function jumpOf(seq: number, metadata: unknown): number | undefined {
  if (typeof metadata !== "object" || metadata === null) return undefined;
  const after = (metadata as { after_seq?: unknown }).after_seq;
  return typeof after === "number" && Number.isInteger(after) && after >= 0 && after < seq ? after : undefined;
}

/** The runs of seqs that make up the lineage ending at `head`, oldest first. */
export function lineageRanges(jumps: Jumps, head: number): SeqRange[] {
  const starts = [...jumps.keys()].sort((a, b) => a - b);
  const ranges: SeqRange[] = [];
  let cursor = Math.floor(head);
  while (cursor >= 1) {
    const start = lastAtMost(starts, cursor);
    if (start === undefined) {
      ranges.push([1, cursor]);
      break;
    }
    ranges.push([start, cursor]);
    // jumpOf guarantees it points back, so the walk ends.
    cursor = jumps.get(start) ?? 0;
  }
  return ranges.reverse();
}

export function inLineage(ranges: readonly SeqRange[], seq: number): boolean {
  let low = 0;
  let high = ranges.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const [from, to] = ranges[mid]!;
    if (seq < from) high = mid - 1;
    else if (seq > to) low = mid + 1;
    else return true;
  }
  return false;
}

function lastAtMost(sorted: readonly number[], value: number): number | undefined {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! <= value) low = mid + 1;
    else high = mid;
  }
  return low === 0 ? undefined : sorted[low - 1];
}
