import { isDict } from "../messages/guards";
import { parseUiEvent } from "./parse";

// The `ui` channel's reducer, as the SDK's `uiMessageReducer` (react-ui/types) applies it: a
// pushed id already there is replaced in place (with `metadata.merge`, its props are merged
// over the old ones), a new id is appended, `remove-ui` drops the id. It works on the wire
// items, so the stream's values keep the shape the server stores; malformed events change nothing.

/** `channel` (a `ui` state channel as sent) with `update` (one event or a list) applied. */
export function reduceUiChannel(channel: unknown, update: unknown): unknown[] {
  const current: unknown[] = Array.isArray(channel) ? channel : [];
  const events = Array.isArray(update) ? update : [update];
  let next = current.slice();
  for (const raw of events) {
    const event = parseUiEvent(raw);
    if (event === undefined) continue;
    if (event.type === "remove-ui") {
      next = next.filter((item) => itemId(item) !== event.id);
      continue;
    }
    const at = next.findIndex((item) => itemId(item) === event.message.id);
    if (at < 0) {
      next.push(raw);
      continue;
    }
    const old = next[at];
    next[at] = event.merge && isDict(raw) ? { ...raw, props: { ...propsOf(old), ...propsOf(raw) } } : raw;
  }
  return next;
}

const itemId = (item: unknown): unknown => (isDict(item) ? item.id : undefined);
const propsOf = (item: unknown): Record<string, unknown> => (isDict(item) && isDict(item.props) ? item.props : {});
