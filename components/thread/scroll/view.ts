// What stays in view: the rows kept mounted, and the scroll correction that keeps a held row
// or a clicked toggle where the reader saw it.

/** The rows to mount: those near the viewport plus the last `tail` rows (the live ones), sorted. */
export function withTailRows(visible: readonly number[], count: number, tail: number): number[] {
  const first = visible[0] ?? count;
  const last = visible.at(-1) ?? -1;
  const extra: number[] = [];
  for (let i = Math.max(0, count - tail); i < count; i++) if (i < first || i > last) extra.push(i);
  return extra.length === 0 ? [...visible] : [...visible, ...extra].sort((a, b) => a - b);
}

/** The scrollTop to set to hold the log at `target`, or undefined when it is there (within a px). */
export function heldTop(scrollTop: number, target: number | undefined): number | undefined {
  return target !== undefined && Math.abs(scrollTop - target) > 1 ? target : undefined;
}

/** How far to scroll so an element seen at `before` (px from the top of the screen) is back there; 0 when it has not moved. */
export function driftBack(before: number, now: number): number {
  const drift = now - before;
  return Math.abs(drift) >= 1 ? drift : 0;
}
