import { base64Bytes, utf8Bytes } from "../attachments/bytes";
import { type Dict, dict, isDict, nonNegativeInt, str } from "./guards";
import type { FileRef, ImageRef } from "./types";

// Images and files in message content, in the shapes LangChain and providers use: v1
// standard blocks (`image`, `file`, `text-plain` with `data`/`url`/`text` and `mimeType`), the
// older data blocks (`source_type`, `mime_type`), OpenAI's `image_url` and `file: {filename,
// file_data}`, and Anthropic's `document`. Names and sizes are read where the block has them.

export type AttachmentBlock = { kind: "image"; image: ImageRef } | { kind: "file"; file: FileRef; text?: string };

/** Only web and inline raster/vector images: no javascript:, file:, blob: or relative urls. */
export function isSafeImageUrl(url: string): boolean {
  const head = url.slice(0, 11).toLowerCase();
  return head.startsWith("https://") || head.startsWith("http://") || head.startsWith("data:image/");
}

function mimeOf(block: Dict): string | undefined {
  return str(block.mime_type) ?? str(block.mimeType) ?? str(block.media_type);
}

/** A file name from where LangChain integrations look for one. */
function nameOf(block: Dict): string | undefined {
  const metadata = dict(block.metadata);
  const name = str(metadata?.filename) ?? str(metadata?.name) ?? str(metadata?.title) ?? str(block.filename) ?? str(block.title) ?? str(block.name);
  const trimmed = name?.trim();
  return trimmed ? trimmed : undefined;
}

function declaredSize(block: Dict): number | undefined {
  return nonNegativeInt(dict(block.metadata)?.size);
}

/** The type and base64 payload of a `data:` url (either may be absent). */
function dataUrlParts(url: string): { mimeType?: string; base64?: string } {
  const comma = url.indexOf(",");
  if (!url.startsWith("data:") || comma < 0) return {};
  const head = url.slice(5, comma);
  const mimeType = head.split(";")[0] || undefined;
  return head.endsWith(";base64") ? { mimeType, base64: url.slice(comma + 1) } : { mimeType };
}

/** The base64 payload of a block, from `data` (or `base64`), or from a base64 data: url. */
function base64Of(block: Dict): string | undefined {
  const url = str(block.url);
  return str(block.data) ?? str(block.base64) ?? (url === undefined ? undefined : dataUrlParts(url).base64);
}

function readImage(block: Dict): ImageRef | undefined {
  // OpenAI style: image_url is a string or {url}; LangChain: url, or base64 data with a mime type.
  const ref = block.image_url;
  let url = str(ref) ?? str(dict(ref)?.url) ?? str(block.url);
  let mimeType = mimeOf(block);
  let size = declaredSize(block);
  if (url === undefined) {
    const data = str(block.data) ?? str(block.base64);
    mimeType ??= "image/png";
    if (data === undefined || !mimeType.startsWith("image/")) return undefined;
    url = `data:${mimeType};base64,${data}`;
    size ??= base64Bytes(data);
  }
  url = url.trim();
  if (!isSafeImageUrl(url)) return undefined;
  const image: ImageRef = { url };
  const alt = str(block.alt);
  if (alt !== undefined) image.alt = alt;
  const name = nameOf(block);
  if (name !== undefined) image.name = name;
  if (mimeType !== undefined) image.mimeType = mimeType;
  if (size !== undefined) image.size = size;
  return image;
}

function fileRef(name: string | undefined, mimeType: string, size: number | undefined): FileRef {
  const file: FileRef = { mimeType };
  if (name !== undefined) file.name = name;
  if (size !== undefined) file.size = size;
  return file;
}

function readFile(block: Dict): AttachmentBlock | undefined {
  // OpenAI's own form: {type: "file", file: {filename, file_data | file_id}}.
  const openai = dict(block.file);
  if (openai !== undefined) {
    const parts = dataUrlParts(str(openai.file_data) ?? "");
    const size = parts.base64 === undefined ? undefined : base64Bytes(parts.base64);
    return { kind: "file", file: fileRef(str(openai.filename), parts.mimeType ?? "application/octet-stream", size) };
  }
  const text = block.source_type === "text" ? str(block.text) : undefined;
  const mimeType = mimeOf(block) ?? (text !== undefined ? "text/plain" : "application/octet-stream");
  // An image sent as a file block still shows as an image.
  if (mimeType.startsWith("image/")) {
    const image = readImage(block);
    if (image !== undefined) return { kind: "image", image };
  }
  const data = base64Of(block);
  const size = declaredSize(block) ?? (text !== undefined ? utf8Bytes(text) : data !== undefined ? base64Bytes(data) : undefined);
  const file = fileRef(nameOf(block), mimeType, size);
  return text === undefined ? { kind: "file", file } : { kind: "file", file, text };
}

function readPlainText(block: Dict): AttachmentBlock {
  const text = str(block.text) ?? "";
  const size = declaredSize(block) ?? utf8Bytes(text);
  return { kind: "file", file: fileRef(nameOf(block), mimeOf(block) ?? "text/plain", size), text };
}

/** Anthropic: {type: "document", source: {type: "base64" | "text", media_type, data}, title}. */
function readDocument(block: Dict): AttachmentBlock {
  const source = dict(block.source) ?? {};
  const data = str(source.data);
  const isText = source.type === "text";
  const mimeType = mimeOf(source) ?? (isText ? "text/plain" : "application/pdf");
  const size = declaredSize(block) ?? (data === undefined ? undefined : isText ? utf8Bytes(data) : base64Bytes(data));
  const file = fileRef(nameOf(block), mimeType, size);
  return isText && data !== undefined ? { kind: "file", file, text: data } : { kind: "file", file };
}

/** The image or file a content block carries, or undefined for any other block (or a broken one). Never throws. */
export function readAttachmentBlock(block: unknown): AttachmentBlock | undefined {
  if (!isDict(block)) return undefined;
  switch (block.type) {
    case "image_url":
    case "image": {
      const image = readImage(block);
      return image === undefined ? undefined : { kind: "image", image };
    }
    case "file":
      return readFile(block);
    case "text-plain":
      return readPlainText(block);
    case "document":
      return readDocument(block);
    default:
      return undefined;
  }
}
