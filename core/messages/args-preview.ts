import { oneLine } from "../text/one-line";
import { isDict, safeStringify } from "./guards";

// A tool call in one line, for the row of a tool run ("take_note  Buy oat milk"): the values a
// person recognises, not the JSON.

const MAX = 80;

/**
 * The call's arguments as one short line: a string argument as it is, the values of an object
 * (strings first, the rest as compact JSON) joined by " · ", cut to `max` characters. Empty
 * for no arguments. Never throws.
 */
export function argsPreview(args: unknown, max = MAX): string {
  const parts: string[] = [];
  if (typeof args === "string") parts.push(args);
  else if (isDict(args)) {
    const values = Object.values(args);
    for (const value of values) if (typeof value === "string" && value.trim() !== "") parts.push(value);
    for (const value of values) if (typeof value !== "string" && value !== null && value !== undefined) parts.push(safeStringify(value, 0));
  } else if (args !== null && args !== undefined) parts.push(safeStringify(args, 0));
  const line = oneLine(parts.join(" · "));
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}
