import { createMiddleware } from "langchain";
import { z } from "zod";
import { lastUserMessage, textOf } from "../messages";
import { attachmentsOf } from "../model/attachments";

const TITLE_MAX = 60;

/** First user message on one line, cut at a word boundary near 60 characters. */
export function titleFrom(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= TITLE_MAX) return flat;
  const cut = flat.slice(0, TITLE_MAX - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > TITLE_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** Names the thread after its first user message, once (a later turn never renames it). */
export const titleMiddleware = createMiddleware({
  name: "Title",
  // Optional: createAgent feeds the saved state back as input, and a brand-new thread has no title.
  stateSchema: z.object({ title: z.string().optional() }),
  beforeAgent: (state) => {
    if (state.title) return undefined;
    const first = lastUserMessage(state.messages);
    // A message of files alone is named after them.
    const text = first ? textOf(first.message) || attachmentsOf(first.message).map((file) => file.name).join(", ") : "";
    const title = titleFrom(text);
    return title ? { title } : undefined;
  },
});
