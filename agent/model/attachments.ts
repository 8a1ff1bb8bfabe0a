import { type BaseMessage } from "@langchain/core/messages";
import { formatBytes } from "../../core/attachments/bytes";
import { fileTypeLabel } from "../../core/attachments/format";
import { readAttachmentBlock } from "../../core/messages/attachments";
import { topicOf } from "./replies";

// What the demo model says about files attached to a message: each by name and type, and
// the first line of a text file, so a demo (and a test) sees that the files arrived whole.
// The blocks are read with the UI's own reader (the wire contract, core/messages).

export interface ReceivedFile {
  name: string;
  mimeType: string;
  size?: number;
  /** The text of a text file. */
  text?: string;
}

/** The images and files of a message, in order. */
export function attachmentsOf(message: BaseMessage): ReceivedFile[] {
  const { content } = message;
  if (typeof content === "string") return [];
  const files: ReceivedFile[] = [];
  for (const block of content) {
    const read = readAttachmentBlock(block);
    if (read?.kind === "image") files.push({ name: read.image.name ?? "image", mimeType: read.image.mimeType ?? "image/*", size: read.image.size });
    else if (read?.kind === "file") files.push({ ...read.file, name: read.file.name ?? "a file", text: read.text });
  }
  return files;
}

const QUOTE_MAX = 200;

/** Markdown's inline syntax characters escaped, so a quoted line shows as typed. */
const escapeInline = (text: string) => text.replace(/[\\`*_[\]<>#|~]/g, (c) => `\\${c}`);

function firstLine(text: string): string {
  const line = (text.replace(/^\uFEFF/, "").split(/\r?\n/, 1)[0] ?? "").trim();
  return line.length > QUOTE_MAX ? `${line.slice(0, QUOTE_MAX - 1)}…` : line;
}

function describeFile(file: ReceivedFile): string {
  const type = fileTypeLabel(file.mimeType);
  const article = /^[aeiou]/i.test(type) ? "an" : "a";
  const size = file.size === undefined ? "" : ` (${formatBytes(file.size)})`;
  const item = `- \`${file.name.replace(/`/g, "'")}\`: ${article} ${type}${size}`;
  if (file.text === undefined) return item;
  const line = firstLine(file.text);
  return line === "" ? `${item}. Its first line is blank.` : `${item}. Its first line reads: “${escapeInline(line)}”`;
}

export function attachmentsReply(files: readonly ReceivedFile[], request: string): string {
  const count = files.length === 1 ? "one file" : `${files.length} files`;
  const intro = request.trim() === "" ? `You attached ${count}:` : `You attached ${count} to your message about **${topicOf(request)}**:`;
  return [intro, "", ...files.map(describeFile), "", "This demo model reads names, types and first lines only; a real model would read the files."].join("\n");
}
