// Narrowing helpers for untrusted wire data. Every reader here returns `undefined` for a
// value of the wrong type instead of throwing or coercing, so parsers can chain fallbacks
// with `??` and a malformed field degrades to "absent" rather than to garbage.

export type Dict = Record<string, unknown>;

export function isDict(value: unknown): value is Dict {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function str(value: unknown): string | undefined {
  return typeof value === "string" ? value : undefined;
}

/** A string that is worth showing: non-empty after trimming. */
export function nonEmptyStr(value: unknown): string | undefined {
  return typeof value === "string" && hasVisibleText(value) ? value : undefined;
}

/** Whether a string has any non-whitespace character (stops at the first one). */
export function hasVisibleText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 32) return true;
  return false;
}

export function finiteNumber(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

/** Counts arrive as numbers or numeric strings depending on the backend's serializer. */
export function nonNegativeInt(value: unknown): number | undefined {
  const n = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 ? n : undefined;
}

export function dict(value: unknown): Dict | undefined {
  return isDict(value) ? value : undefined;
}

/**
 * JSON.stringify that cannot throw (BigInt, cycles, absurd nesting) and always yields a
 * string, so display code never has to care.
 */
export function safeStringify(value: unknown, indent?: number): string {
  if (value === undefined) return "";
  try {
    return JSON.stringify(value, null, indent) ?? String(value);
  } catch {
    try {
      return String(value);
    } catch {
      return "[unprintable value]";
    }
  }
}
