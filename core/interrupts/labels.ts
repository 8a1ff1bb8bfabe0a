import type { I18n, MessageKey, Translate } from "../i18n/translate";
import { oneLine } from "../text/one-line";
import type { DecisionKind, InterruptRequest } from "./types";

// What the page calls an interrupt's parts (docs/ui-contract.md, "Interrupts"), in one place:
// the cards show these and the Markdown export writes them.

/** A subagent or a chat that waits on an interrupt. */
export const NEEDS_INPUT_KEY: MessageKey = "task.status.needs_input";

/** The decision buttons. */
export const DECISION_KEY: Readonly<Record<DecisionKind, MessageKey>> = {
  approve: "interrupt.decision.approve",
  edit: "interrupt.decision.edit",
  reject: "interrupt.decision.reject",
  respond: "interrupt.decision.respond",
};

/** A decided action, as its card says once decided. */
export const DECIDED_KEY: Readonly<Record<DecisionKind, MessageKey>> = {
  approve: "interrupt.decided.approve",
  edit: "interrupt.decided.edit",
  reject: "interrupt.decided.reject",
  respond: "interrupt.decided.respond",
};

/** The card's heading. */
export function interruptTitle(request: InterruptRequest, t: Translate): string {
  if (request.kind === "value") return t("interrupt.valueTitle");
  return t("interrupt.reviewTitle", { count: request.actions.length });
}

/** The request as Markdown: a quoted note naming what it waits for. */
export function interruptMarkdown(request: InterruptRequest, { t, locale }: I18n): string {
  const decisions = (kinds: readonly DecisionKind[]) => kinds.map((kind) => t(DECISION_KEY[kind]).toLocaleLowerCase(locale)).join(t("common.listSeparator"));
  const lines =
    request.kind === "review"
      ? request.actions.map((action) => `- \`${oneLine(action.name)}\` (${decisions(action.allowed)})`)
      : ["", "```", ...request.text.replaceAll("```", "'''").split("\n"), "```"];
  return [`**${t("export.sentence", { text: interruptTitle(request, t) })}**`, ...lines].map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
}
