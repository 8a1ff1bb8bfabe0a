import type { Decision, InterruptAnswer, InterruptRequest, PendingInterrupt, ReviewAction, ReviewDialect } from "./types";

// An answer to an interrupt, written the way the graph that asked reads it: the value of
// `Command({ resume })`. Several actions of one request go back together, as one list.

function hitlDecision(decision: Decision, action: ReviewAction | undefined, snake: boolean): Record<string, unknown> {
  switch (decision.kind) {
    case "approve":
      return { type: "approve" };
    case "edit": {
      const edited = { name: action?.name ?? "", args: decision.args };
      return snake ? { type: "edit", edited_action: edited } : { type: "edit", editedAction: edited };
    }
    case "reject":
      // LangChain writes its own message when none is given; an empty one would reach the model as is.
      return decision.message.trim() === "" ? { type: "reject" } : { type: "reject", message: decision.message };
    case "respond":
      return { type: "respond", message: decision.message };
    default: {
      const never: never = decision;
      return never;
    }
  }
}

/** agent-inbox's HumanResponse: `accept`, `edit` (with the whole action), `ignore`, `response`. */
function inboxResponse(decision: Decision, action: ReviewAction | undefined): Record<string, unknown> {
  switch (decision.kind) {
    case "approve":
      return { type: "accept", args: null };
    case "edit":
      return { type: "edit", args: { action: action?.name ?? "", args: decision.args } };
    case "reject":
      // `ignore` carries no text in agent-inbox; the reason rides along for graphs that read it.
      return { type: "ignore", args: decision.message.trim() === "" ? null : decision.message };
    case "respond":
      return { type: "response", args: decision.message };
    default: {
      const never: never = decision;
      return never;
    }
  }
}

function encodeDecisions(dialect: ReviewDialect, actions: readonly ReviewAction[], decisions: readonly Decision[]): unknown {
  switch (dialect) {
    case "hitl":
    case "hitl_snake":
      return { decisions: decisions.map((d, i) => hitlDecision(d, actions[i], dialect === "hitl_snake")) };
    case "inbox":
      return decisions.map((d, i) => inboxResponse(d, actions[i]));
    default: {
      const never: never = dialect;
      return never;
    }
  }
}

/** The resume value answering `request`. */
export function resumeValue(request: InterruptRequest, answer: InterruptAnswer): unknown {
  if (answer.kind === "value") return answer.value;
  if (request.kind === "review") return encodeDecisions(request.dialect, request.actions, answer.decisions);
  // Decisions for a plain value cannot come from the UI; LangChain's form is the likeliest reader.
  return encodeDecisions("hitl", [], answer.decisions);
}

/**
 * The `resume` of the command answering `target`: the value itself, or, while several
 * interrupts wait, a map from its id to the value so only that one is answered.
 */
export function resumeFor(pending: readonly PendingInterrupt[], target: PendingInterrupt, answer: InterruptAnswer): unknown {
  const value = resumeValue(target.request, answer);
  return pending.length > 1 && target.interruptId !== undefined ? { [target.interruptId]: value } : value;
}

/** Free text as the value of a generic answer: JSON when it parses, else the text. */
export function responseValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
