import type { Translate } from "@/core/i18n/translate";
import type { TimelineItem } from "@/core/timeline/types";

// Moving through Find's matches (indexes of items, oldest first): which item a step goes to.
// The reader starts at the newest match; "older" walks up, "newer" back down.

/** Where the current match (an item id) is among the matches; -1 when it is none of them. */
export function matchPosition(items: readonly TimelineItem[], matches: readonly number[], currentId: string | null): number {
  return currentId === null ? -1 : matches.findIndex((index) => items[index]?.id === currentId);
}

/**
 * The match older than the one at `position` (the newest when none is current); undefined past
 * the oldest, and across a gap of unloaded rows (a match may be in it: load them first).
 */
export function olderMatch(items: readonly TimelineItem[], matches: readonly number[], position: number): string | undefined {
  const index = position > 0 ? matches[position - 1] : position === -1 ? matches.at(-1) : undefined;
  if (index === undefined) return undefined;
  const from = position > 0 ? (matches[position] ?? index) : index;
  for (let i = index + 1; i < from; i++) if (items[i]?.kind === "gap") return undefined;
  return items[index]?.id;
}

/** The match newer than the one at `position`; undefined at the newest or when none is current. */
export function newerMatch(items: readonly TimelineItem[], matches: readonly number[], position: number): string | undefined {
  const index = position >= 0 ? matches[position + 1] : undefined;
  return index === undefined ? undefined : items[index]?.id;
}

/** The newest match above the item `anchorId` (among all of them when there is no anchor, or it is gone). */
export function newestMatchBefore(items: readonly TimelineItem[], matches: readonly number[], anchorId: string | null): string | undefined {
  const at = anchorId === null ? -1 : items.findIndex((item) => item.id === anchorId);
  const end = at < 0 ? items.length : at;
  let found: number | undefined;
  for (const index of matches) if (index < end) found = index;
  return found === undefined ? undefined : items[found]?.id;
}

/** The find bar's status line. */
export function findStatus(
  { query, position, total, searching, hasOlder }: { query: string; position: number; total: number; searching: boolean; hasOlder: boolean },
  t: Translate,
): string {
  if (query.trim() === "") return "";
  if (searching) return t("find.searching");
  if (total === 0) return t(hasOlder ? "find.noMatchLoaded" : "find.noMatch");
  const more = String(hasOlder);
  return position < 0 ? t("find.found", { count: total, more }) : t("find.position", { position: position + 1, count: total, more });
}
