import type { TimelineItem } from "../timeline";
import { messageIdsOf } from "./locate";

// locateMessages for every streamed chunk. The timeline builder hands back the settled
// turns' items as the same objects each time, so the locations of a settled prefix of items
// are kept in one map and only the items after it are indexed per call. Lookups read the
// prefix map first, which keeps locateMessages' "first item wins".

/** Message id -> id of the item showing it (the first, if several do). */
export interface MessageLocations {
  get(messageId: string): string | undefined;
}

export interface MessageLocator {
  /** Same answers as `locateMessages(items)`; the same object again for the same items. */
  locate(items: readonly TimelineItem[]): MessageLocations;
}

/** Items indexed per call before the prefix map is rebuilt: keeps rebuilds geometric. */
const MIN_TAIL = 64;

export function createMessageLocator(): MessageLocator {
  let base: { items: readonly TimelineItem[]; length: number; where: Map<string, string> } | undefined;
  let last: { items: readonly TimelineItem[]; locations: MessageLocations } | undefined;
  return {
    locate(items) {
      if (last !== undefined && last.items === items) return last.locations;
      let prefix = base;
      const tailTooLong = prefix !== undefined && items.length - prefix.length > Math.max(MIN_TAIL, prefix.length);
      if (prefix === undefined || tailTooLong || !sharesPrefix(prefix.items, items, prefix.length)) {
        // The map covers what did not change since the previous call: the settled turns.
        const stable = last === undefined ? items.length : commonPrefix(last.items, items);
        prefix = { items, length: stable, where: index(items, 0, stable) };
        base = prefix;
      }
      const where = prefix.where;
      const tail = index(items, prefix.length, items.length);
      const locations: MessageLocations = { get: (id) => where.get(id) ?? tail.get(id) };
      last = { items, locations };
      return locations;
    },
  };
}

function commonPrefix(a: readonly TimelineItem[], b: readonly TimelineItem[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

function sharesPrefix(a: readonly TimelineItem[], b: readonly TimelineItem[], length: number): boolean {
  if (b.length < length) return false;
  for (let i = 0; i < length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function index(items: readonly TimelineItem[], from: number, to: number): Map<string, string> {
  const where = new Map<string, string>();
  for (let i = from; i < to; i++) {
    const item = items[i]!;
    for (const id of messageIdsOf(item)) if (!where.has(id)) where.set(id, item.id);
  }
  return where;
}
