import { type TranscriptForwardPage, type TranscriptPage } from "../wire";
import { offsetBefore, rowsBackward } from "./lines";
import { inLineage, type SeqRange } from "./lineage";
import { forwardPage, type ReadFile, readRowsAfter } from "./pages";

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
  const found = await readRowsAfter(read, { size, searchEnd: size, chunkBytes }, afterSeq, limit, (row) => inLineage(lineage, row.seq));
  return forwardPage(found, limit);
}
