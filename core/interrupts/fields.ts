import { isDict, safeStringify } from "../messages/guards";

// A proposed action's arguments as a person reads and edits them: each top-level argument a
// labelled field. Strings stay text (their line breaks included), numbers and booleans are
// shown as they are, and nested objects and arrays fold behind a one-line summary. Never
// throws, whatever the arguments hold.

export type ArgField =
  | { kind: "text"; name: string; value: string; multiline: boolean }
  | { kind: "number"; name: string; value: number }
  | { kind: "boolean"; name: string; value: boolean }
  | { kind: "empty"; name: string; value: null }
  /** An object or array (or anything else JSON has no field for): folded, edited as JSON. */
  | { kind: "nested"; name: string; value: unknown; summary: NestedSummary; json: string };

/** What a folded value holds, worded by the card ("3 items", "2 fields: a, b"). */
export type NestedSummary = { kind: "list"; count: number } | { kind: "object"; keys: readonly string[] } | { kind: "other" };

/** How many keys a folded object's summary names before it stops. */
export const SUMMARY_KEYS = 3;

export function argFields(args: Record<string, unknown>): ArgField[] {
  return Object.entries(args).map(([name, value]) => argField(name, value));
}

export function argField(name: string, value: unknown): ArgField {
  if (typeof value === "string") return { kind: "text", name, value, multiline: /\r|\n/.test(value) };
  if (typeof value === "number" && Number.isFinite(value)) return { kind: "number", name, value };
  if (typeof value === "boolean") return { kind: "boolean", name, value };
  if (value === null || value === undefined) return { kind: "empty", name, value: null };
  return { kind: "nested", name, value, summary: nestedSummary(value), json: safeStringify(value, 2) };
}

function nestedSummary(value: unknown): NestedSummary {
  if (Array.isArray(value)) return { kind: "list", count: value.length };
  if (isDict(value)) return { kind: "object", keys: Object.keys(value) };
  return { kind: "other" };
}

/** An argument's name as a label: `snake_case` and `camelCase` split into words, first one capitalised. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .replace(/\s+/g, " ");
  if (words === "") return name;
  return words.charAt(0).toLocaleUpperCase() + words.slice(1);
}

/**
 * LangChain's middleware, given no description, writes its prefix then "Tool: <name>" and
 * "Args: <JSON>"; the card shows the tool and its fields already, so only the prefix stays.
 */
const STOCK_TAIL = /\n\nTool: [^\n]*\nArgs: [\s\S]*$/;

/** An action's description as the card shows it: without the stock repeat of tool and arguments. */
export function readableDescription(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  const text = description.replace(STOCK_TAIL, "").trim();
  return text === "" ? undefined : text;
}
