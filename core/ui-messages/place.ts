import { messageIdsOf } from "../history/locate";
import type { TimelineItem, UiItem } from "../timeline/types";
import type { UiMessage } from "./types";

// Where UI messages show in the log: right after the last item showing the message each is
// attached to (an answer with tool calls ends with its steps), in the channel's order; an
// unattached one, or one whose message the thread does not hold, at the end, where the run
// that sent it stopped. One attached to a message on a page not loaded yet waits for it.

export const uiItemId = (id: string): string => `ui:${id}`;

export function uiItem(message: UiMessage): UiItem {
  return { kind: "ui", id: uiItemId(message.id), message };
}

export interface PlaceOptions {
  /** Earlier transcript pages are not loaded: an attachment not found may be on one. */
  readonly hasOlder: boolean;
}

/** `items` with each UI message placed (the same array when there are none). */
export function placeUiMessages(items: readonly TimelineItem[], messages: readonly UiMessage[], options: PlaceOptions): readonly TimelineItem[] {
  if (messages.length === 0) return items;
  const lastShowing = anchorsOf(items, messages);
  const byAnchor = new Map<string, UiItem[]>();
  const atEnd: UiItem[] = [];
  for (const message of messages) {
    const anchor = message.messageId === undefined ? undefined : lastShowing.get(message.messageId);
    if (anchor !== undefined) {
      const after = byAnchor.get(anchor);
      if (after) after.push(uiItem(message));
      else byAnchor.set(anchor, [uiItem(message)]);
    }
    else if (message.messageId === undefined || !options.hasOlder) atEnd.push(uiItem(message));
  }
  const out: TimelineItem[] = [];
  for (const item of items) {
    out.push(item);
    for (const ui of byAnchor.get(item.id) ?? []) out.push(ui);
  }
  for (const ui of atEnd) out.push(ui);
  return out;
}

/**
 * Message id -> id of the last item showing it, for the messages the UI messages are attached
 * to: read from the end, where they usually are, and only until all are found (a streamed
 * frame of a long thread reads a few items, not all).
 */
function anchorsOf(items: readonly TimelineItem[], messages: readonly UiMessage[]): Map<string, string> {
  const wanted = new Set<string>();
  for (const message of messages) if (message.messageId !== undefined) wanted.add(message.messageId);
  const found = new Map<string, string>();
  for (let i = items.length - 1; i >= 0 && found.size < wanted.size; i--) {
    const item = items[i]!;
    for (const id of messageIdsOf(item)) if (wanted.has(id) && !found.has(id)) found.set(id, item.id);
  }
  return found;
}
