import { Command } from "@langchain/langgraph";
import { tool, type ToolRuntime } from "langchain";
import { z } from "zod";
import { taskTimeoutMs } from "../config";
import { subagentStore } from "../subagents/registry";
import { runScope } from "../transcript/recorder";
import { type SubagentMessageEvent, type TaskEvent, toWireMessage } from "../wire";
import { recordCancellationAfterRun } from "./cancellation";
import { type DelegationEntry } from "./ledger";
import { finishedEntry, finishedEvent, resultMessage, type TaskCall, type TaskOutcome } from "./result";
import { type OnSubagentMessage, runSubagent, SUBAGENT_TYPES, type TokenUsage } from "./subagent";

const schema = z.object({
  description: z.string().describe("A short title for the work, 3 to 8 words."),
  prompt: z.string().describe("Everything the subagent needs to know to do the work."),
  subagent_type: z.enum(SUBAGENT_TYPES).describe("researcher finds facts, coder writes code, analyst estimates and weighs."),
});

class TaskTimeout extends Error {}

/**
 * Runs the subagent under the run's abort signal and the task time budget, and says how it
 * ended. A Stop and a timeout both abort the subagent; the abort reason tells them apart.
 */
async function supervise(
  call: TaskCall & { prompt: string },
  signal: AbortSignal | undefined,
  emit: (event: TaskEvent) => void,
  onMessage: OnSubagentMessage,
): Promise<TaskOutcome> {
  const controller = new AbortController();
  const stop = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", stop, { once: true });
  const budget = taskTimeoutMs();
  const timer = setTimeout(() => controller.abort(new TaskTimeout()), budget);
  let usage: TokenUsage = { input_tokens: 0, output_tokens: 0, total_tokens: 0 };
  try {
    if (signal?.aborted) stop();
    const outcome = await runSubagent(
      { description: call.description, prompt: call.prompt, subagentType: call.subagent_type },
      {
        signal: controller.signal,
        onMessage,
        onStep: (step) => {
          usage = step.usage;
          emit({ type: "task_running", task_id: call.id, message: step.message, message_index: step.index, total_messages: step.total });
        },
      },
    );
    return { status: "completed", ...outcome };
  } catch (error) {
    if (controller.signal.reason instanceof TaskTimeout) {
      return { status: "timed_out", error: `no answer within ${budget} ms`, usage };
    }
    if (controller.signal.aborted) return { status: "cancelled", error: "cancelled by user", usage };
    return { status: "failed", error: error instanceof Error ? error.message : String(error), usage };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener("abort", stop);
  }
}

/**
 * `task`: delegates work to a subagent. Several calls in one model message run in parallel
 * (createAgent sends each tool call to its own task). Returns a Command so the tool message
 * and the terminal ledger entry land in the state together.
 */
export const taskTool = tool(
  async (input, runtime: ToolRuntime) => {
    const call = { id: runtime.toolCallId, ...input };
    const scope = runScope(runtime.configurable);
    const emit = (event: TaskEvent | SubagentMessageEvent) => runtime.writer?.(event);
    // Each of the subagent's own messages shows live and is kept for reading after the run.
    const onMessage: OnSubagentMessage = (raw) => {
      const message = toWireMessage(raw);
      emit({ type: "subagent_message", task_id: call.id, message });
      if (scope.threadId) {
        subagentStore()
          .append(scope.threadId, call.id, message)
          .catch((error: unknown) => console.warn(`Could not record a step of subagent ${call.id}:`, error));
      }
    };
    const ledger = (runtime.state as { delegations?: DelegationEntry[] } | undefined)?.delegations ?? [];
    // The entry written when the model asked for this task (middleware/delegation.ts) has the start time.
    const createdAt = ledger.find((entry) => entry.id === call.id)?.created_at ?? new Date().toISOString();

    emit({ type: "task_started", task_id: call.id, description: call.description, subagent_type: call.subagent_type });
    const outcome = await supervise(call, runtime.signal, emit, onMessage);
    emit(finishedEvent(call.id, outcome));

    const message = resultMessage(call, outcome);
    const entry = finishedEntry(call, outcome, createdAt, scope.runId ?? undefined);
    if (outcome.status === "cancelled") {
      // The run is being torn down and will drop whatever this returns: record it afterwards.
      if (scope.threadId && scope.runId) recordCancellationAfterRun(scope.threadId, scope.runId, { message, entry });
      throw new Error("Task cancelled by user.");
    }
    return new Command({ update: { messages: [message], delegations: [entry] } });
  },
  {
    name: "task",
    description:
      "Delegate a piece of work to a subagent. Call it several times in one message to run subagents in parallel.",
    schema,
  },
);
