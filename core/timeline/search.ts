import { presentedFiles } from "./presented";
import type { TimelineItem } from "./types";

// Find in a thread. The log is virtualized, so the browser's own find sees only the rows
// near the viewport; this searches every loaded item. It looks at what a row shows without
// opening anything (folded tool calls, reasoning and collapsed summaries are not searched),
// so every match it reports can be seen once its row is in view.

// Markdown emphasis and code marks are in the source but not on screen ("**Qdrant** for"
// reads "Qdrant for"); both sides drop them. Underscores stay: they are in identifiers.
const MARKS = /[*`~]/g;

export function normalizeForSearch(text: string): string {
  return text.replace(MARKS, "").toLowerCase();
}

// Items are immutable and kept across rebuilds (the incremental builder reuses the settled
// prefix), so each one's text is normalized once, not on every keystroke.
const cache = new WeakMap<TimelineItem, string>();

/** The normalized text a row shows for this item before anything is opened. */
export function searchableText(item: TimelineItem): string {
  let text = cache.get(item);
  if (text === undefined) {
    text = normalizeForSearch(visibleParts(item).join("\n"));
    cache.set(item, text);
  }
  return text;
}

function visibleParts(item: TimelineItem): string[] {
  switch (item.kind) {
    case "human":
      return [item.text];
    case "assistant":
      return [item.reasoningAsText ? (item.reasoning ?? "") : item.text];
    case "steps": {
      // Narration alone is shown as it is; with tool calls, everything is in the fold but the
      // presented files.
      const narration = item.steps.every((s) => s.kind === "text") ? item.steps.map((s) => (s.kind === "text" ? s.text : "")) : [];
      return [...narration, ...presentedFiles(item.steps)];
    }
    case "subagents":
      return item.tasks.flatMap((t) => [t.subagentType, t.description, t.resultBrief ?? t.resultText ?? "", t.error ?? ""]);
    case "clarification":
      return [item.context ?? "", item.question, ...item.options];
    case "hidden":
      return [item.text];
    case "unsupported":
      return [item.reason];
    case "summary":
      return [];
  }
}

/** Indexes of the items whose row shows `query` (case-insensitive), in timeline order. */
export function findInTimeline(items: readonly TimelineItem[], query: string): number[] {
  return [...createFinder()(items, query)];
}

/**
 * `findInTimeline` for a thread that streams while the find bar is open: items are rebuilt
 * every frame but keep their identity up to the live turn, so only the items that changed
 * are searched again. Asked twice for the same items and query, it answers from memory.
 */
export function createFinder(): (items: readonly TimelineItem[], query: string) => readonly number[] {
  let last: { items: readonly TimelineItem[]; needle: string; matches: number[] } | undefined;
  return (items, query) => {
    const needle = normalizeForSearch(query.trim());
    if (needle === "") {
      last = undefined;
      return NO_MATCHES;
    }
    let from = 0;
    let matches: number[] = [];
    if (last !== undefined && last.needle === needle) {
      const shared = Math.min(last.items.length, items.length);
      while (from < shared && last.items[from] === items[from]) from++;
      if (from === items.length && from === last.items.length) return last.matches;
      let keep = last.matches.length;
      while (keep > 0 && last.matches[keep - 1]! >= from) keep--;
      matches = last.matches.slice(0, keep);
    }
    for (let i = from; i < items.length; i++) if (searchableText(items[i]!).includes(needle)) matches.push(i);
    last = { items, needle, matches };
    return matches;
  };
}

const NO_MATCHES: readonly number[] = Object.freeze([]);
