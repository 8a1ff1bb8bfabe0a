// The text shown under a search result: the match with some of what surrounds it, on one
// line, and where the match sits in it, so the UI marks it without searching again.

import { folded } from "./query";

const BEFORE = 40;
const AFTER = 80;

export interface Snippet {
  text: string;
  start: number;
  length: number;
}

/**
 * The snippet of the first literal, case-insensitive occurrence of `foldedQuery` in `text`,
 * or null when there is none. `foldedText` is `folded(text)`, passed in when kept (an index).
 */
export function snippetOf(text: string, foldedQuery: string, foldedText: string = folded(text)): Snippet | null {
  if (foldedQuery === "") return null;
  const at = foldedText.indexOf(foldedQuery);
  if (at < 0) return null;
  // Folding can change a string's length (a few scripts): the folded text is then shown.
  const source = foldedText.length === text.length ? text : foldedText;
  const from = Math.max(0, at - BEFORE);
  const to = Math.min(source.length, at + foldedQuery.length + AFTER);
  const lead = from > 0 ? "…" : "";
  const tail = to < source.length ? "…" : "";
  // One space per whitespace unit keeps the match's offset.
  const body = source.slice(from, to).replace(/\s/g, " ");
  return { text: `${lead}${body}${tail}`, start: lead.length + at - from, length: foldedQuery.length };
}
