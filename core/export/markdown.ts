import { formatBytes } from "../attachments/bytes";
import { fileTypeKey } from "../attachments/format";
import type { I18n } from "../i18n/translate";
import { interruptMarkdown, NEEDS_INPUT_KEY } from "../interrupts/labels";
import { receiptMarkdown } from "../interrupts/receipt";
import type { Feedback } from "../ratings/feedback";
import { oneLine } from "../text/one-line";
import { presentedFiles } from "../timeline/presented";
import { stepsLabel, summaryLabel, TASK_CARD_STATUS_KEY, TOOL_STATE_KEY } from "../timeline/labels";
import type { HumanItem, Step, SubagentsItem, TimelineItem } from "../timeline/types";
import { unreachable } from "../unreachable";

// A thread as a Markdown file: what the page shows, in its order, with each compaction a
// quoted note where it happened (never a user message) and hidden context left out, even
// when the page shows it (docs/wire-contracts.md, "Hidden context"). Tool calls are listed
// folded, as on the page. Its headings and labels are in the reader's locale; the messages stay
// as they were written.

export interface MarkdownExportOptions {
  title: string | null;
  /** When the export was made; omitted from the file when absent (tests, reproducible output). */
  exportedAt?: Date;
  i18n: I18n;
  /** Ratings of answers, by message id (core/ratings): each is noted under its answer. */
  ratings?: ReadonlyMap<string, Feedback>;
}


export function timelineToMarkdown(items: readonly TimelineItem[], { title, exportedAt, i18n, ratings }: MarkdownExportOptions): string {
  const { t, locale } = i18n;
  const blocks = [`# ${oneLine(title ?? "") || t("common.untitledChat")}`];
  if (exportedAt !== undefined) {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }).format(exportedAt);
    blocks.push(`_${t("export.exportedAt", { date })}_`);
  }
  for (const item of items) {
    const feedback = item.kind === "assistant" ? ratings?.get(item.messageId) : undefined;
    const block = feedback === undefined ? itemBlock(item, i18n) : withRating(itemBlock(item, i18n), feedback, i18n);
    if (block !== "") blocks.push(block);
  }
  return `${blocks.join("\n\n")}\n`;
}

function itemBlock(item: TimelineItem, i18n: I18n): string {
  const { t } = i18n;
  switch (item.kind) {
    case "human": {
      const images = item.images.filter((image) => isWebUrl(image.url)).map((image) => `![${oneLine(image.alt ?? "")}](<${safeInAngles(image.url)}>)`);
      return [`### ${t("export.you")}`, item.text.trim(), ...images, attachmentsLine(item, i18n)].filter((part) => part !== "").join("\n\n");
    }
    case "assistant":
      return item.text.trim() === "" ? "" : `### ${t("export.assistant")}\n\n${item.text.trim()}`;
    case "steps":
      return stepsBlock(item.steps, i18n);
    case "subagents":
      return subagentsBlock(item, i18n);
    case "clarification": {
      const lines = [`**${t(item.answered ? "export.asksAnswered" : "export.asks")}** ${item.question.trim()}`];
      if (item.context) lines.push(item.context.trim());
      if (item.options.length > 0) lines.push(item.options.map((option) => `- ${oneLine(option)}`).join("\n"));
      return lines.join("\n\n");
    }
    case "summary": {
      const archive = item.archivePath === undefined ? "" : `\n\n${t("export.archive", { path: `\`${oneLine(item.archivePath)}\`` })}`;
      return quote(`**${t("export.sentence", { text: summaryLabel(item, t) })}** ${t(item.failed ? "export.errorIntro" : "export.summaryIntro")}\n\n${item.summary.trim() || t("common.empty")}${archive}`);
    }
    case "hidden":
      // Hidden context never appears in exports, even while the page shows it.
      return "";
    case "unsupported":
      return `_${t("message.unsupported", { reason: oneLine(item.reason) })}_`;
    case "gap":
      // Export loads every page first; a gap left means a backend that stopped paging.
      return `_${t("export.gap")}_`;
    case "interrupt":
      return interruptMarkdown(item.interrupt.request, i18n);
    case "receipt":
      return receiptMarkdown(item.decided, t);
    case "ui":
      // A component the agent drew, made for the page: the answer it follows holds the text.
      return "";
    default:
      return unreachable(item);
  }
}

/**
 * The files a message carried, by name, type and size: their bytes (inline images included)
 * stay out of the file, which many Markdown viewers would not show anyway.
 */
function attachmentsLine(item: HumanItem, { t, locale }: I18n): string {
  const inline = item.images.filter((image) => !isWebUrl(image.url)).map((image) => ({ name: image.name ?? t("message.image"), mimeType: image.mimeType ?? "image/*", size: image.size }));
  const files = [...inline, ...item.files];
  if (files.length === 0) return "";
  const chips = files.map((file) => {
    const facts = [t(fileTypeKey(file.mimeType)), file.size === undefined ? "" : formatBytes(file.size, locale)].filter((fact) => fact !== "");
    return `\`${oneLine(file.name ?? t("message.attachedFile")).replace(/`/g, "'")}\` (${facts.join(t("common.listSeparator"))})`;
  });
  return t("export.attached", { files: chips.join(" · ") });
}

function stepsBlock(steps: readonly Step[], { t, locale }: I18n): string {
  // Narration between tool calls is read on the page, not folded.
  if (steps.every((step) => step.kind === "text")) return steps.map((step) => (step.kind === "text" ? step.text.trim() : "")).join("\n\n");
  // Inside the fold, as on the page: what the agent said between calls, and each call.
  const lines = steps.flatMap((step) => {
    if (step.kind === "tool") return [`- \`${oneLine(step.name)}\` · ${t(TOOL_STATE_KEY[step.state]).toLocaleLowerCase(locale)}`];
    return step.kind === "text" ? [`\n${step.text.trim()}\n`] : [];
  });
  const parts = [`<details>\n<summary>${stepsLabel(steps, t)}</summary>\n\n${lines.join("\n").trim()}\n\n</details>`];
  const files = presentedFiles(steps);
  if (files.length > 0) parts.push(t("export.presented", { files: files.map((file) => `\`${oneLine(file)}\``).join(t("common.listSeparator")) }));
  return parts.join("\n\n");
}

function subagentsBlock(item: SubagentsItem, { t }: I18n): string {
  const tasks = item.tasks.map((task) => {
    const brief = task.resultBrief ?? task.error;
    const status = t(task.interrupt ? NEEDS_INPUT_KEY : TASK_CARD_STATUS_KEY[task.status]);
    return `- **${oneLine(task.description) || t("export.task")}** (${oneLine(task.subagentType) || t("common.subagent")}): ${brief ? t("export.sentence", { text: status }) + ` ${oneLine(brief)}` : status}`;
  });
  return `**${t("export.delegated")}**\n\n${tasks.join("\n")}`;
}

/** An answer and, under it, its rating and comment. */
function withRating(block: string, feedback: Feedback, { t }: I18n): string {
  if (block === "") return "";
  const rated = `_${t(feedback.rating === 1 ? "export.ratedGood" : "export.ratedBad")}_`;
  const comment = feedback.comment.trim() === "" ? "" : `\n\n${quote(t("export.ratingComment", { comment: feedback.comment.trim() }))}`;
  return `${block}\n\n${rated}${comment}`;
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

/** A file name for the export: the title's letters, digits, spaces and dashes (else `fallback`). */
export function exportFileName(title: string | null, fallback: string): string {
  const base = (title ?? "")
    .replace(/[^\p{L}\p{N} _-]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 80)
    .trim();
  return `${base || fallback}.md`;
}
