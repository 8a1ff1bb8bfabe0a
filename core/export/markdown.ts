import { formatBytes } from "../attachments/bytes";
import { fileTypeLabel } from "../attachments/format";
import { interruptMarkdown, NEEDS_INPUT_LABEL } from "../interrupts/labels";
import { oneLine } from "../text/one-line";
import { presentedFiles } from "../timeline/presented";
import { stepsLabel, summaryLabel, TASK_CARD_STATUS_LABEL, TOOL_STATE_LABEL } from "../timeline/labels";
import type { HumanItem, Step, SubagentsItem, TimelineItem } from "../timeline/types";
import { unreachable } from "../unreachable";

// A thread as a Markdown file: what the page shows, in its order, with each compaction a
// quoted note where it happened (never a user message) and hidden context left out, even
// when the page shows it (DESIGN 3.2). Tool calls are listed folded, as on the page.

export interface MarkdownExportOptions {
  title: string | null;
  /** When the export was made; omitted from the file when absent (tests, reproducible output). */
  exportedAt?: Date;
}


export function timelineToMarkdown(items: readonly TimelineItem[], { title, exportedAt }: MarkdownExportOptions): string {
  const blocks = [`# ${oneLine(title ?? "") || "Untitled chat"}`];
  if (exportedAt !== undefined) blocks.push(`_Exported from Threadline on ${exportedAt.toISOString().slice(0, 16).replace("T", " ")} UTC._`);
  for (const item of items) {
    const block = itemBlock(item);
    if (block !== "") blocks.push(block);
  }
  return `${blocks.join("\n\n")}\n`;
}

function itemBlock(item: TimelineItem): string {
  switch (item.kind) {
    case "human": {
      const images = item.images.filter((image) => isWebUrl(image.url)).map((image) => `![${oneLine(image.alt ?? "")}](<${safeInAngles(image.url)}>)`);
      return ["### You", item.text.trim(), ...images, attachmentsLine(item)].filter((part) => part !== "").join("\n\n");
    }
    case "assistant":
      return item.text.trim() === "" ? "" : `### Assistant\n\n${item.text.trim()}`;
    case "steps":
      return stepsBlock(item.steps);
    case "subagents":
      return subagentsBlock(item);
    case "clarification": {
      const lines = [`**The agent asks${item.answered ? " (answered)" : ""}:** ${item.question.trim()}`];
      if (item.context) lines.push(item.context.trim());
      if (item.options.length > 0) lines.push(item.options.map((option) => `- ${oneLine(option)}`).join("\n"));
      return lines.join("\n\n");
    }
    case "summary":
      return quote(`**${summaryLabel(item)}.** ${item.failed ? "The error:" : "The summary the model works from:"}\n\n${item.summary.trim() || "(empty)"}`);
    case "hidden":
      // DESIGN 3.2: hidden context never appears in exports, even while the page shows it.
      return "";
    case "unsupported":
      return `_Unsupported message: ${oneLine(item.reason)}_`;
    case "gap":
      // Export loads every page first; a gap left means a backend that stopped paging.
      return "_Messages not loaded here._";
    case "interrupt":
      return interruptMarkdown(item.interrupt.request);
    default:
      return unreachable(item);
  }
}

/**
 * The files a message carried, by name, type and size: their bytes (inline images included)
 * stay out of the file, which many Markdown viewers would not show anyway.
 */
function attachmentsLine(item: HumanItem): string {
  const inline = item.images.filter((image) => !isWebUrl(image.url)).map((image) => ({ name: image.name ?? "image", mimeType: image.mimeType ?? "image/*", size: image.size }));
  const files = [...inline, ...item.files];
  if (files.length === 0) return "";
  const chips = files.map((file) => {
    const facts = [fileTypeLabel(file.mimeType), file.size === undefined ? "" : formatBytes(file.size)].filter((fact) => fact !== "");
    return `\`${oneLine(file.name).replace(/`/g, "'")}\` (${facts.join(", ")})`;
  });
  return `Attached: ${chips.join(" · ")}`;
}

function stepsBlock(steps: readonly Step[]): string {
  // Narration between tool calls is read on the page, not folded.
  if (steps.every((step) => step.kind === "text")) return steps.map((step) => (step.kind === "text" ? step.text.trim() : "")).join("\n\n");
  // Inside the fold, as on the page: what the agent said between calls, and each call.
  const lines = steps.flatMap((step) => {
    if (step.kind === "tool") return [`- \`${oneLine(step.name)}\` · ${TOOL_STATE_LABEL[step.state].toLowerCase()}`];
    return step.kind === "text" ? [`\n${step.text.trim()}\n`] : [];
  });
  const parts = [`<details>\n<summary>${stepsLabel(steps)}</summary>\n\n${lines.join("\n").trim()}\n\n</details>`];
  const files = presentedFiles(steps);
  if (files.length > 0) parts.push(`Presented files: ${files.map((file) => `\`${oneLine(file)}\``).join(", ")}`);
  return parts.join("\n\n");
}

function subagentsBlock(item: SubagentsItem): string {
  const tasks = item.tasks.map((task) => {
    const brief = task.resultBrief ?? task.error;
    return `- **${oneLine(task.description) || "Task"}** (${oneLine(task.subagentType) || "subagent"}): ${task.interrupt ? NEEDS_INPUT_LABEL : TASK_CARD_STATUS_LABEL[task.status]}${brief ? `. ${oneLine(brief)}` : ""}`;
  });
  return `**Delegated to subagents**\n\n${tasks.join("\n")}`;
}

/** A Markdown blockquote, every line of it (a lazy continuation would end it at a blank line). */
function quote(text: string): string {
  return text
    .split("\n")
    .map((line) => (line === "" ? ">" : `> ${line}`))
    .join("\n");
}


function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A URL inside `<...>` ends at the first `>` or line break: those are percent-encoded. */
const safeInAngles = (url: string) => url.replace(/[<>\s]/g, (c) => encodeURIComponent(c));

/** A file name for the export: the title's letters, digits, spaces and dashes. */
export function exportFileName(title: string | null): string {
  const base = (title ?? "")
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return `${base || "chat"}.md`;
}
