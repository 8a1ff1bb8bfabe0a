import { randomId } from "../ids";
import { isDict } from "../messages/guards";

// An edited queued message is sent again as a new pending run: its input with the text
// replaced, its files kept as they were queued.

const isTextBlock = (block: unknown) => isDict(block) && block.type === "text";

/** `input` (a queued run's, one human message) with that message's text replaced by `text`, under a new message id. */
export function editedInput(input: Readonly<Record<string, unknown>>, text: string, id: string = randomId()): Record<string, unknown> {
  const messages = Array.isArray(input.messages) ? input.messages : [];
  const message = isDict(messages[0]) ? messages[0] : { type: "human" };
  const content = message.content;
  let edited: unknown = text;
  if (Array.isArray(content)) {
    // Text first, as the composer sends it; a message of files alone keeps no empty text block.
    const others = content.filter((block) => !isTextBlock(block));
    edited = text.length > 0 ? [{ type: "text", text }, ...others] : others;
  }
  return { ...input, messages: [{ ...message, id, content: edited }] };
}
