import { isDict, type Dict } from "../messages/guards";
import type { UiEvent, UiMessage } from "./types";

// Tolerant readers of the wire shapes: `{type: "ui", id, name, props, metadata}` and
// `{type: "remove-ui", id}`. Anything else reads as undefined; nothing throws.

const EMPTY_PROPS: Readonly<Record<string, unknown>> = Object.freeze({});

const idOf = (value: unknown): string | undefined => (typeof value === "string" && value !== "" ? value : undefined);

/**
 * The message a UI item is attached to: `metadata.message_id` (Python's `push_ui_message`),
 * else `metadata.id` (what the JS SDK's `typedUi(...).push(..., { message })` writes).
 */
function attachedTo(metadata: unknown): string | undefined {
  if (!isDict(metadata)) return undefined;
  return idOf(metadata.message_id) ?? idOf(metadata.id);
}

function uiMessageOf(raw: Dict): UiMessage | undefined {
  const id = idOf(raw.id);
  const name = typeof raw.name === "string" ? raw.name : undefined;
  if (id === undefined || name === undefined) return undefined;
  const props = isDict(raw.props) ? raw.props : EMPTY_PROPS;
  const messageId = attachedTo(raw.metadata);
  return messageId === undefined ? { id, name, props } : { id, name, props, messageId };
}

/** A `ui` or `remove-ui` event (a custom stream event, or one item of a state update). */
export function parseUiEvent(raw: unknown): UiEvent | undefined {
  if (!isDict(raw)) return undefined;
  if (raw.type === "remove-ui") {
    const id = idOf(raw.id);
    return id === undefined ? undefined : { type: "remove-ui", id };
  }
  if (raw.type !== "ui") return undefined;
  const message = uiMessageOf(raw);
  if (message === undefined) return undefined;
  return { type: "ui", message, merge: isDict(raw.metadata) && raw.metadata.merge === true };
}

/** Whether a custom stream event changes the `ui` channel. */
export const isUiEvent = (event: unknown): boolean => parseUiEvent(event) !== undefined;

/** The `ui` channel of thread state values, read: its well-formed items, each id once (the last). */
export function parseUiChannel(channel: unknown): UiMessage[] {
  if (!Array.isArray(channel)) return [];
  const byId = new Map<string, UiMessage>();
  for (const raw of channel) {
    const event = parseUiEvent(raw);
    if (event?.type !== "ui") continue;
    // The channel's reducer keeps one item per id; a repeat replaces in place.
    byId.set(event.message.id, event.message);
  }
  return [...byId.values()];
}

/** `values.ui` of thread state values, read (an empty list without one). */
export function readUiMessages(values: unknown): UiMessage[] {
  return isDict(values) ? parseUiChannel(values.ui) : [];
}
