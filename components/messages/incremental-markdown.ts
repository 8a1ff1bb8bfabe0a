import type { List, Root, RootContent } from "mdast";
import type { Processor } from "unified";

// Incremental parsing. A streamed answer is re-rendered every frame with a few more
// characters; parsing all of it each time made per-frame work grow with the answer. The text
// is cut into segments at top-level block boundaries that no later text can change, each
// segment is parsed once (cached by its text), and their trees are joined into the tree a
// parse of the whole text gives: only the last segment is parsed again per frame.
//
// A boundary is the start of a line at column 0, outside a fenced code block, that either
//   (a) follows a blank line and is not a list item (blocks cannot continue past it), or
//   (b) follows a non-blank line and starts an item of the top-level list the segment before
//       it ends with (same kind and marker): that list's items are then joined into one list.
// Text with HTML blocks or link/footnote definitions (which can span blank lines or change
// earlier text) is parsed whole, as before.

type Parse = (text: string) => Root;

interface Segment {
  text: string;
  /** Joined into the previous segment's last list (boundary (b)). */
  continuesList: boolean;
  children: RootContent[];
}

const FENCE = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const LIST_ITEM = /^(?:\d{1,9}([.)])|([-*+]))(?:[ \t]|$)/;
const LIST_ITEM_WITH_TEXT = /^(?:\d{1,9}([.)])|([-*+]))[ \t]+\S/;
const THEMATIC_BREAK = /^(?:(?:\*[ \t]*){3,}|(?:-[ \t]*){3,}|(?:_[ \t]*){3,})$/;
const UNSPLITTABLE = /^[ \t]*(?:<|\[[^\]\n]*\]:)/m;
const BLANK = /^[ \t]*$/;

/** `"."`, `")"` or the bullet character of a list item line; undefined for other lines. */
function marker(line: string, pattern = LIST_ITEM): string | undefined {
  if (THEMATIC_BREAK.test(line)) return undefined;
  const match = pattern.exec(line);
  return match ? (match[1] ?? match[2]) : undefined;
}

/** The marker of a top-level list ending `children`, if the segment ends with one. */
function endingListMarker(children: readonly RootContent[], text: string): string | undefined {
  const last = children.at(-1);
  if (last?.type !== "list" || last.position?.start.offset === undefined) return undefined;
  const line = text.slice(last.position.start.offset, text.indexOf("\n", last.position.start.offset) >>> 0);
  const found = marker(line);
  return found !== undefined && /[.)]/.test(found) === Boolean(last.ordered) ? found : undefined;
}

export function createIncrementalParser() {
  let cache = new Map<string, RootContent[]>();

  function parseSegments(text: string, parse: Parse): Segment[] {
    const used = new Map<string, RootContent[]>();
    const childrenOf = (segment: string) => {
      let children = used.get(segment) ?? cache.get(segment);
      if (!children) children = parse(segment).children;
      used.set(segment, children);
      return children;
    };
    const segments: Segment[] = [];
    let start = 0;
    let continuesList = false;
    const cut = (at: number, next: boolean) => {
      const segment = text.slice(start, at);
      segments.push({ text: segment, continuesList, children: childrenOf(segment) });
      start = at;
      continuesList = next;
    };
    let fence: { char: string; length: number } | null = null;
    let previousBlank = false;
    let lineStart = 0;
    while (lineStart < text.length) {
      const newline = text.indexOf("\n", lineStart);
      const lineEnd = newline === -1 ? text.length : newline;
      const line = text.slice(lineStart, lineEnd);
      // Only a complete line can be judged: the last one may still grow.
      const complete = newline !== -1;
      const fenceMatch = FENCE.exec(line);
      if (fence) {
        if (fenceMatch && fenceMatch[1]![0] === fence.char && fenceMatch[1]!.length >= fence.length && BLANK.test(fenceMatch[2]!)) fence = null;
      } else {
        if (lineStart > start && complete && !/^[ \t]/.test(line) && !BLANK.test(line)) {
          if (previousBlank) {
            if (marker(line) === undefined) cut(lineStart, false);
          } else {
            const item = marker(line, LIST_ITEM_WITH_TEXT);
            const before = text.slice(start, lineStart);
            if (item !== undefined && endingListMarker(childrenOf(before), before) === item) cut(lineStart, true);
          }
        }
        if (fenceMatch && !(fenceMatch[1]![0] === "`" && fenceMatch[2]!.includes("`"))) fence = { char: fenceMatch[1]![0]!, length: fenceMatch[1]!.length };
      }
      previousBlank = BLANK.test(line);
      lineStart = lineEnd + 1;
    }
    if (start < text.length || segments.length === 0) cut(text.length, false);
    cache = used;
    return segments;
  }

  /** The tree of `text`, as `parse(text)` would give it, reusing what earlier calls parsed. */
  return function parseIncrementally(text: string, parse: Parse): Root {
    if (UNSPLITTABLE.test(text)) return parse(text);
    const segments = parseSegments(text, parse);
    if (segments.length === 1) return { type: "root", children: segments[0]!.children };
    const children: RootContent[] = [];
    for (const segment of segments) {
      const [first, ...rest] = segment.children;
      const previous = children.at(-1);
      if (segment.continuesList && previous?.type === "list" && first?.type === "list") {
        // A new node: the cached trees are shared between renders and never changed.
        const joined: List = { ...previous, spread: Boolean(previous.spread || first.spread), children: [...previous.children, ...first.children] };
        children[children.length - 1] = joined;
        children.push(...rest);
      } else {
        children.push(...segment.children);
      }
    }
    return { type: "root", children };
  };
}

type IncrementalParser = ReturnType<typeof createIncrementalParser>;

/** A remark plugin replacing the parser with `incremental` over the parser set up so far. */
export function remarkIncremental(this: Processor, incremental: IncrementalParser) {
  const parse = this.parser as ((document: string, file?: unknown) => Root) | undefined;
  if (!parse) return;
  this.parser = (document, file) => incremental(document, (segment) => parse(segment, file));
}
