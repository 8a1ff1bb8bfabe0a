import { AIMessage, type BaseMessage, SystemMessage, ToolMessage } from "@langchain/core/messages";
import { isDurableContext, lastUserMessage } from "../messages";

// Which messages a compaction condenses and which it keeps. Pure, so the rules can be tested
// without a model: keep a recent tail, never separate a tool call from its result, and never
// condense the request being answered or the backend's own context blocks.

export interface CompactionPlan {
  /** Condensed into the summary and removed from the state, in order. */
  condensed: BaseMessage[];
  /** Left in the state, in order. */
  kept: BaseMessage[];
}

function toolCallIds(message: BaseMessage): string[] {
  if (!AIMessage.isInstance(message)) return [];
  return (message.tool_calls ?? []).map((call) => call.id).filter((id): id is string => typeof id === "string");
}

/**
 * Moves `cutoff` back until no tool call before it has its result at or after it (and no kept
 * tail starts with an orphaned tool result).
 */
export function safeCutoff(messages: readonly BaseMessage[], cutoff: number): number {
  let safe = Math.max(0, Math.min(cutoff, messages.length));
  for (let moved = true; moved && safe > 0; ) {
    moved = false;
    for (let i = 0; i < safe; i++) {
      const ids = toolCallIds(messages[i]!);
      if (ids.length === 0) continue;
      const splits = messages
        .slice(safe)
        .some((later) => ToolMessage.isInstance(later) && ids.includes(later.tool_call_id));
      if (splits) {
        safe = i;
        moved = true;
        break;
      }
    }
  }
  return safe;
}

/**
 * Plans a compaction that keeps the last `keep` messages (more when a tool pair straddles the
 * cut) and, unless `keepRequest` is false, the request being answered. Returns undefined when
 * there is nothing to condense.
 */
export function planCompaction(messages: readonly BaseMessage[], keep: number, options: { keepRequest?: boolean } = {}): CompactionPlan | undefined {
  const cutoff = safeCutoff(messages, messages.length - Math.max(0, keep));
  if (cutoff <= 0) return undefined;
  // A compaction asked for between turns answers no request: the last question goes too.
  const request = options.keepRequest === false ? undefined : lastUserMessage(messages)?.message;
  const rescued = (message: BaseMessage) =>
    message === request || isDurableContext(message) || SystemMessage.isInstance(message);
  const head = messages.slice(0, cutoff);
  const condensed = head.filter((message) => !rescued(message));
  if (condensed.length === 0) return undefined;
  return { condensed, kept: [...head.filter(rescued), ...messages.slice(cutoff)] };
}
