import type { NormalizedMessage } from "../messages/types";

// "Regenerate" reruns the whole answer to a request: from before its first message (a tool
// call, often), not only its final text.

/** Id of the first message of the answer that `answerKey` ends, in a thread's merged messages. */
export function answerStart(messages: readonly NormalizedMessage[], answerKey: string): string {
  const at = messages.findIndex((m) => m.id === answerKey);
  if (at < 0) return answerKey;
  let start = at;
  for (let i = at - 1; i >= 0; i--) {
    const m = messages[i]!;
    if (m.type === "human" && m.hidden === undefined) break;
    if (m.type === "ai") start = i;
  }
  return messages[start]!.id;
}

/**
 * Id of the last message of the answer that `startKey` begins (its final text, after any tool
 * steps): where that answer's versions are switched, beside its Regenerate. Any other message
 * (a question) is its own.
 */
export function answerEnd(messages: readonly NormalizedMessage[], startKey: string): string {
  const at = messages.findIndex((m) => m.id === startKey);
  if (at < 0 || messages[at]!.type !== "ai") return startKey;
  let end = at;
  for (let i = at + 1; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.type === "human" && m.hidden === undefined) break;
    if (m.type === "ai" && m.hidden === undefined) end = i;
  }
  return messages[end]!.id;
}
