// The log's geometry, shared by the virtualizer and the server's rows so both place rows alike.

export const PAD_PX = 24;
export const GAP_PX = 16;
/** The "Load earlier" bar above the first row. */
export const OLDER_BAR_PX = 40;
export const OVERSCAN = 8;
// The rows after the live item (the message being sent, "Thinking…") and the live item
// itself stay mounted wherever the reader is, so streaming never remounts them.
export const TAIL_ROWS = 3;
