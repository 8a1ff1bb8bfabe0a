// What a search asks for: the text as typed, trimmed, matched literally and without case.
// Shared by the UI (which sends nothing for an empty box) and the embedded backend.

/** Longer text matches nothing a snippet could show anyway; the cap bounds a scan's work. */
export const MAX_QUERY_LENGTH = 200;
export const DEFAULT_RESULTS = 20;
export const MAX_RESULTS = 50;

/** The query to run for what the box holds, or null when there is nothing to search for. */
export function searchQuery(raw: string): string | null {
  const text = raw.trim();
  return text === "" ? null : text.slice(0, MAX_QUERY_LENGTH);
}

/** The case-folded form both sides of a match are compared in. */
export const folded = (text: string): string => text.toLowerCase();

/** A results limit the backend accepts: whole, at least 1, at most MAX_RESULTS. */
export function resultsLimit(raw: unknown): number {
  if (typeof raw !== "number" || !Number.isInteger(raw)) return DEFAULT_RESULTS;
  return Math.min(MAX_RESULTS, Math.max(1, raw));
}
