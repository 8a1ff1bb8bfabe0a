// Wire messages (docs/wire-contracts.md, "Messages", "Hidden context" and "Compactions") -> the
// normalized message model the timeline groups.
export type * from "./types";
export { readMessage, readMessages } from "./read";
export { derivedMessageId } from "./parse";
export { GAP_ID, isTranscriptGap, transcriptGap, type TranscriptGap } from "./gap";
export { parseContent, splitThinkTags, isSafeImageUrl, type ParsedContent } from "./content";
export { readAttachmentBlock, type AttachmentBlock } from "./attachments";
export { hiddenReason, CONTROL_NAMES, DO_NOT_RENDER_PREFIX } from "./hidden";
export { detectLegacySummary, parseSummaryMarker, isSummaryMarkerType, SUMMARY_PREFIX, DEEPAGENTS_PREFIX, SUMMARY_ERROR_PREFIX } from "./summary";
export { parseToolCalls, parseArgs, formatArgs } from "./tool-calls";
