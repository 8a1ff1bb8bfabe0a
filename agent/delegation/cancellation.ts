import { type ToolMessage } from "@langchain/core/messages";
import { AsyncLocalStorageProviderSingleton } from "@langchain/core/singletons";
import { Client } from "@langchain/langgraph-sdk";
import { FINAL_NODE } from "../middleware/transcript";
import { recordWireMessages } from "../transcript/recorder";
import { toWireMessage, type WireMessage } from "../wire";
import { type DelegationEntry } from "./ledger";

// A Stop aborts the whole graph step: LangGraph drops the results of the tools still running,
// so a cancelled delegation would stay "in_progress" with no tool message. Once the run has
// ended, this writes the cancellation into the thread, through the API server's in-process
// loopback (an SDK Client without a URL uses it). If the thread has moved on by then (a new
// run started), the dangling-call repair of the next run covers it instead (see
// middleware/delegation.ts).

interface Cancelled {
  message: ToolMessage;
  entry: DelegationEntry;
}

const RUN_END_TIMEOUT_MS = 15_000;
const POLL_MS = 50;
const pending = new Map<string, Cancelled[]>();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForRunEnd(client: Client, threadId: string, runId: string): Promise<boolean> {
  const deadline = Date.now() + RUN_END_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const run = await client.runs.get(threadId, runId);
    if (run.status !== "pending" && run.status !== "running") {
      // The worker updates the thread right after the run; let it finish before writing.
      const thread = await client.threads.get(threadId);
      if (thread.status !== "busy") return true;
    }
    await sleep(POLL_MS);
  }
  return false;
}

async function writeCancellations(threadId: string, runId: string, cancelled: Cancelled[]): Promise<void> {
  const client = new Client({ apiKey: null, callerOptions: { maxRetries: 0 } });
  if (!(await waitForRunEnd(client, threadId, runId))) return;
  const state = await client.threads.getState<{ messages?: { type?: string; tool_call_id?: string }[] }>(threadId);
  const answered = new Set((state.values.messages ?? []).flatMap((message) => (message.type === "tool" && message.tool_call_id ? [message.tool_call_id] : [])));
  const missing = cancelled.filter(({ message }) => !answered.has(message.tool_call_id));
  if (missing.length === 0) return;
  try {
    await client.threads.updateState(threadId, {
      // Plain message dicts: a message instance would be sent in LangChain's serialized form.
      values: { messages: missing.map(({ message }) => toWireMessage(message)), delegations: missing.map(({ entry }) => entry) },
      asNode: FINAL_NODE,
    });
  } catch {
    // 409: a new run already started; its dangling-call repair records the cancellation.
    return;
  }
  // The update also applied the results of the delegations that finished before the Stop
  // (LangGraph had kept them as pending writes); record them all, in state order.
  const after = await client.threads.getState<{ messages?: WireMessage[]; transcript_head?: number }>(threadId);
  const recorded = await recordWireMessages({ threadId, runId }, after.values, after.values.messages ?? [], "cancel");
  // The rows belong to the thread's branch only once its state says they are its newest.
  if (recorded) await client.threads.updateState(threadId, { values: recorded, asNode: FINAL_NODE }).catch(() => undefined);
}

/**
 * Queues the cancellation of one delegation. Several delegations of one run are cancelled by
 * the same Stop; they are written together, in one state update, after the run ends.
 */
export function recordCancellationAfterRun(threadId: string, runId: string, cancelled: Cancelled): void {
  const key = `${threadId}/${runId}`;
  const batch = pending.get(key);
  if (batch) {
    batch.push(cancelled);
    return;
  }
  pending.set(key, [cancelled]);
  const write = async () => {
    // Let the other delegations of the same step register before the batch is taken.
    await sleep(POLL_MS);
    const all = pending.get(key) ?? [];
    pending.delete(key);
    await writeCancellations(threadId, runId, all);
  };
  // Leave the cancelled run's LangChain context: state updates made inside it would pick up
  // its aborted signal and fail.
  AsyncLocalStorageProviderSingleton.getInstance().run(undefined, () => {
    write().catch((error: unknown) => {
      console.warn(`Could not record cancelled delegations of run ${runId}:`, error);
    });
  });
}
