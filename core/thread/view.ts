import { placeVersions, type MessageVersions } from "../branches";
import { contextTokens, joinScans, scanWindow } from "../context/window";
import { condensedRanges } from "../history/condensed";
import { locateMessages } from "../history/locate";
import { matchingItems, searchNeedle } from "../timeline/search";
import type { Timeline } from "./model";
import type { ThreadView } from "./types";

const NO_MATCHES: readonly number[] = Object.freeze([]);

type Eager = Pick<ThreadView, "items" | "settledItems" | "ledger" | "compactions" | "compactionsPartial" | "todos" | "interrupts">;

/**
 * The view of one frame. What only some interactions need (condensed ranges, locations,
 * find) is computed on first use: from the settled turns' cache plus the live turn when
 * those are still the turns this frame was derived from, else from the frame's own lists.
 */
/** `interleaved`: items were placed among the turns' own (UI messages), so find reads the frame's list. */
export function makeView(timeline: Timeline, eager: Eager, versions: ReadonlyMap<string, MessageVersions>, summaryText: unknown, interleaved = false): ThreadView {
  const { settled, version, live, messages } = timeline;
  const current = () => settled.version === version;
  const offset = eager.settledItems - settled.items.length;
  const memo = new Map<string, unknown>();
  const once = <T>(key: string, compute: () => T): T => {
    if (!memo.has(key)) memo.set(key, compute());
    return memo.get(key) as T;
  };

  const view: ThreadView = {
    messages,
    ...eager,
    condensedRanges: () =>
      once("ranges", () => {
        if (!current()) return condensedRanges(messages);
        // Messages after the last compaction change no range.
        if (!live.hasSummary) return settled.cached("ranges", () => condensedRanges(settled.normalized));
        return condensedRanges([...settled.normalized, ...live.normalized]);
      }),
    locate: (messageId) => {
      if (!current()) return once("where", () => locateMessages(eager.items)).get(messageId);
      const where = settled.cached("where", () => locateMessages(settled.items));
      return where.get(messageId) ?? once("liveWhere", () => locateMessages(live.items)).get(messageId);
    },
    hasMessage: (messageId) => {
      if (current()) return settled.ids.has(messageId) || live.normalized.some((m) => m.id === messageId);
      return messages.some((m) => m.id === messageId);
    },
    find: (query) => {
      const needle = searchNeedle(query);
      if (needle === "") return NO_MATCHES;
      return once(`find:${needle}`, () => {
        if (!current() || interleaved) return matchingItems(eager.items, needle);
        const known = settled.cached<{ needle: string; matches: number[] }[]>("find", () => []);
        let found = known.find((f) => f.needle === needle);
        if (found === undefined) {
          found = { needle, matches: matchingItems(settled.items, needle) };
          known.splice(0, known.length, found);
        }
        return [...found.matches.map((i) => i + offset), ...matchingItems(live.items, needle, eager.settledItems)];
      });
    },
    // The settled turns are scanned once per version; a frame scans only the live turn.
    context: () =>
      once("context", () => {
        const scan = current()
          ? joinScans(settled.cached("window", () => scanWindow(settled.normalized)), scanWindow(live.normalized))
          : scanWindow(messages);
        return contextTokens(scan, summaryText);
      }),
    // Placed through locate(), so a frame costs nothing more where there are no branches.
    versionsAt: (itemId) => (versions.size === 0 ? undefined : once("versions", () => placeVersions(versions, view.locate)).get(itemId)),
  };
  return view;
}
