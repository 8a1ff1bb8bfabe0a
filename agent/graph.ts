import { createAgent } from "langchain";
import { titleMiddleware } from "./middleware/title";
import { DemoChatModel } from "./model/demo-model";
import { planLeadReply } from "./model/script";

const SYSTEM_PROMPT = "You are Threadline's demo agent. Answer in markdown.";

function buildAgent() {
  const model = new DemoChatModel({ script: (messages, tools) => planLeadReply(messages, { tools }) });
  return createAgent({
    model,
    tools: [],
    systemPrompt: SYSTEM_PROMPT,
    middleware: [titleMiddleware],
  });
}

let cached: ReturnType<typeof buildAgent> | undefined;

/** The graph served as `agent` (see agent/server.ts). */
export const agent = () => (cached ??= buildAgent());
