// The timeline core (docs/architecture.md, "Thread model"): what the UI renders from a thread's
// state.
export type * from "./types";
export { buildTimeline, buildTimelineFromMessages, buildTimelineFromParsed, summaryTextItem, SUMMARY_TEXT_ITEM_ID } from "./build";
export { groupTimeline } from "./group";
export { pairCalls, type Pairing } from "./pairing";
export { RESULT_PREVIEW_LENGTH } from "./tool-step";
export { stepsLabel, summaryLabel } from "./labels";
export { presentedFiles, splitFilePath, type FilePathParts } from "./presented";
export { findInTimeline, normalizeForSearch, searchableText } from "./search";
