import { STATUS_LABEL } from "../ledger/view";
import type { HiddenReason } from "../messages/types";
import type { Step, SummaryItem, TaskCardStatus, ToolState } from "./types";

// What the transcript calls things, in one place: the UI shows these labels and the
// Markdown export writes them, so a downloaded transcript reads like the page.

/** A summary card's collapsed line (DESIGN 5: "N messages condensed"). */
export function summaryLabel(item: Pick<SummaryItem, "failed" | "replacedCount">): string {
  if (item.failed) return "Compaction failed";
  if (item.replacedCount === null) return "Earlier messages condensed";
  return `${item.replacedCount} ${item.replacedCount === 1 ? "message" : "messages"} condensed`;
}

/** A steps item's folded line. */
export function stepsLabel(steps: readonly Step[]): string {
  let tools = 0;
  for (const step of steps) if (step.kind === "tool") tools++;
  if (tools === 0) return "Reasoning";
  return tools === 1 ? "Ran 1 tool" : `Ran ${tools} tools`;
}

/** Why a hidden context block is hidden (DESIGN 3.2), as its label says. */
export const HIDDEN_REASON_LABEL: Readonly<Record<HiddenReason, string>> = {
  hide_from_ui: "marked hide_from_ui",
  system: "system message",
  control_name: "internal control message",
  do_not_render: "marked do-not-render",
};

/** A tool step's state, as its line says. */
export const TOOL_STATE_LABEL: Readonly<Record<ToolState, string>> = {
  pending: "Running",
  done: "Done",
  error: "Error",
  no_result: "No result",
};

/** A subagent task card's status: the ledger's labels (DESIGN 5), and one for a task without a result. */
export const TASK_CARD_STATUS_LABEL: Readonly<Record<TaskCardStatus, string>> = { ...STATUS_LABEL, no_result: "No result" };
