import { type BaseMessage } from "@langchain/core/messages";
import { lastUserMessage } from "../messages";

// Which attempt at answering the latest request a model call makes. "Regenerate" reruns a
// request from the checkpoint before its answer, so nothing in the state it sees tells it
// apart from the first try; the runs that answered each request are kept in the LangGraph
// store (persisted with the server's data), so the demo model can number its tries and a
// regenerated answer differs from the one it replaces.

/** The parts of the LangGraph runtime this reads: its store and the run's ids. */
export interface AttemptRuntime {
  store?: {
    get(namespace: string[], key: string): Promise<{ value: Record<string, unknown> } | null>;
    put(namespace: string[], key: string, value: Record<string, unknown>): Promise<void>;
  };
  configurable?: Record<string, unknown>;
}

const NAMESPACE = "threadline_attempts";

/** 1 for the first run answering the request, 2 for the next one, and so on; 1 when unknown. */
export async function attemptOf(runtime: AttemptRuntime, messages: readonly BaseMessage[]): Promise<number> {
  const request = lastUserMessage(messages)?.message.id;
  const threadId = runtime.configurable?.thread_id;
  const runId = runtime.configurable?.run_id;
  const store = runtime.store;
  if (!request || typeof threadId !== "string" || typeof runId !== "string" || !store) return 1;
  const namespace = [NAMESPACE, threadId];
  const item = await store.get(namespace, request);
  const runs = Array.isArray(item?.value.runs) ? item.value.runs.filter((run): run is string => typeof run === "string") : [];
  // A run calls the model once per step; all its calls are the same attempt.
  if (!runs.includes(runId)) {
    runs.push(runId);
    await store.put(namespace, request, { runs });
  }
  return runs.indexOf(runId) + 1;
}
