/** Text on one line: every run of whitespace (line breaks included) one space, ends trimmed. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
