import { type Ops } from "@langchain/langgraph-api/storage";
import { contextWindow } from "./config";

// What the embedded agent tells the workspace about itself, in its assistant's metadata (README,
// "What Threadline reads from a backend"): its model's context window, "Compact now" by a run
// (core/context/compact.ts), and the new-chat page's starter prompts, one per thing the demo
// shows. Added when the assistant is read rather than stored, so the settings apply without a
// restart and no assistant version is written.

const SAMPLE_NOTES = [
  "Threadline demo: notes from the planning meeting",
  "",
  "- The context meter shows how full the model's window is.",
  "- Compactions stay visible as cards where they happened.",
  "- Delegated work is listed in the Delegations ledger.",
  "",
].join("\n");

export function agentProfile(): Record<string, unknown> {
  return {
    context_window: contextWindow(),
    compact_now: "run",
    starter_prompts: [
      { label: "Delegate research", prompt: "Delegate a study of how chat agents keep long conversations" },
      { label: "Watch a compaction", prompt: "Show me a compaction while you take notes on the history of printing" },
      { label: "Ask for approval", prompt: "Approve an email to team@example.com about the quarterly roadmap" },
      { label: "Read a file", prompt: "Summarize the attached notes", files: [{ name: "meeting-notes.txt", type: "text/plain", text: SAMPLE_NOTES }] },
    ],
  };
}

type Assistant = { graph_id?: unknown; metadata?: Record<string, unknown> | null };

function described<T extends Assistant>(assistant: T, graphId: string): T {
  if (assistant.graph_id !== graphId) return assistant;
  return { ...assistant, metadata: { ...assistant.metadata, ...agentProfile() } };
}

/** Reads of the agent's assistants (GET /assistants/{id}, POST /assistants/search) carry its profile. */
export function describeAssistants(ops: Ops, graphId: string): void {
  const get = ops.assistants.get.bind(ops.assistants);
  ops.assistants.get = async (...args) => described(await get(...args), graphId);
  const search = ops.assistants.search.bind(ops.assistants);
  ops.assistants.search = async function* (...args) {
    for await (const item of search(...args)) yield { ...item, assistant: described(item.assistant, graphId) };
  };
}
