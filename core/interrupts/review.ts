import { isDict, nonEmptyStr, type Dict } from "../messages/guards";
import type { DecisionKind, InterruptRequest, ReviewAction } from "./types";

// Review requests: a list of proposed actions, each with the decisions allowed on it. Either
// LangChain's human-in-the-loop middleware (JS camelCase or Python snake_case) or the older
// agent-inbox list. A request that cannot be answered exactly (an action without a name,
// arguments that are not an object, nothing allowed) is not a review: the caller shows it as
// a plain value instead, which can still be answered by hand.

const ORDER: readonly DecisionKind[] = ["approve", "edit", "reject", "respond"];
/** LangChain's middleware allows all three when a tool is configured with `true`. */
const HITL_DEFAULT: readonly DecisionKind[] = ["approve", "edit", "reject"];

const DECISION_NAMES: ReadonlyMap<string, DecisionKind> = new Map<string, DecisionKind>([
  ["approve", "approve"],
  ["accept", "approve"],
  ["edit", "edit"],
  ["reject", "reject"],
  ["ignore", "reject"],
  ["respond", "respond"],
  ["response", "respond"],
]);

function decisionKinds(value: unknown): DecisionKind[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const found = new Set<DecisionKind>();
  for (const name of value) {
    const kind = typeof name === "string" ? DECISION_NAMES.get(name.trim().toLowerCase()) : undefined;
    if (kind !== undefined) found.add(kind);
  }
  return ORDER.filter((kind) => found.has(kind));
}

/** Arguments as an object; missing ones are none, anything else makes the action unanswerable. */
function argsOf(value: unknown): Dict | undefined {
  if (value === undefined || value === null) return {};
  return isDict(value) ? value : undefined;
}

function action(name: unknown, args: unknown, description: unknown, allowed: readonly DecisionKind[] | undefined): ReviewAction | undefined {
  const actionName = nonEmptyStr(name);
  const actionArgs = argsOf(args);
  if (actionName === undefined || actionArgs === undefined || allowed === undefined || allowed.length === 0) return undefined;
  const out: ReviewAction = { name: actionName, args: actionArgs, allowed };
  const text = nonEmptyStr(description);
  if (text !== undefined) out.description = text;
  return out;
}

/** Every entry as an action, or undefined when one of them is not (or there are none). */
function allActions<T>(entries: readonly T[], read: (entry: T) => ReviewAction | undefined): ReviewAction[] | undefined {
  const actions: ReviewAction[] = [];
  for (const entry of entries) {
    const parsed = read(entry);
    if (parsed === undefined) return undefined;
    actions.push(parsed);
  }
  return actions.length > 0 ? actions : undefined;
}

function hitlRequest(value: Dict): InterruptRequest | undefined {
  const snake = !Array.isArray(value.actionRequests) && Array.isArray(value.action_requests);
  const requests = snake ? value.action_requests : value.actionRequests;
  if (!Array.isArray(requests)) return undefined;
  const configs = snake ? value.review_configs : value.reviewConfigs;
  const allowedByName = new Map<string, DecisionKind[] | undefined>();
  if (Array.isArray(configs)) {
    for (const config of configs) {
      if (!isDict(config)) continue;
      const name = nonEmptyStr(snake ? config.action_name : config.actionName);
      if (name !== undefined && !allowedByName.has(name)) allowedByName.set(name, decisionKinds(snake ? config.allowed_decisions : config.allowedDecisions));
    }
  }
  const actions = allActions(requests, (request) => {
    if (!isDict(request)) return undefined;
    const name = nonEmptyStr(request.name);
    const allowed = name !== undefined && allowedByName.has(name) ? allowedByName.get(name) : HITL_DEFAULT;
    return action(request.name, request.args, request.description, allowed);
  });
  return actions === undefined ? undefined : { kind: "review", dialect: snake ? "hitl_snake" : "hitl", actions };
}

function inboxAllowed(config: unknown): DecisionKind[] {
  if (!isDict(config)) return [];
  const allowed: DecisionKind[] = [];
  if (config.allow_accept === true) allowed.push("approve");
  if (config.allow_edit === true) allowed.push("edit");
  if (config.allow_ignore === true) allowed.push("reject");
  if (config.allow_respond === true) allowed.push("respond");
  return allowed;
}

const isInboxEntry = (entry: unknown): entry is Dict => isDict(entry) && isDict(entry.action_request);

function inboxRequest(value: unknown): InterruptRequest | undefined {
  const entries = Array.isArray(value) ? value : [value];
  if (entries.length === 0 || !entries.every(isInboxEntry)) return undefined;
  const actions = allActions(entries, (entry) => {
    const request = entry.action_request as Dict;
    return action(request.action, request.args, entry.description, inboxAllowed(entry.config));
  });
  return actions === undefined ? undefined : { kind: "review", dialect: "inbox", actions };
}

/** The value as a review request, or undefined when it is not one that can be answered exactly. */
export function reviewRequest(value: unknown): InterruptRequest | undefined {
  if (isDict(value) && (Array.isArray(value.actionRequests) || Array.isArray(value.action_requests))) return hitlRequest(value);
  return inboxRequest(value);
}
