import { type BaseMessage, HumanMessage } from "@langchain/core/messages";

/** Plain text of a message, whatever shape its content has. */
export function textOf(message: BaseMessage): string {
  const { content } = message;
  if (typeof content === "string") return content;
  return content
    .map((block) => {
      if (typeof block === "string") return block;
      return block.type === "text" && typeof block.text === "string" ? block.text : "";
    })
    .join("");
}

/** Durable-context blocks are data for the model, never part of the visible conversation. */
export function isDurableContext(message: BaseMessage): boolean {
  return message.additional_kwargs?.durable_context_data === true;
}

/** LangChain's own summarization middleware stores its summary as a human message. */
export function isLegacySummary(message: BaseMessage): boolean {
  return message.name === "summary" || message.additional_kwargs?.lc_source === "summarization";
}

/** The latest message a person typed (hidden context blocks are typed by the backend). */
export function lastUserMessage(messages: readonly BaseMessage[]): { index: number; message: BaseMessage } | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message && HumanMessage.isInstance(message) && !isDurableContext(message) && !isLegacySummary(message)) {
      return { index: i, message };
    }
  }
  return undefined;
}

/**
 * Token estimate (characters / 4). Good enough for thresholds and the before/after numbers a
 * compaction card shows; the demo model has no tokenizer.
 */
export function estimateTokens(messages: readonly BaseMessage[]): number {
  let chars = 0;
  for (const message of messages) {
    chars += textOf(message).length;
    const calls = "tool_calls" in message && Array.isArray(message.tool_calls) ? message.tool_calls : [];
    for (const call of calls) chars += call.name.length + JSON.stringify(call.args ?? {}).length;
  }
  return Math.ceil(chars / 4);
}

export const estimateTextTokens = (text: string): number => Math.ceil(text.length / 4);
