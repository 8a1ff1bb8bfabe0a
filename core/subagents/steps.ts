import type { ToolCallId } from "../ids";
import { isDict, str } from "../messages/guards";
import { readMessage, readMessages } from "../messages/read";
import type { AiMessage, NormalizedMessage, Usage } from "../messages/types";
import { readCallId } from "../ledger/fields";

// A subagent's own steps (docs/wire-contracts.md, "Delegations"): its messages as the backend
// kept them (`GET /threads/{id}/subagents/{task}`) and as they stream (`subagent_message`
// custom events), joined by message id. Parsers are total: garbage reads as nothing.

/** What the page saw stream of each task's messages, oldest first. */
export type LiveSteps = ReadonlyMap<ToolCallId, readonly NormalizedMessage[]>;
export const NO_LIVE_STEPS: LiveSteps = new Map();

/** Per task, at most this many streamed messages are kept: a runaway subagent cannot fill the page. */
export const MAX_LIVE_STEPS = 500;

export interface SubagentMessageEvent {
  taskId: ToolCallId;
  message: NormalizedMessage;
}

/** A `subagent_message` custom event, or undefined for anything else. */
export function parseSubagentMessageEvent(raw: unknown): SubagentMessageEvent | undefined {
  if (!isDict(raw) || str(raw.type) !== "subagent_message") return undefined;
  const taskId = readCallId(raw.task_id);
  if (taskId === undefined || !isDict(raw.message)) return undefined;
  const message = readMessage(raw.message);
  return message.type === "unsupported" && message.notMessage === true ? undefined : { taskId, message };
}

/** The recorded messages of a task, or undefined when the answer is not a record. */
export function parseSubagentRecord(raw: unknown): NormalizedMessage[] | undefined {
  if (!isDict(raw) || !Array.isArray(raw.messages)) return undefined;
  return readMessages(raw.messages.filter(isDict));
}

/** Adds one streamed message; the same `live` when `raw` is not a subagent message. A repeated id replaces its earlier version in place. */
export function applySubagentEvent(live: LiveSteps, raw: unknown): LiveSteps {
  const event = parseSubagentMessageEvent(raw);
  if (event === undefined) return live;
  const current = live.get(event.taskId) ?? [];
  const at = current.findIndex((message) => message.id === event.message.id);
  const next = at < 0 ? [...current.slice(-(MAX_LIVE_STEPS - 1)), event.message] : current.map((message, i) => (i === at ? event.message : message));
  const out = new Map(live);
  out.set(event.taskId, next);
  return out;
}

/** Stored messages in their order, then the streamed ones storage does not hold yet. */
export function joinSteps(stored: readonly NormalizedMessage[] | undefined, live: readonly NormalizedMessage[] | undefined): NormalizedMessage[] {
  if (!live || live.length === 0) return [...(stored ?? [])];
  if (!stored || stored.length === 0) return [...live];
  const ids = new Set(stored.map((message) => message.id));
  return [...stored, ...live.filter((message) => !ids.has(message.id))];
}

export interface SubagentUsage {
  /** The model its answers name, the last one that does. */
  model?: string;
  /** Tokens over its answers; undefined when none reports usage. */
  usage?: Required<Usage>;
}

/** Model and token use of a subagent, from its answers. */
export function subagentUsage(messages: readonly NormalizedMessage[]): SubagentUsage {
  const answers = messages.filter((message): message is AiMessage => message.type === "ai");
  const model = answers.findLast((message) => message.model !== undefined)?.model;
  const reported = answers.flatMap((message) => (message.usage ? [message.usage] : []));
  const out: SubagentUsage = {};
  if (model !== undefined) out.model = model;
  if (reported.length > 0) {
    const sum = (key: keyof Usage) => reported.reduce((total, usage) => total + (usage[key] ?? 0), 0);
    const inputTokens = sum("inputTokens");
    const outputTokens = sum("outputTokens");
    out.usage = { inputTokens, outputTokens, totalTokens: Math.max(sum("totalTokens"), inputTokens + outputTokens) };
  }
  return out;
}
