import { type ContentBlock, humanContent, type OutgoingAttachment } from "../attachments/blocks";
import { randomId } from "../ids";
import { readMessage } from "./read";
import type { FileRef, ImageRef } from "./types";

/** The message being sent, as the transcript shows it until the stored state includes it. */
export interface PendingMessage {
  id: string;
  text: string;
  images?: ImageRef[];
  files?: FileRef[];
}

/** A human message to send, and how it is shown meanwhile. */
export interface OutgoingMessage {
  message: { type: "human"; id: string; content: string | ContentBlock[] };
  shown: PendingMessage;
}

/**
 * The wire message for `text` with new `files` and the `kept` blocks of an edited message,
 * and its pending row: the files read back from the blocks sent, as the stored message will show them.
 */
export function outgoingMessage(text: string, files: readonly OutgoingAttachment[] = [], kept: readonly ContentBlock[] = [], id: string = randomId()): OutgoingMessage {
  const message = { type: "human" as const, id, content: humanContent(text, files, kept) };
  if (typeof message.content === "string") return { message, shown: { id, text } };
  const parsed = readMessage(message);
  const shown = parsed.type === "human" ? { id, text, images: parsed.images, files: parsed.files } : { id, text };
  return { message, shown };
}
