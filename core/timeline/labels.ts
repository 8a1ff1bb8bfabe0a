import type { MessageKey, Translate } from "../i18n/translate";
import { STATUS_KEY } from "../ledger/view";
import type { HiddenReason } from "../messages/types";
import type { Step, SummaryItem, TaskCardStatus, ToolState } from "./types";

// What the transcript calls things, in one place: the UI shows these labels and the
// Markdown export writes them, so a downloaded transcript reads like the page.

/**
 * A summary card's collapsed line (docs/ui-contract.md, "Summary card":
 * "N messages condensed").
 */
export function summaryLabel(item: Pick<SummaryItem, "failed" | "replacedCount">, t: Translate): string {
  if (item.failed) return t("summary.failed");
  if (item.replacedCount === null) return t("summary.earlier");
  return t("summary.condensed", { count: item.replacedCount });
}

/** A steps item's folded line. */
export function stepsLabel(steps: readonly Step[], t: Translate): string {
  let tools = 0;
  for (const step of steps) if (step.kind === "tool") tools++;
  return tools === 0 ? t("steps.reasoning") : t("steps.ran", { count: tools });
}

/**
 * Why a hidden context block is hidden (docs/wire-contracts.md, "Hidden context"), as its label
 * says.
 */
export const HIDDEN_REASON_KEY: Readonly<Record<HiddenReason, MessageKey>> = {
  hide_from_ui: "hidden.reason.hide_from_ui",
  system: "hidden.reason.system",
  control_name: "hidden.reason.control_name",
  do_not_render: "hidden.reason.do_not_render",
  summarizer: "hidden.reason.summarizer",
};

/** A tool step's state, as its line says. */
export const TOOL_STATE_KEY: Readonly<Record<ToolState, MessageKey>> = {
  pending: "steps.state.pending",
  done: "steps.state.done",
  error: "steps.state.error",
  no_result: "steps.state.no_result",
};

/**
 * A subagent task card's status: the ledger's labels (docs/ui-contract.md,
 * "Delegation ledger"), and one for a task without a result.
 */
export const TASK_CARD_STATUS_KEY: Readonly<Record<TaskCardStatus, MessageKey>> = { ...STATUS_KEY, no_result: "task.status.no_result" };
