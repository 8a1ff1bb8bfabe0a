import type { ContextSource } from "./window";

// The context meter's figures (README, "Context meter"): how full the model's window is, and
// the short token counts it shows ("12.3k / 128k"). Pure, so the thread header and its tests
// agree on when "Compact now" is offered.

/** Above this share of the window "Compact now" is offered beside the meter. */
export const NEARLY_FULL = 0.8;

export interface MeterReading {
  /** Tokens the model saw on its last call (or an estimate of them). */
  readonly tokens: number;
  readonly source: ContextSource;
  /** The model's window, when the assistant or THREADLINE_CONTEXT_WINDOW says. */
  readonly window: number | undefined;
  /** tokens / window, capped at 1; undefined without a window. */
  readonly fill: number | undefined;
  readonly nearlyFull: boolean;
}

/** The meter of a thread, or undefined where neither figure is known (it is then hidden). */
export function meterReading(tokens: number, source: ContextSource, window: number | null | undefined): MeterReading | undefined {
  const known = Number.isFinite(tokens) && tokens > 0 ? Math.round(tokens) : 0;
  const size = window !== null && window !== undefined && Number.isFinite(window) && window >= 1 ? Math.round(window) : undefined;
  if (known === 0 && size === undefined) return undefined;
  const fill = size === undefined ? undefined : Math.min(1, known / size);
  return { tokens: known, source, window: size, fill, nearlyFull: fill !== undefined && fill > NEARLY_FULL };
}

/** 950 -> "950", 12_345 -> "12.3k", 128_000 -> "128k", 1_048_576 -> "1.05M". */
export function shortTokens(count: number): string {
  const n = Math.max(0, Math.round(count));
  if (n < 1000) return String(n);
  const [value, unit] = n < 1_000_000 ? [n / 1000, "k"] : [n / 1_000_000, "M"];
  // Three significant digits at most, trailing zeros dropped.
  const digits = value >= 100 ? 0 : value >= 10 ? 1 : 2;
  return `${Number(value.toFixed(digits))}${unit}`;
}

/** How much a compaction took out of the window, when both figures make sense. */
export function compactionSaving(before: number | undefined, after: number | undefined): { tokens: number; percent: number } | undefined {
  if (before === undefined || after === undefined || !(before > 0) || !(after >= 0) || after >= before) return undefined;
  return { tokens: before - after, percent: Math.round(((before - after) / before) * 100) };
}
