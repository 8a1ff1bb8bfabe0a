import { type BaseMessage } from "@langchain/core/messages";
import { toWireMessage, type SummaryMarker, type WireMessage } from "../wire";
import { keyOf, type KeyFields } from "./keys";
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

/** Appends the items whose key was never written, converting only those (serializing costs). */
async function appendUnwritten<T extends KeyFields>(
  scope: RunScope,
  items: readonly T[],
  toContent: (item: T) => WireMessage,
  source: string,
): Promise<void> {
  if (!scope.threadId) return; // Not a persisted thread (e.g. a direct invoke in a script).
  const store = transcriptStore();
  const keyed = items.flatMap((item) => {
    const key = keyOf(item);
    return key ? [{ key, item }] : [];
  });
  const unwritten = await store.unwritten(
    scope.threadId,
    keyed.map(({ key }) => key),
  );
  const entries = keyed
    .filter(({ key }) => unwritten.has(key))
    .map(({ key, item }) => ({ key, run_id: scope.runId, content: toContent(item), metadata: { caller: "agent", source } }));
  if (entries.length > 0) await store.append(scope.threadId, entries);
}

export function recordMessages(scope: RunScope, messages: readonly BaseMessage[], source: string): Promise<void> {
  return appendUnwritten(scope, messages, toWireMessage, source);
}

/** Same, for message dicts in the wire form (as `/state` returns them). */
export function recordWireMessages(scope: RunScope, messages: readonly WireMessage[], source: string): Promise<void> {
  return appendUnwritten(scope, messages, (message) => message, source);
}

export async function recordMarker(scope: RunScope, marker: SummaryMarker): Promise<void> {
  if (!scope.threadId) return;
  await transcriptStore().append(scope.threadId, [
    { key: marker.id, run_id: scope.runId, content: marker, metadata: { caller: "agent", source: "compaction" } },
  ]);
}
