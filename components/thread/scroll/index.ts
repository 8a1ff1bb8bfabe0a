// Scroll-keeping for the message log. The log component
// calls one hook, useLogScroll({ rows, hydrated, loading, paging, ... }), and wires what it
// returns: scrollRef, onScroll and onWheel for the scroller; virtualRows, totalSize and
// measureRow to place rows; atEnd and jumpToEnd for "Jump to latest", jumpToStart and
// jumpToEnd for the Home and End keys; loadOlder for "Load earlier"; gapActions for the gap row.
// handleRef receives scrollToRow(key), which useReveal (Find, "Show in transcript") uses to bring
// a row to the middle of the log, and jumpToStart for the header's "Jump to start". Everything imperative (holds, anchors, pinning) lives in the hooks here;
// the arithmetic they decide by is pure and unit-tested: edges.ts (at the end, at the start,
// near the top), anchor.ts (rows on screen, the scrollTop that keeps one in place), view.ts
// (rows kept mounted, drift to scroll back), centre.ts (the scrollTop that centres a revealed
// row) and paging.ts (page sizes, when the gap loads).
export { EDGE_PX } from "./edges";
export { GAP_PX, OLDER_BAR_PX, PAD_PX } from "./layout";
export { PAGE_SIZES } from "./paging";
export { useLogScroll, type LogHandle } from "./useLogScroll";
export type { LogPaging } from "./usePaging";
export { useReveal } from "./useReveal";
