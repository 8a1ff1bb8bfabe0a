import { createHash } from "node:crypto";

// The dedupe key of a transcript row: a message is written once per key. Computed the same
// way from a message instance (when recording) and from a row's content (when a store
// reloads a file), so dedupe holds across restarts.

/** What the key is made of: the same fields on message instances and message dicts. */
export interface KeyFields {
  id?: unknown;
  name?: unknown;
  content?: unknown;
  additional_kwargs?: unknown;
}

export function keyOf(message: KeyFields): string | undefined {
  if (typeof message.id !== "string" || !message.id) return undefined;
  const kwargs = message.additional_kwargs as Record<string, unknown> | undefined;
  if (message.name !== "summary" && kwargs?.lc_source !== "summarization") return message.id;
  // LangChain's summarization middleware gives each summary the id of the first message it
  // replaces (often the previous summary); each one is still a new message with its own row.
  const digest = createHash("sha256").update(JSON.stringify(message.content)).digest("hex").slice(0, 16);
  return `${message.id}#summary-${digest}`;
}
