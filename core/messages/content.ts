import { readAttachmentBlock } from "./attachments";
import { dict, isDict, str } from "./guards";
import type { FileRef, ImageRef } from "./types";

export { isSafeImageUrl } from "./attachments";

// Message `content` is a string or an array of blocks (docs/wire-contracts.md, "Messages").
// This module reduces both to plain text, images, attached files and reasoning.

export interface ParsedContent {
  text: string;
  images: ImageRef[];
  files: FileRef[];
  reasoning?: string;
}

const THINK_OPEN = "<think>";
const THINK_CLOSE = "</think>";

/**
 * Moves leading `<think>...</think>` spans out of the text. An unterminated `<think>` (a
 * stream cut mid-reasoning) makes the rest of the text reasoning, so half-streamed thoughts
 * never flash in the answer bubble.
 *
 * Only tags at the start (after whitespace, possibly several in a row) count: reasoning
 * models emit their thoughts first, and a tag inside prose is most likely literal.
 */
export function splitThinkTags(text: string): { text: string; reasoning?: string } {
  let pos = skipSpace(text, 0);
  if (!text.startsWith(THINK_OPEN, pos)) return { text };
  const parts: string[] = [];
  while (text.startsWith(THINK_OPEN, pos)) {
    const start = pos + THINK_OPEN.length;
    const close = text.indexOf(THINK_CLOSE, start);
    if (close < 0) {
      parts.push(text.slice(start).trim());
      pos = text.length;
      break;
    }
    parts.push(text.slice(start, close).trim());
    pos = skipSpace(text, close + THINK_CLOSE.length);
  }
  const rest = text.slice(pos).trimEnd();
  const reasoning = joinNonEmpty(parts);
  return reasoning === undefined ? { text: rest } : { text: rest, reasoning };
}

/** Whether the text starts with a think tag (after whitespace). */
export function startsWithThink(text: string): boolean {
  return text.startsWith(THINK_OPEN, skipSpace(text, 0));
}

function skipSpace(text: string, from: number): number {
  let i = from;
  while (i < text.length && text.charCodeAt(i) <= 32) i++;
  return i;
}

export function joinNonEmpty(parts: readonly (string | undefined)[], sep = "\n\n"): string | undefined {
  let out: string | undefined;
  for (const p of parts) {
    if (p === undefined || p === "") continue;
    out = out === undefined ? p : out + sep + p;
  }
  return out;
}

/**
 * @param thinkTags whether inline `<think>` tags are reasoning (model output) or literal text
 *   (a user may well type the tag).
 */
export function parseContent(content: unknown, thinkTags: boolean): ParsedContent {
  if (typeof content === "string") {
    if (!thinkTags) return { text: content, images: [], files: [] };
    const split = splitThinkTags(content);
    return { text: split.text, images: [], files: [], reasoning: split.reasoning };
  }
  if (Array.isArray(content)) return parseBlocks(content, thinkTags);
  // Off-contract shapes: a lone block, or a scalar some serializer failed to stringify.
  if (isDict(content)) return parseBlocks([content], thinkTags);
  if (typeof content === "number" || typeof content === "boolean") return { text: String(content), images: [], files: [] };
  return { text: "", images: [], files: [] };
}

function parseBlocks(blocks: readonly unknown[], thinkTags: boolean): ParsedContent {
  let text = "";
  const images: ImageRef[] = [];
  const files: FileRef[] = [];
  let reasoning: string[] | undefined;
  for (const block of blocks) {
    if (typeof block === "string") {
      text += block;
      continue;
    }
    if (!isDict(block)) continue;
    switch (block.type) {
      case "text":
        text += str(block.text) ?? "";
        break;
      case "image_url":
      case "image":
      case "file":
      case "text-plain":
      case "document": {
        const attached = readAttachmentBlock(block);
        if (attached?.kind === "image") images.push(attached.image);
        else if (attached?.kind === "file") files.push(attached.file);
        break;
      }
      case "thinking":
        (reasoning ??= []).push(str(block.thinking) ?? "");
        break;
      case "reasoning":
        (reasoning ??= []).push(readReasoningBlock(block));
        break;
      default:
        // Unknown blocks (tool_use echoes, redacted_thinking, citations...) carry nothing to show.
        break;
    }
  }
  if (thinkTags && startsWithThink(text)) {
    const split = splitThinkTags(text);
    text = split.text;
    if (split.reasoning !== undefined) (reasoning ??= []).push(split.reasoning);
  }
  return { text, images, files, reasoning: reasoning === undefined ? undefined : joinNonEmpty(reasoning.map((r) => r.trim())) };
}

function readReasoningBlock(block: Record<string, unknown>): string {
  const direct = str(block.reasoning) ?? str(block.text);
  if (direct !== undefined) return direct;
  // OpenAI Responses API: {type:"reasoning", summary:[{type:"summary_text", text}]}
  if (!Array.isArray(block.summary)) return "";
  return joinNonEmpty(block.summary.map((s) => str(dict(s)?.text)), "\n") ?? "";
}
