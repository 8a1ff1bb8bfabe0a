// Marks the occurrences of the find query inside one row with the CSS Custom Highlight API:
// no DOM is changed, so React's tree and the virtualizer's measurements are untouched.
// Browsers without the API still get the row revealed and flashed.

const NAME = "threadline-find";

interface HighlightRegistry {
  set(name: string, highlight: unknown): void;
  delete(name: string): void;
}

function registry(): HighlightRegistry | null {
  const css = (globalThis as { CSS?: { highlights?: HighlightRegistry } }).CSS;
  return css?.highlights && typeof (globalThis as { Highlight?: unknown }).Highlight === "function" ? css.highlights : null;
}

export function highlightMatches(root: Element | null, query: string): void {
  const highlights = registry();
  if (!highlights) return;
  const needle = query.trim().toLowerCase();
  if (!root || needle === "") {
    highlights.delete(NAME);
    return;
  }
  const ranges: Range[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.nodeValue ?? "";
    const lower = text.toLowerCase();
    // Lower-casing can change a string's length (rare letters); offsets would then be wrong.
    if (lower.length !== text.length) continue;
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + needle.length);
      ranges.push(range);
    }
  }
  const Highlight = (globalThis as unknown as { Highlight: new (...ranges: Range[]) => unknown }).Highlight;
  highlights.set(NAME, new Highlight(...ranges));
}

export function clearMatches(): void {
  registry()?.delete(NAME);
}
