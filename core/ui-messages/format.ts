// How a UI message's props read as data, for the fallback of a component nobody draws.

/** The props as indented JSON; never throws (a value JSON cannot hold reads as a placeholder). */
export function propsAsText(props: Readonly<Record<string, unknown>>): string {
  try {
    return JSON.stringify(props, (_key, value: unknown) => (typeof value === "bigint" ? value.toString() : value), 2) ?? "{}";
  } catch {
    return "{…}";
  }
}
