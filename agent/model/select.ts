import { type BaseChatModel } from "@langchain/core/language_models/chat_models";
import { DemoChatModel } from "./demo-model";
import { planLeadReply } from "./script";

// Which model answers as the lead agent. Offline by default, even with OPENAI_API_KEY set: a
// key lying around in the environment must not make the demo call out. THREADLINE_MODEL=openai
// opts in, and needs @langchain/openai, which Threadline does not install.

export type ModelChoice = "demo" | "openai";

export const modelChoice = (): ModelChoice =>
  process.env.THREADLINE_MODEL?.trim().toLowerCase() === "openai" ? "openai" : "demo";

export const demoLeadModel = () => new DemoChatModel({ script: (messages, tools) => planLeadReply(messages, { tools }) });

type ChatOpenAIClass = new (fields: Record<string, unknown>) => BaseChatModel;

async function openAIModel(): Promise<BaseChatModel> {
  if (!process.env.OPENAI_API_KEY) throw new Error("THREADLINE_MODEL=openai needs OPENAI_API_KEY.");
  // A variable specifier keeps bundlers and the type checker from requiring the package.
  const specifier = "@langchain/openai";
  let module: { ChatOpenAI?: ChatOpenAIClass };
  try {
    module = (await import(/* @vite-ignore */ specifier)) as { ChatOpenAI?: ChatOpenAIClass };
  } catch {
    throw new Error(
      "THREADLINE_MODEL=openai needs the @langchain/openai package, which Threadline does not install " +
        "(npm install @langchain/openai). Unset THREADLINE_MODEL to use the offline demo model.",
    );
  }
  if (!module.ChatOpenAI) throw new Error("@langchain/openai does not export ChatOpenAI.");
  return new module.ChatOpenAI({ model: process.env.OPENAI_MODEL?.trim() || "gpt-4o-mini", streaming: true });
}

export async function leadModel(): Promise<BaseChatModel> {
  return modelChoice() === "openai" ? openAIModel() : demoLeadModel();
}
