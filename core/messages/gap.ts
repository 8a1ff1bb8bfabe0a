// The place in a paged transcript where rows are not loaded yet: between the first pages
// (read forward from the start) and the newest ones. The history window puts one marker
// there and the timeline shows it as its own item. Markers are recognized by identity, not
// by shape, so no wire message can pose as one.

export const GAP_ID = "transcript-gap";

export interface TranscriptGap {
  readonly type: "transcript_gap";
  readonly id: typeof GAP_ID;
  /** The last row shown before the gap, and the first one after it. */
  readonly afterSeq: number;
  readonly beforeSeq: number;
}

const markers = new WeakSet<object>();

export function transcriptGap(afterSeq: number, beforeSeq: number): TranscriptGap {
  const gap: TranscriptGap = Object.freeze({ type: "transcript_gap", id: GAP_ID, afterSeq, beforeSeq });
  markers.add(gap);
  return gap;
}

export function isTranscriptGap(raw: unknown): raw is TranscriptGap {
  return typeof raw === "object" && raw !== null && markers.has(raw);
}
