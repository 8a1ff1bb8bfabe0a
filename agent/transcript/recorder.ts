import { createHash } from "node:crypto";
import { type BaseMessage } from "@langchain/core/messages";
import { isLegacySummary, textOf } from "../messages";
import { toWireMessage, type SummaryMarker } from "../wire";
import { transcriptStore } from "./registry";

// Writes graph activity into the transcript. Callers record after each model or tool step;
// a message is written once (dedupe by id), in the final form it has at that point.

export interface RunScope {
  threadId?: string;
  runId: string | null;
}

/** Thread and run of the current graph call, from the LangGraph API's configurable. */
export function runScope(configurable: Record<string, unknown> | undefined): RunScope {
  const threadId = configurable?.thread_id;
  const runId = configurable?.run_id;
  return {
    threadId: typeof threadId === "string" ? threadId : undefined,
    runId: typeof runId === "string" ? runId : null,
  };
}

function keyOf(message: BaseMessage): string | undefined {
  if (!message.id) return undefined;
  if (!isLegacySummary(message)) return message.id;
  // LangChain's summarization middleware gives each summary the id of the first message it
  // replaces (often the previous summary); each one is still a new message with its own row.
  const digest = createHash("sha256").update(textOf(message)).digest("hex").slice(0, 16);
  return `${message.id}#summary-${digest}`;
}

export async function recordMessages(scope: RunScope, messages: readonly BaseMessage[], source: string): Promise<void> {
  if (!scope.threadId) return; // Not a persisted thread (e.g. a direct invoke in a script).
  const store = transcriptStore();
  const keyed = messages.flatMap((message) => {
    const key = keyOf(message);
    return key ? [{ key, message }] : [];
  });
  const unwritten = await store.unwritten(
    scope.threadId,
    keyed.map(({ key }) => key),
  );
  const entries = keyed
    .filter(({ key }) => unwritten.has(key))
    .map(({ key, message }) => ({ key, run_id: scope.runId, content: toWireMessage(message), metadata: { caller: "agent", source } }));
  if (entries.length > 0) await store.append(scope.threadId, entries);
}

export async function recordMarker(scope: RunScope, marker: SummaryMarker): Promise<void> {
  if (!scope.threadId) return;
  await transcriptStore().append(scope.threadId, [
    { key: marker.id, run_id: scope.runId, content: marker, metadata: { caller: "agent", source: "compaction" } },
  ]);
}
