import { humanInTheLoopMiddleware, tool } from "langchain";
import { z } from "zod";

// A `send_email` tool that sends nothing: its result says which arguments it ran with, so an
// approval that edited them shows in the transcript. LangChain's human-in-the-loop middleware
// guards it, so every call pauses the run on an interrupt until a person decides.

export const EMAIL_TOOL = "send_email";

const schema = z.object({
  to: z.string().describe("Recipient address."),
  subject: z.string().describe("Subject line."),
  body: z.string().describe("Plain-text body."),
});

export type EmailArgs = z.infer<typeof schema>;

/** The tool's result: the arguments it was run with, one per line. */
export function formatSentEmail({ to, subject, body }: EmailArgs): string {
  return `Email sent (demo: nothing left this machine).\nTo: ${to}\nSubject: ${subject}\nBody: ${body}`;
}

export const emailTool = tool(async (args: EmailArgs) => formatSentEmail(args), {
  name: EMAIL_TOOL,
  description: "Send an email. A person approves, edits or rejects each one first.",
  schema,
});

export const EMAIL_REVIEW_DESCRIPTION = "The agent wants to send this email. Approve, edit the arguments, or reject it.";

export const emailApprovalMiddleware = humanInTheLoopMiddleware({
  interruptOn: { [EMAIL_TOOL]: { allowedDecisions: ["approve", "edit", "reject"], description: EMAIL_REVIEW_DESCRIPTION } },
});
