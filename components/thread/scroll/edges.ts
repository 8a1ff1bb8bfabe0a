// Where the reader is in the log, from its scroll metrics alone: at the end (the log follows
// what streams in), at the start, or near enough to the top for earlier pages to load.

/** Within this many px of an edge counts as at it. */
export const EDGE_PX = 48;
/** Earlier pages start loading this far before the reader reaches the top. */
export const LOAD_OLDER_WITHIN_PX = 800;
/** The gap starts loading this far before it comes into view. */
export const GAP_WITHIN_PX = 800;

/** Scroll metrics of the log element. */
export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** Within `edge` px of the newest row: the log follows what streams in. */
export function isAtEnd(box: ScrollBox, edge = EDGE_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= edge;
}

/** At the first row of the thread: nothing before it to load, and the top within the edge. */
export function isAtStart(scrollTop: number, hasBefore: boolean, edge = EDGE_PX): boolean {
  return !hasBefore && scrollTop <= edge;
}

/** Close enough to the top that the next earlier page should be on its way. */
export function isNearTop(scrollTop: number, within = LOAD_OLDER_WITHIN_PX): boolean {
  return scrollTop < within;
}

/** What a scroll event means for a log that follows its end. */
export type PinAfterScroll = "pin" | "follow" | "unpin";

/**
 * At the end, the log follows what streams in ("pin"). Leaving it takes a move up (the
 * reader's wheel, keys or scrollbar, the browser's find, a jump landing elsewhere): a pinned
 * log that the end moved away from (rows measured taller than estimated after it scrolled
 * there) goes back to it ("follow"), where a loaded machine's late measurements would
 * otherwise strand the reader above the newest answer.
 */
export function pinAfterScroll({ atEnd, pinned, movedUp, landing }: { atEnd: boolean; pinned: boolean; movedUp: boolean; landing: boolean }): PinAfterScroll {
  if (landing) return "unpin";
  if (atEnd) return "pin";
  return pinned && !movedUp ? "follow" : "unpin";
}
