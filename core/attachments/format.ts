import { unreachable } from "../unreachable";
import { formatBytes } from "./bytes";
import { MAX_FILE_BYTES, MAX_FILES, MAX_MESSAGE_BYTES, type Refusal } from "./limits";

// Words for attachments: a file's kind as people say it, and why one was refused.

const TYPE_LABELS: ReadonlyMap<string, string> = new Map([
  ["image/png", "PNG image"],
  ["image/jpeg", "JPEG image"],
  ["image/webp", "WebP image"],
  ["image/gif", "GIF image"],
  ["application/pdf", "PDF document"],
  ["text/plain", "plain text file"],
  ["text/markdown", "Markdown file"],
  ["text/csv", "CSV file"],
  ["application/json", "JSON file"],
]);

/** "PNG image", "PDF document", "CSV file"...; "image" or "file" for types outside the list. */
export function fileTypeLabel(mimeType: string): string {
  const base = mimeType.split(";")[0]?.trim().toLowerCase() ?? "";
  return TYPE_LABELS.get(base) ?? (base.startsWith("image/") ? "image" : base.startsWith("text/") ? "text file" : "file");
}

/** One sentence per refused file, saying what would have been accepted. */
export function refusalText(refusal: Refusal): string {
  const name = refusal.name || "A file";
  switch (refusal.reason) {
    case "unsupported":
      return `${name} was not attached: only images (PNG, JPEG, WebP, GIF), PDF and text files (TXT, MD, CSV, JSON) can be.`;
    case "too-large":
      return `${name} was not attached: it is ${formatBytes(refusal.size)}, and a file may be at most ${formatBytes(MAX_FILE_BYTES)}.`;
    case "over-total":
      return `${name} was not attached: the files of one message may add up to at most ${formatBytes(MAX_MESSAGE_BYTES)}.`;
    case "too-many":
      return `${name} was not attached: a message may carry at most ${MAX_FILES} files.`;
    default:
      return unreachable(refusal);
  }
}
