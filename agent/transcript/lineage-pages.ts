import { type TranscriptForwardPage, type TranscriptPage, type TranscriptRow } from "../wire";
import { offsetBefore, rowsBackward, rowsForward } from "./lines";
import { inLineage, type SeqRange } from "./lineage";
import { type ReadFile } from "./pages";

// Pages of one branch of a forked thread: the rows of its lineage only, with the seqs they
// have in the file (so before_seq and after_seq keep their meaning). Rows of other branches
// are read and skipped; forks are rare and short next to a thread, so that costs little.

export async function lineagePageBefore(size: number, read: ReadFile, lineage: readonly SeqRange[], beforeSeq: number | undefined, limit: number, chunkBytes: number): Promise<TranscriptPage> {
  const found = await read(async (fh) => {
    const end = beforeSeq === undefined ? size : await offsetBefore(fh, beforeSeq, size, chunkBytes);
    return rowsBackward(fh, end, limit + 1, chunkBytes, (seq) => inLineage(lineage, seq));
  });
  const hasMore = found.length > limit;
  const data = found
    .slice(0, limit)
    .reverse()
    .map((located) => located.row);
  return { data, has_more: hasMore, next_before_seq: hasMore ? (data[0]?.seq ?? null) : null };
}

export async function lineagePageAfter(size: number, read: ReadFile, lineage: readonly SeqRange[], afterSeq: number, limit: number, chunkBytes: number): Promise<TranscriptForwardPage> {
  const found = await read(async (fh) => {
    const start = afterSeq <= 0 ? 0 : await offsetBefore(fh, afterSeq + 1, size, chunkBytes);
    const rows: TranscriptRow[] = [];
    for await (const row of rowsForward(fh, size, chunkBytes, start, afterSeq)) {
      if (!inLineage(lineage, row.seq)) continue;
      rows.push(row);
      if (rows.length > limit) break;
    }
    return rows;
  });
  const hasMore = found.length > limit;
  const data = found.slice(0, limit);
  return { data, has_more: hasMore, next_after_seq: hasMore ? (data.at(-1)?.seq ?? null) : null };
}
