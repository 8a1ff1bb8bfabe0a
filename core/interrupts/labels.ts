import { oneLine } from "../text/one-line";
import type { DecisionKind, InterruptRequest } from "./types";

// What the page calls an interrupt's parts (DESIGN 5), in one place: the cards show these
// and the Markdown export writes them.

/** A subagent or a chat that waits on an interrupt. */
export const NEEDS_INPUT_LABEL = "Needs input";

/** The decision buttons. */
export const DECISION_LABEL: Readonly<Record<DecisionKind, string>> = {
  approve: "Approve",
  edit: "Edit",
  reject: "Reject",
  respond: "Respond",
};

/** A decided action, as its card says once decided. */
export const DECIDED_LABEL: Readonly<Record<DecisionKind, string>> = {
  approve: "Approved",
  edit: "Edited",
  reject: "Rejected",
  respond: "Responded",
};

/** The card's heading. */
export function interruptTitle(request: InterruptRequest): string {
  if (request.kind === "value") return "The agent waits for your response";
  return request.actions.length === 1 ? "Approval needed" : `Approval needed for ${request.actions.length} actions`;
}

/** The request as Markdown: a quoted note naming what it waits for. */
export function interruptMarkdown(request: InterruptRequest): string {
  const lines =
    request.kind === "review"
      ? request.actions.map((action) => `- \`${oneLine(action.name)}\` (${action.allowed.map((kind) => DECISION_LABEL[kind].toLowerCase()).join(", ")})`)
      : ["", "```", ...request.text.replaceAll("```", "'''").split("\n"), "```"];
  return [`**${interruptTitle(request)}.**`, ...lines].map((line) => (line === "" ? ">" : `> ${line}`)).join("\n");
}
