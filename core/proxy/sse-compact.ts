// Re-framing of a server-sent event stream on its way to the browser: an event whose JSON
// data spans several `data:` lines is re-sent as one line of compact JSON.
//
// Why: the JavaScript LangGraph server (@langchain/langgraph-api, which the embedded backend
// and JS deployments run) pretty-prints every event, so a 70 KB `values` event is ~3,000
// lines, and the SDK's decoder passes each line through two TransformStreams, a promise
// round trip per line per stage. The `values` events at the start of a run (one per graph
// step, each the whole state) then arrive in one burst and cost the browser one main-thread
// task of ~100 ms. As one line each, that burst is a few lines. The browser decodes the
// same values: SSE joins an event's data lines with "\n", and in JSON a line break can
// only sit between tokens, where any whitespace means the same.
//
// Everything else passes through unchanged: events with one data line (compact servers,
// token events of any size), data that is not JSON, comments, `event`, `id` and `retry`
// fields (kept in their order). Line ends are normalized to "\n", which SSE treats alike.

import { textRewriteStream, type TextRewriter } from "./text-stream";

export type SseCompactor = TextRewriter;

export function createSseCompactor(): SseCompactor {
  /**
   * Text after the last complete line, in pieces: a long line arrives in many pieces, and
   * joining (and rescanning) it on each would be quadratic. May end with a "\r" that could
   * still be the first half of "\r\n".
   */
  let partial: string[] = [];
  /** Lines of the event being read, without their line ends. */
  let lines: string[] = [];
  let dataLines = 0;
  const lineEnd = /\r\n|\r|\n/g;

  const endEvent = (): string => {
    const compacted = dataLines > 1 ? compactData(lines) : undefined;
    const out = `${(compacted ?? lines).join("\n")}\n\n`;
    lines = [];
    dataLines = 0;
    return out;
  };

  function push(text: string): string {
    const held = partial.length > 0 && partial[partial.length - 1]!.endsWith("\r");
    if (!held && !/[\r\n]/.test(text)) {
      if (text !== "") partial.push(text);
      return "";
    }
    const input = partial.join("") + text;
    partial = [];
    let out = "";
    let start = 0;
    lineEnd.lastIndex = 0;
    for (let match = lineEnd.exec(input); match !== null; match = lineEnd.exec(input)) {
      // A "\r" ending the piece may be the first half of "\r\n": decide with the next piece.
      if (match[0] === "\r" && match.index === input.length - 1) break;
      const line = input.slice(start, match.index);
      start = match.index + match[0].length;
      if (line === "") {
        out += lines.length > 0 ? endEvent() : "\n";
        continue;
      }
      lines.push(line);
      if (isDataLine(line)) dataLines++;
    }
    if (start < input.length) partial.push(input.slice(start));
    return out;
  }

  return {
    push,
    flush() {
      const last = partial[partial.length - 1];
      // A "\r" held back for a "\n" that never came ended a line after all.
      const done = last?.endsWith("\r") ? push("\n") : "";
      const carry = partial.join("");
      const rest = done + (lines.length > 0 ? `${lines.join("\n")}\n${carry}` : carry);
      partial = [];
      lines = [];
      dataLines = 0;
      return rest;
    },
  };
}

function isDataLine(line: string): boolean {
  return line.startsWith("data") && (line.length === 4 || line[4] === ":");
}

/** The event's lines with its data as one line of compact JSON, or undefined to keep them. */
function compactData(event: readonly string[]): string[] | undefined {
  const values: string[] = [];
  for (const line of event) if (isDataLine(line)) values.push(fieldValue(line));
  let parsed: unknown;
  try {
    parsed = JSON.parse(values.join("\n"));
  } catch {
    return undefined; // not JSON: the client sees it exactly as sent
  }
  const out: string[] = [];
  let placed = false;
  for (const line of event) {
    if (!isDataLine(line)) out.push(line);
    else if (!placed) {
      out.push(`data: ${JSON.stringify(parsed)}`);
      placed = true;
    }
  }
  return out;
}

/** A field's value: after the colon, less one leading space (the SSE rule). */
function fieldValue(line: string): string {
  const colon = line.indexOf(":");
  if (colon === -1) return "";
  return line[colon + 1] === " " ? line.slice(colon + 2) : line.slice(colon + 1);
}

/** The compactor as a byte stream transform, for a response body. */
export const compactSseStream = (): TransformStream<Uint8Array, Uint8Array> => textRewriteStream(createSseCompactor());
