import { classify } from "../history/keys";
import { parseOne } from "../messages/normalize";

// "Regenerate" reruns the whole answer to a request: from before its first message (a tool
// call, often), not only its final text.

/** Key of the first message of the answer that `answerKey` ends, in a thread's merged messages. */
export function answerStart(messages: readonly unknown[], answerKey: string): string {
  const at = messages.findIndex((m) => classify(m)?.key === answerKey);
  if (at < 0) return answerKey;
  let start = at;
  for (let i = at - 1; i >= 0; i--) {
    const parsed = parseOne(messages[i], "", 0);
    if (parsed.type === "human" && parsed.hidden === undefined) break;
    if (parsed.type === "ai") start = i;
  }
  return classify(messages[start])?.key ?? answerKey;
}

/**
 * Key of the last message of the answer that `startKey` begins (its final text, after any tool
 * steps): where that answer's versions are switched, beside its Regenerate. Any other message
 * (a question) is its own.
 */
export function answerEnd(messages: readonly unknown[], startKey: string): string {
  const at = messages.findIndex((m) => classify(m)?.key === startKey);
  if (at < 0 || parseOne(messages[at], "", 0).type !== "ai") return startKey;
  let end = at;
  for (let i = at + 1; i < messages.length; i++) {
    const parsed = parseOne(messages[i], "", 0);
    if (parsed.type === "human" && parsed.hidden === undefined) break;
    if (parsed.type === "ai" && parsed.hidden === undefined) end = i;
  }
  return classify(messages[end])?.key ?? startKey;
}
