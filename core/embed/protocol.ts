// The messages between an embedded chat (/embed/*) and embed.js on the host page. The host
// says hello; the chat answers to that origin only if it may frame the chat
// (THREADLINE_EMBED_ORIGINS), and from then on reports its runs and size there. embed.js
// (public/embed.js, plain JS) checks the other direction and keeps these names in step.

export const HELLO = "threadline:hello";

export type EmbedEvent =
  | { type: "threadline:ready" }
  | { type: "threadline:run-started"; threadId: string }
  | { type: "threadline:run-finished"; threadId: string }
  /** The height in CSS pixels the chat would need to show everything without scrolling. */
  | { type: "threadline:resize"; height: number };

export interface ReceivedMessage {
  origin: string;
  data: unknown;
  /** The message came from the window framing the chat (event.source === window.parent). */
  fromParent: boolean;
}

/** The origin to answer a host's hello at, or null when the message is none or not allowed. */
export function acceptHello(message: ReceivedMessage, allowedOrigins: readonly string[]): string | null {
  if (!message.fromParent || !allowedOrigins.includes(message.origin)) return null;
  const type = (message.data as { type?: unknown } | null)?.type;
  return typeof message.data === "object" && type === HELLO ? message.origin : null;
}
