import type { I18n, MessageKey } from "../i18n/translate";
import { unreachable } from "../unreachable";
import { formatBytes } from "./bytes";
import { MAX_FILE_BYTES, MAX_FILES, MAX_MESSAGE_BYTES, type Refusal } from "./limits";

// Words for attachments: a file's kind as people say it, and why one was refused.

type FileType = "png" | "jpeg" | "webp" | "gif" | "pdf" | "plain" | "markdown" | "csv" | "json" | "image" | "text" | "file";

const TYPES: ReadonlyMap<string, FileType> = new Map([
  ["image/png", "png"],
  ["image/jpeg", "jpeg"],
  ["image/webp", "webp"],
  ["image/gif", "gif"],
  ["application/pdf", "pdf"],
  ["text/plain", "plain"],
  ["text/markdown", "markdown"],
  ["text/csv", "csv"],
  ["application/json", "json"],
]);

function fileType(mimeType: string): FileType {
  const base = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return TYPES.get(base) ?? (base.startsWith("image/") ? "image" : base.startsWith("text/") ? "text" : "file");
}

const TYPE_KEY: Readonly<Record<FileType, MessageKey>> = {
  png: "attachments.type.png",
  jpeg: "attachments.type.jpeg",
  webp: "attachments.type.webp",
  gif: "attachments.type.gif",
  pdf: "attachments.type.pdf",
  plain: "attachments.type.plain",
  markdown: "attachments.type.markdown",
  csv: "attachments.type.csv",
  json: "attachments.type.json",
  image: "attachments.type.image",
  text: "attachments.type.text",
  file: "attachments.type.file",
};

/** "PNG image", "PDF document", "CSV file"...; "image" or "file" for types outside the list. */
export function fileTypeKey(mimeType: string): MessageKey {
  return TYPE_KEY[fileType(mimeType)];
}

// The demo agent's answers are model output, always English (agent/model/attachments.ts).
const ENGLISH: Readonly<Record<FileType, string>> = {
  png: "PNG image",
  jpeg: "JPEG image",
  webp: "WebP image",
  gif: "GIF image",
  pdf: "PDF document",
  plain: "plain text file",
  markdown: "Markdown file",
  csv: "CSV file",
  json: "JSON file",
  image: "image",
  text: "text file",
  file: "file",
};

/** A file's kind in English, for the demo agent; the UI words it with `fileTypeKey`. */
export function fileTypeLabel(mimeType: string): string {
  return ENGLISH[fileType(mimeType)];
}

/** One sentence per refused file, saying what would have been accepted. */
export function refusalText(refusal: Refusal, { t, locale }: I18n): string {
  const name = refusal.name || t("attachments.someFile");
  switch (refusal.reason) {
    case "unsupported":
      return t("attachments.refused.unsupported", { name });
    case "too-large":
      return t("attachments.refused.tooLarge", { name, size: formatBytes(refusal.size, locale), max: formatBytes(MAX_FILE_BYTES, locale) });
    case "over-total":
      return t("attachments.refused.overTotal", { name, max: formatBytes(MAX_MESSAGE_BYTES, locale) });
    case "too-many":
      return t("attachments.refused.tooMany", { name, max: MAX_FILES });
    default:
      return unreachable(refusal);
  }
}
