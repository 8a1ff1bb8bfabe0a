import { randomUUID } from "node:crypto";
import { AIMessage, type BaseMessage } from "@langchain/core/messages";
import { compactAfter } from "../config";
import { NOTE_TOOL } from "../notes/tool";
import { type Plan } from "./plan";
import { topicAfterGuanyu, topicOf } from "./replies";

// What the demo model does when asked for a "compaction": it takes notes on the topic in two
// steps of parallel `take_note` calls, enough that its window passes DEMO_COMPACT_AFTER before
// its third call, so the agent compacts mid-run (condensing the first step; a step's calls and
// results are never split), as a long agent turn does; then it answers. Two steps whatever the
// threshold keep the run within LangGraph's recursion limit.

/** Notes per step: the window (request, two calls, their results) then reaches the threshold. */
export const notesPerStep = (): number => Math.max(1, Math.ceil((compactAfter() - 3) / 2));

/** The highest note number called after the request (a compaction keeps the newest step). */
function lastNote(messages: readonly BaseMessage[], from: number): number {
  let last = 0;
  for (const message of messages.slice(from)) {
    if (!AIMessage.isInstance(message)) continue;
    for (const call of message.tool_calls ?? []) {
      const n = (call.args as { n?: unknown }).n;
      if (call.name === NOTE_TOOL && typeof n === "number" && n > last) last = n;
    }
  }
  return last;
}

const callId = () => `call_${randomUUID().replace(/-/g, "").slice(0, 24)}`;

/** The plan for a request at `requestIndex` asking for a compaction; undefined without the tool. */
export function notesPlan(messages: readonly BaseMessage[], requestIndex: number, request: string, tools: readonly string[]): Plan | undefined {
  if (!tools.includes(NOTE_TOOL)) return undefined;
  // "Show me a compaction while you take notes on printing": the topic is "printing".
  const topic = topicOf(topicAfterGuanyu(request) ?? request.replace(/^.*\bnotes on\b/i, "").replace(/\b(show|me|a|compaction)\b/gi, " "), 50);
  const per = notesPerStep();
  const target = 2 * per;
  const taken = lastNote(messages, requestIndex + 1);
  if (taken >= target) {
    return {
      text: `I took ${target} notes on **${topic}**. They filled my window, so I compacted it before answering: the card above holds the summary I kept of the earlier notes.`,
      toolCalls: [],
      pace: "normal",
    };
  }
  return {
    text: taken === 0 ? `I will take ${target} notes on **${topic}**, ${per} at a time.` : "",
    toolCalls: Array.from({ length: per }, (_, i) => taken + i + 1).map((n) => ({ id: callId(), name: NOTE_TOOL, args: { n, note: `Point ${n} of ${target} about ${topic}.` } })),
    pace: "normal",
  };
}
