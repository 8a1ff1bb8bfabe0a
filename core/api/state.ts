// The SDK's useStream reads `values.messages[i].id` of every stored message while rendering;
// one null entry would crash the whole page before our tolerant parsers ever see it. Entries
// that are not objects carry nothing displayable, so they are dropped here, at the boundary.

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export function sanitizeThreadValues(values: unknown): Record<string, unknown> {
  if (!isRecord(values)) return {};
  const { messages } = values;
  if (messages === undefined) return values;
  return { ...values, messages: Array.isArray(messages) ? messages.filter(isRecord) : [] };
}

export function sanitizeThreadState<T>(state: T): T {
  if (!isRecord(state)) return state;
  return { ...state, values: sanitizeThreadValues(state.values) } as T;
}
