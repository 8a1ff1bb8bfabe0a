import { unreachable } from "../unreachable";
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

// Items are immutable and the settled turns' items are kept across streamed frames (core/
// thread), so each one's text is normalized once, not on every keystroke.
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
    // A request the run waits for is answered where it is, not looked for.
    case "summary":
    case "gap":
    case "interrupt":
    case "receipt":
      return [];
    // The agent's component draws what it wants of its props: they are not text to find.
    case "ui":
      return [];
    default:
      return unreachable(item);
  }
}

/** Indexes of the items whose row shows `query` (case-insensitive), in timeline order. */
export function findInTimeline(items: readonly TimelineItem[], query: string): number[] {
  return matchingItems(items, searchNeedle(query));
}

/** What `query` is looked for as: normalized like the items' text; "" finds nothing. */
export const searchNeedle = (query: string) => normalizeForSearch(query.trim());

/** Indexes (plus `offset`) of the items whose text holds `needle` (see searchNeedle). */
export function matchingItems(items: readonly TimelineItem[], needle: string, offset = 0): number[] {
  const matches: number[] = [];
  if (needle === "") return matches;
  for (let i = 0; i < items.length; i++) if (searchableText(items[i]!).includes(needle)) matches.push(i + offset);
  return matches;
}
