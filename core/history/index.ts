// Thread history (docs/wire-contracts.md, "Compactions" and "Paged transcript"): the paged
// transcript, the live stream and the checkpoint history merged into one message list for the
// timeline, and what each compaction condensed.
export type * from "./types";
export { parseTranscriptPage, mergePages, nextPageParam, pageTotals, rowMessages } from "./transcript";
export { parseForwardPage, nextForwardParam } from "./forward";
export { transcriptWindow, type TranscriptWindow } from "./window";
export { EMPTY_LIVE_LOG, observeLiveMessages, observeSummarizationEvent } from "./live-log";
export { mergeHistory, type MergeInput } from "./merge";
export { condensedRanges, compactionCount, compactionKeys } from "./condensed";
export { condensedInHistory, findCondensedInHistory } from "./checkpoints";
export { locateMessages, messageIdsOf, summaryKey } from "./locate";
