import { tool } from "langchain";
import { z } from "zod";

// DeerFlow's `ask_clarification`: the agent stops its turn to ask the user something. The run
// ends with the tool's result (returnDirect), as DeerFlow's clarification middleware ends it,
// and the user's next message is the answer.

export const CLARIFICATION_TOOL = "ask_clarification";

export const CLARIFICATION_TYPES = ["missing_info", "ambiguous_requirement", "approach_choice", "risk_confirmation", "suggestion"] as const;

const schema = z.object({
  question: z.string().describe("The question to ask the user."),
  clarification_type: z.enum(CLARIFICATION_TYPES).describe("Why the question is needed."),
  context: z.string().optional().describe("Why you are asking, in a sentence."),
  options: z.array(z.string()).optional().describe("Answers the user can pick from, if the choices are known."),
});

export type ClarificationArgs = z.infer<typeof schema>;

/** The question as the model sees it afterwards: context, question, numbered options. */
export function formatClarification({ question, context, options }: ClarificationArgs): string {
  const lines = [context ? `${context}\n\n${question}` : question];
  if (options && options.length > 0) lines.push("", ...options.map((option, i) => `${i + 1}. ${option}`));
  return lines.join("\n");
}

export const clarificationTool = tool(async (args: ClarificationArgs) => formatClarification(args), {
  name: CLARIFICATION_TOOL,
  description: "Ask the user a question and wait for the answer, when the request is ambiguous or information is missing.",
  schema,
  returnDirect: true,
});
