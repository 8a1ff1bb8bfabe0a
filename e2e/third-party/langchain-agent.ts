import { HumanMessage } from "@langchain/core/messages";
import { tool } from "@langchain/core/tools";
import { createAgent, humanInTheLoopMiddleware, summarizationMiddleware, todoListMiddleware } from "langchain";
import { z } from "zod";
import { ScriptedChatModel } from "./scripted-model";
import { leadStep, researcherStep } from "./scripts";
import { hiddenContextMiddleware, sendEmail } from "./tools";
import { uiCardMiddleware } from "./ui-card";

// A LangChain agent built from its own middleware: LangChain's summarization (a small
// trigger; the summary replaces the messages it condensed), a to-do list, `send_email` held
// for approval, and a `task` tool that hands work to a researcher agent and returns its last
// message, as people write delegation without deepagents. It also sends UI: one `ui` message
// naming a component of its own bundle (ui-card.ts, ui.tsx).

const model = new ScriptedChatModel({ name: "scripted-lead", script: leadStep });

const researcher = createAgent({
  model: new ScriptedChatModel({ name: "scripted-researcher", script: researcherStep }),
  tools: [],
  systemPrompt: "You are a researcher. Report your findings in a short list.",
});

const task = tool(
  async ({ description }) => {
    const result = await researcher.invoke({ messages: [new HumanMessage(description)] });
    return result.messages.at(-1)?.text ?? "";
  },
  {
    name: "task",
    description: "Delegate a task to a subagent; returns its report.",
    schema: z.object({ description: z.string(), subagent_type: z.enum(["researcher"]) }),
  },
);

export const graph = createAgent({
  model,
  tools: [task, sendEmail],
  systemPrompt: "You are a helpful research assistant.",
  middleware: [
    todoListMiddleware(),
    summarizationMiddleware({ model, trigger: { messages: 12 }, keep: { messages: 4 } }),
    humanInTheLoopMiddleware({ interruptOn: { send_email: true } }),
    hiddenContextMiddleware("do-not-render"),
    uiCardMiddleware,
  ],
});
