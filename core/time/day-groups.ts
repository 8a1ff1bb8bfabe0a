// The chat list's date groups ("Today", "Yesterday", "Previous 7 days", ...). Calendar days
// are UTC, as relative times are: the server's HTML and the browser's render agree.

export type DayGroup = "today" | "yesterday" | "week" | "month" | "older";

const DAY = 24 * 60 * 60 * 1000;

/** The group of a time, counted in calendar days before `now`; clock skew reads as today. */
export function dayGroupOf(iso: string | null, now: number): DayGroup {
  const then = iso === null ? Number.NaN : Date.parse(iso);
  if (Number.isNaN(then)) return "older";
  const days = Math.floor(now / DAY) - Math.floor(then / DAY);
  if (days <= 0) return "today";
  if (days === 1) return "yesterday";
  if (days <= 7) return "week";
  if (days <= 30) return "month";
  return "older";
}

export type GroupedRow<T> = { readonly kind: "group"; readonly group: DayGroup; readonly key: string } | { readonly kind: "item"; readonly item: T; readonly key: string };

/**
 * A heading before each run of items of one group, in the items' order (the list comes newest
 * first, so each group shows once; an item out of order starts a run of its own). An item
 * without a time joins the run before it.
 */
export function groupByDay<T>(items: readonly T[], now: number, timeOf: (item: T) => string | null, keyOf: (item: T) => string): GroupedRow<T>[] {
  const rows: GroupedRow<T>[] = [];
  let current: DayGroup | undefined;
  let runs = 0;
  for (const item of items) {
    const time = timeOf(item);
    const group = time === null && current !== undefined ? current : dayGroupOf(time, now);
    if (group !== current) {
      current = group;
      // A group seen again later (out-of-order times) gets a key of its own.
      rows.push({ kind: "group", group, key: `group:${group}:${runs++}` });
    }
    rows.push({ kind: "item", item, key: keyOf(item) });
  }
  return rows;
}
