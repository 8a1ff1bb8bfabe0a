// Structural equality of wire values. A `values` event re-sends the whole window as new
// objects; recognising unchanged messages keeps the old objects (so memoized work downstream
// stays valid) and lets an unchanged window return the very same log.

const MAX_DEPTH = 200;

/** True when both are equal JSON-like values. Gives up (false) on very deep or cyclic data. */
export function sameValue(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return typeof a === "number" && typeof b === "number" && Number.isNaN(a) && Number.isNaN(b);
  }
  // "Different" is always a safe answer: it only costs an update.
  if (depth >= MAX_DEPTH) return false;
  const arrayA = Array.isArray(a);
  if (arrayA !== Array.isArray(b)) return false;
  if (arrayA) {
    const x = a as readonly unknown[];
    const y = b as readonly unknown[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (!sameValue(x[i], y[i], depth + 1)) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const key of keys) {
    if (!Object.prototype.hasOwnProperty.call(y, key) || !sameValue(x[key], y[key], depth + 1)) return false;
  }
  return true;
}
