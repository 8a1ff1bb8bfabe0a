/**
 * The default of a switch over a union: with every case handled the value is `never`, so a
 * case added to the union and not to the switch fails the type check here.
 */
export function unreachable(value: never): never {
  throw new Error(`Unhandled case: ${String((value as { kind?: unknown } | null)?.kind ?? value)}`);
}
