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
    // Per locale (core/assistant/profile.ts, declaredText): the demo model knows the Chinese
    // triggers too (agent/model/script.ts), though it answers in English.
    starter_prompts: [
      {
        label: { en: "Delegate research", "zh-CN": "委派研究" },
        prompt: { en: "Delegate a study of how chat agents keep long conversations", "zh-CN": "委派一项研究，关于聊天智能体如何保持长对话" },
      },
      {
        label: { en: "Watch a compaction", "zh-CN": "观看一次压缩" },
        prompt: { en: "Show me a compaction while you take notes on the history of printing", "zh-CN": "演示一次压缩，边做笔记边讲，关于印刷术的历史" },
      },
      {
        label: { en: "Ask for approval", "zh-CN": "请求批准" },
        prompt: { en: "Approve an email to team@example.com about the quarterly roadmap", "zh-CN": "请批准一封发给 team@example.com 的邮件，关于季度路线图" },
      },
      {
        label: { en: "Suggest a follow-up", "zh-CN": "建议后续问题" },
        prompt: { en: "Suggest a follow-up question about tide pools", "zh-CN": "建议一个后续问题，关于潮池" },
      },
      {
        label: { en: "Read a file", "zh-CN": "读取文件" },
        prompt: { en: "Summarize the attached notes", "zh-CN": "总结附件中的笔记" },
        files: [{ name: "meeting-notes.txt", type: "text/plain", text: SAMPLE_NOTES }],
      },
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
