import type { HiddenReason } from "../messages/types";
import type { Step, SummaryItem } from "./types";

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
