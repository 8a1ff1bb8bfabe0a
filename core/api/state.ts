// The SDK's useStream reads `values.messages[i].id` of every stored message while rendering;
// one null entry would crash the whole page before our tolerant parsers ever see it. Entries
// that are not objects carry nothing displayable, so they are dropped here, at the boundary.
import { isDict } from "../messages/guards";

export function sanitizeThreadValues(values: unknown): Record<string, unknown> {
  if (!isDict(values)) return {};
  const { messages } = values;
  if (messages === undefined) return values;
  return { ...values, messages: Array.isArray(messages) ? messages.filter(isDict) : [] };
}

export function sanitizeThreadState<T>(state: T): T {
  if (!isDict(state)) return state;
  return { ...state, values: sanitizeThreadValues(state.values) } as T;
}

/**
 * The state handed to the SDK's useStream: without its messages. On every render useStream
 * derives per-message metadata by scanning the state's messages once per message (quadratic:
 * seconds on a 10,000-message thread) for getMessagesMetadata(), which the page never calls;
 * the page reads stored messages through its own history, so the stream needs only the rest.
 */
export function stateForStream<T>(state: T): T {
  if (!isDict(state) || !isDict(state.values) || !("messages" in state.values)) return state;
  const { messages: _messages, ...values } = state.values;
  return { ...state, values } as T;
}
