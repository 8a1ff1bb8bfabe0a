import { type BaseMessage } from "@langchain/core/messages";
import { toWireMessage, type SummaryMarker, type WireMessage } from "../wire";
import { positionOf, type BranchState, type HeadUpdate } from "./head";
import { keyOf, type KeyFields } from "./keys";
import { transcriptStore } from "./registry";

// Writes graph activity into the transcript. Callers record after each model or tool step;
// a message is written once per branch (dedupe by id), in the final form it has at that
// point. Each write continues the branch of the state it runs in and returns its new head.

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

const headAfter = (rows: readonly { seq: number }[]): HeadUpdate => {
  const last = rows.at(-1);
  return last ? { transcript_head: last.seq } : undefined;
};

/** Appends the items whose key was never written in the branch, converting only those (serializing costs). */
async function appendUnwritten<T extends KeyFields>(
  scope: RunScope,
  state: BranchState,
  items: readonly T[],
  toContent: (item: T) => WireMessage,
  source: string,
): Promise<HeadUpdate> {
  if (!scope.threadId) return undefined; // Not a persisted thread (e.g. a direct invoke in a script).
  const store = transcriptStore();
  const position = positionOf(state);
  const keyed = items.flatMap((item) => {
    const key = keyOf(item);
    return key ? [{ key, item }] : [];
  });
  const unwritten = await store.unwritten(
    scope.threadId,
    keyed.map(({ key }) => key),
    position,
  );
  const entries = keyed
    .filter(({ key }) => unwritten.has(key))
    .map(({ key, item }) => ({ key, run_id: scope.runId, content: toContent(item), metadata: { caller: "agent", source } }));
  if (entries.length === 0) return undefined;
  return headAfter(await store.append(scope.threadId, entries, position));
}

export function recordMessages(scope: RunScope, state: BranchState, messages: readonly BaseMessage[], source: string): Promise<HeadUpdate> {
  return appendUnwritten(scope, state, messages, toWireMessage, source);
}

/** Same, for message dicts in the wire form (as `/state` returns them). */
export function recordWireMessages(scope: RunScope, state: BranchState, messages: readonly WireMessage[], source: string): Promise<HeadUpdate> {
  return appendUnwritten(scope, state, messages, (message) => message, source);
}

export async function recordMarker(scope: RunScope, state: BranchState, marker: SummaryMarker): Promise<HeadUpdate> {
  if (!scope.threadId) return undefined;
  const rows = await transcriptStore().append(
    scope.threadId,
    [{ key: marker.id, run_id: scope.runId, content: marker, metadata: { caller: "agent", source: "compaction" } }],
    positionOf(state),
  );
  return headAfter(rows);
}
