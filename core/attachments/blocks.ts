import { readAttachmentBlock } from "../messages/attachments";
import type { ImageRef, NormalizedMessage } from "../messages/types";
import { unreachable } from "../unreachable";
import type { AttachmentKind } from "./limits";

// A message's files as LangChain content blocks. Images and PDFs use the base64 data block
// every LangChain chat model integration converts (`source_type` + `mime_type`), with the v1
// standard's `mimeType` beside it so v1 readers see a valid block too; the file name goes in
// `metadata.filename`, where providers look for it. Text files go as the v1 `text-plain`
// block: their text, not base64, so the model (and the transcript) can read them as text.

/** A file read in the browser, ready to send. */
export type OutgoingAttachment =
  | { kind: Exclude<AttachmentKind, "text">; name: string; mimeType: string; size: number; data: string }
  | { kind: "text"; name: string; mimeType: string; size: number; text: string };

export type ContentBlock = Record<string, unknown>;

export function attachmentBlock(file: OutgoingAttachment): ContentBlock {
  const metadata = { filename: file.name, size: file.size };
  switch (file.kind) {
    case "image":
    case "pdf":
      return {
        type: file.kind === "image" ? "image" : "file",
        source_type: "base64",
        mime_type: file.mimeType,
        mimeType: file.mimeType,
        data: file.data,
        metadata,
      };
    case "text":
      return { type: "text-plain", mimeType: file.mimeType, text: file.text, title: file.name, metadata };
    default:
      return unreachable(file);
  }
}

/**
 * A human message's content: the plain string without files, else a text block, then the blocks
 * `kept` from an edited message (see fileBlocksOf), then one block per new file.
 */
export function humanContent(text: string, files: readonly OutgoingAttachment[], kept: readonly ContentBlock[] = []): string | ContentBlock[] {
  if (files.length === 0 && kept.length === 0) return text;
  const blocks: ContentBlock[] = text === "" ? [] : [{ type: "text", text }];
  blocks.push(...kept);
  for (const file of files) blocks.push(attachmentBlock(file));
  return blocks;
}

/**
 * The file blocks of a stored human message's `content`, to send again with an edited text:
 * editing a question changes its words, not what was attached. A file block is one the
 * message view reads as an attachment (readAttachmentBlock); text and anything else stay behind.
 */
export function fileBlocksOf(content: unknown): ContentBlock[] {
  if (!Array.isArray(content)) return [];
  return content.filter((block): block is ContentBlock => readAttachmentBlock(block) !== undefined);
}

/**
 * The blocks the human message with id `messageId` sends again when edited (none when it is not
 * there): its images as base64 or URL blocks, then its other files as they were sent.
 */
export function fileBlocksOfMessage(messages: readonly NormalizedMessage[], messageId: string): ContentBlock[] {
  const message = messages.find((m) => m.id === messageId);
  return message?.type === "human" ? [...message.images.map(imageBlock), ...fileBlocksOf(message.fileBlocks)] : [];
}

const BASE64 = ";base64,";

/** An image as shown, as the block it is sent in (readAttachmentBlock reads it back the same). */
function imageBlock(image: ImageRef): ContentBlock {
  const metadata = { ...(image.name === undefined ? {} : { filename: image.name }), ...(image.size === undefined ? {} : { size: image.size }) };
  const alt = image.alt === undefined ? {} : { alt: image.alt };
  const at = image.url.startsWith("data:") ? image.url.indexOf(BASE64) : -1;
  if (at < 0) return { type: "image", source_type: "url", url: image.url, ...(image.mimeType === undefined ? {} : { mime_type: image.mimeType, mimeType: image.mimeType }), ...alt, metadata };
  const mimeType = image.url.slice("data:".length, at);
  return { type: "image", source_type: "base64", mime_type: mimeType, mimeType, data: image.url.slice(at + BASE64.length), ...alt, metadata };
}
