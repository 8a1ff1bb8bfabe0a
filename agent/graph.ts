import { createAgent, summarizationMiddleware } from "langchain";
import { clarificationTool } from "./clarification/tool";
import { modelSummarizer, summaryModel } from "./compaction/summarizer";
import { compactAfter, keepRecent, summaryMode } from "./config";
import { taskTool } from "./delegation/task-tool";
import { emailApprovalMiddleware, emailTool } from "./email/tool";
import { compactionMiddleware } from "./middleware/compaction";
import { delegationMiddleware } from "./middleware/delegation";
import { durableContextMiddleware } from "./middleware/durable-context";
import { titleMiddleware } from "./middleware/title";
import { transcriptMiddleware } from "./middleware/transcript";
import { uiMiddleware } from "./middleware/ui";
import { leadModel, modelChoice } from "./model/select";
import { noteTool } from "./notes/tool";

const SYSTEM_PROMPT = "You are Threadline's demo agent. Answer in markdown.";

/**
 * `DEMO_SUMMARY_MODE=legacy` swaps our compaction for LangChain's own summarization
 * middleware, whose summary is a human message in `messages` (the older form the UI must
 * still render as a card).
 */
function compaction() {
  if (summaryMode() === "legacy") {
    return summarizationMiddleware({
      model: summaryModel(),
      trigger: { messages: compactAfter() },
      keep: { messages: keepRecent() },
    });
  }
  return compactionMiddleware(modelSummarizer());
}

async function buildAgent() {
  return createAgent({
    model: await leadModel(),
    tools: [taskTool, clarificationTool, emailTool, noteTool],
    systemPrompt: SYSTEM_PROMPT,
    // Order matters (beforeModel hooks run in this order): the transcript records each step
    // before compaction may remove messages, and the durable-context block is written after
    // compaction so it holds the new summary. afterModel hooks run in reverse order: the
    // approval middleware, first, pauses only once the transcript recorded the model's call;
    // the UI middleware, last, attaches its card to a final answer only.
    middleware: [emailApprovalMiddleware, transcriptMiddleware, titleMiddleware, delegationMiddleware, compaction(), durableContextMiddleware, uiMiddleware],
    // Each middleware hook and each parallel tool call is a step: the compaction demo's two
    // steps of notes take ~35, past LangGraph's default limit of 25.
  }).withConfig({ recursionLimit: 100 });
}

type Agent = Awaited<ReturnType<typeof buildAgent>>;
const built = new Map<string, Promise<Agent>>();

/**
 * The graph served as `agent` (see agent/server.ts). A factory, which the API server calls for
 * each run, so the demo settings read from the environment apply without a restart.
 */
export const agent = (): Promise<Agent> => {
  const key = `${modelChoice()}:${summaryMode()}:${compactAfter()}`;
  let graph = built.get(key);
  if (!graph) {
    graph = buildAgent();
    // A failed build (e.g. THREADLINE_MODEL=openai without its package) is retried next run.
    graph.catch(() => built.delete(key));
    built.set(key, graph);
  }
  return graph;
};
