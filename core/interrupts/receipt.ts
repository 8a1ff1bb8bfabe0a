import type { Translate } from "../i18n/translate";
import { oneLine } from "../text/one-line";
import { DECIDED_KEY } from "./labels";
import { readableValue } from "./parse";
import type { DecisionKind, InterruptAnswer, InterruptRequest } from "./types";

// What a decided interrupt leaves in the thread: one receipt line per decision ("Approved ·
// send_email · 15:01", "Rejected: too expensive · send_email · 15:01"), where the card was.

export interface Receipt {
  kind: DecisionKind;
  /** The action decided on; none for an answer to a plain value. */
  tool?: string;
  /** The reason or response typed with the decision, when there is one. */
  message?: string;
  /** When it was decided (epoch ms), where known. */
  at?: number;
}

/** An answered interrupt, and where its card was. */
export interface DecidedInterrupt {
  /** The interrupt's id (PendingInterrupt.id). */
  id: string;
  /** Id of the timeline item the card came after (or sat on, for a subagent's card). */
  after: string | undefined;
  /** Else the message whose calls it decided on: the receipt follows the last item showing it. */
  afterMessage?: string;
  receipts: readonly Receipt[];
}

/** The receipts of one answer, in the order of the actions it decides. */
export function receiptsOf(request: InterruptRequest, answer: InterruptAnswer, at: number): Receipt[] {
  if (answer.kind === "value") {
    const message = readableValue(answer.value).trim();
    return [message === "" ? { kind: "respond", at } : { kind: "respond", message, at }];
  }
  const actions = request.kind === "review" ? request.actions : [];
  return answer.decisions.map((decision, i) => {
    const receipt: Receipt = { kind: decision.kind, at };
    const tool = actions[i]?.name;
    if (tool !== undefined) receipt.tool = tool;
    if ((decision.kind === "reject" || decision.kind === "respond") && decision.message.trim() !== "") receipt.message = decision.message.trim();
    return receipt;
  });
}

/** The decision as its receipt words it: "Approved", or "Rejected: <reason>". */
export function receiptDecision(receipt: Receipt, t: Translate): string {
  const label = t(DECIDED_KEY[receipt.kind]);
  return receipt.message === undefined ? label : t("interrupt.decidedWith", { decision: label, message: receipt.message });
}

/** The receipt's words without its time: "Rejected: too expensive · send_email". */
export function receiptLine(receipt: Receipt, t: Translate): string {
  const decision = receiptDecision(receipt, t);
  return receipt.tool === undefined ? decision : `${decision} · ${receipt.tool}`;
}

/** The receipts as a quoted Markdown note, one line each. */
export function receiptMarkdown(decided: DecidedInterrupt, t: Translate): string {
  return decided.receipts.map((receipt) => `> ${oneLine(receiptLine(receipt, t))}`).join("\n>\n");
}
