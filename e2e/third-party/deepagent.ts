import { createDeepAgent, createSummarizationMiddleware, StateBackend } from "deepagents";
import { todoListMiddleware } from "langchain";
import { ScriptedChatModel } from "./scripted-model";
import { leadStep, researcherStep } from "./scripts";
import { hiddenContextMiddleware, sendEmail } from "./tools";

// A deepagents agent as its users write one: a custom `researcher` subagent behind the `task`
// tool, a to-do list, deepagents' own summarization (a small trigger, so a few turns compact)
// and `send_email` held for approval, in the lead agent and in the subagent alike.

const model = new ScriptedChatModel({ name: "scripted-lead", script: leadStep });
const backend = new StateBackend();

export const graph = createDeepAgent({
  model,
  tools: [sendEmail],
  systemPrompt: "You are a helpful research assistant.",
  subagents: [
    {
      name: "researcher",
      description: "Researches a topic and reports findings; can send emails.",
      systemPrompt: "You are a researcher. Report your findings in a short list.",
      model: new ScriptedChatModel({ name: "scripted-researcher", script: researcherStep }),
    },
  ],
  interruptOn: { send_email: true },
  middleware: [
    todoListMiddleware(),
    // Replaces deepagents' default summarization (same name) with a small trigger.
    createSummarizationMiddleware({ model, backend, trigger: { type: "messages", value: 12 }, keep: { type: "messages", value: 4 } }),
    hiddenContextMiddleware("hide_from_ui"),
  ],
  backend,
});
