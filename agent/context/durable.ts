import { type BaseMessage, HumanMessage } from "@langchain/core/messages";
import { isDurableContext, textOf } from "../messages";

// The durable-context block: what the model must keep knowing across compactions (the
// summary of condensed turns and the delegation ledger), rendered as one hidden message.
// The format is plain text for a real model and line-structured so the demo model can read
// it back.

export interface LedgerLine {
  id: string;
  description: string;
  subagent_type?: string;
  status: string;
  result_brief?: string;
}

export interface DurableContext {
  summary?: string;
  ledger: LedgerLine[];
  /** Which try at answering the latest request this is (see attempts.ts); shown when not the first. */
  attempt?: number;
}

const OPEN = "<durable_context_data>";
const CLOSE = "</durable_context_data>";
const SUMMARY_HEADING = "## Conversation summary so far";
const LEDGER_HEADING = "## Delegation ledger";
const ATTEMPT_HEADING = "## Attempt at the latest request";

// Values are data, not markup: a summary quoting "</durable_context_data>" must not close it.
const escapeText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const unescapeText = (text: string) => text.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

export function renderDurableContext(context: DurableContext): string {
  const parts: string[] = [];
  if (context.summary) parts.push(`${SUMMARY_HEADING}\n${escapeText(context.summary)}`);
  if (context.ledger.length > 0) {
    const lines = context.ledger.map((entry) => `- ${escapeText(JSON.stringify(entry))}`);
    parts.push(`${LEDGER_HEADING}\n${lines.join("\n")}`);
  }
  if (context.attempt !== undefined && context.attempt > 1) parts.push(`${ATTEMPT_HEADING}\n${context.attempt}`);
  if (parts.length === 0) parts.push("No conversation summary and no delegations yet.");
  return `${OPEN}\n${parts.join("\n\n")}\n${CLOSE}`;
}

export function durableContextMessage(context: DurableContext, id?: string): HumanMessage {
  return new HumanMessage({
    id,
    content: renderDurableContext(context),
    additional_kwargs: { hide_from_ui: true, durable_context_data: true },
  });
}

function section(text: string, heading: string): string | undefined {
  const start = text.indexOf(`${heading}\n`);
  if (start < 0) return undefined;
  const body = text.slice(start + heading.length + 1);
  const end = body.search(/\n\n## |\n<\/durable_context_data>/);
  return end < 0 ? body : body.slice(0, end);
}

function parseLedgerLine(line: string): LedgerLine[] {
  if (!line.startsWith("- {")) return [];
  try {
    const entry = JSON.parse(unescapeText(line.slice(2))) as Partial<LedgerLine>;
    if (typeof entry.id !== "string" || typeof entry.description !== "string" || typeof entry.status !== "string") return [];
    return [entry as LedgerLine];
  } catch {
    return [];
  }
}

/** Reads the newest durable-context block among `messages` (what the model was given). */
export function readDurableContext(messages: readonly BaseMessage[]): DurableContext {
  const block = [...messages].reverse().find(isDurableContext);
  if (!block) return { ledger: [] };
  const text = textOf(block);
  const summary = section(text, SUMMARY_HEADING);
  const ledger = (section(text, LEDGER_HEADING) ?? "").split("\n").flatMap(parseLedgerLine);
  const attempt = Number.parseInt(section(text, ATTEMPT_HEADING) ?? "", 10);
  return { summary: summary === undefined ? undefined : unescapeText(summary), ledger, ...(attempt > 1 ? { attempt } : {}) };
}
