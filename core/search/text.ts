// What a message says, for searching and for a result's snippet: its markdown's words without
// the marks (`**bold**`, `[a link](url)`, heading and list markers, code fences), so a snippet
// reads as text and a search for "bold" finds "**bold**". Not a markdown parser: the marks
// that would show in a one-line snippet are dropped, anything else is kept as written.

const LINK = /!?\[([^\]\n]*)\]\([^)\n]*\)/g;
const FENCE = /^\s*(```|~~~)[^\n]*$/gm;
const LINE_MARK = /^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+)/gm;
const INLINE_MARK = /\*\*|__|~~|`+/g;

/** The words of markdown `text`, its marks dropped. */
export function searchableText(text: string): string {
  return text.replace(LINK, "$1").replace(FENCE, "").replace(LINE_MARK, "").replace(INLINE_MARK, "");
}
