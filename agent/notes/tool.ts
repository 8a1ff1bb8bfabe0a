import { tool } from "langchain";
import { z } from "zod";

// A `take_note` tool for the compaction demo: each call adds a tool call and its result to the
// model's window, so a request for notes fills it past DEMO_COMPACT_AFTER within one answer
// and the agent compacts mid-run, as a long agent turn does.

export const NOTE_TOOL = "take_note";

const schema = z.object({
  n: z.number().int().describe("Which note this is, from 1."),
  note: z.string().describe("The note to keep."),
});

export type NoteArgs = z.infer<typeof schema>;

export const noteTool = tool(async ({ n, note }: NoteArgs) => `Note ${n} kept: ${note}`, {
  name: NOTE_TOOL,
  description: "Keep a short note while working through a topic step by step.",
  schema,
});
