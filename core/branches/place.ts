import type { MessageVersions } from "./versions";

// Which row shows a message's version switcher: the one showing the message (a question's
// bubble, an answer's text, or the tool calls an answer starts with).

export function placeVersions(versions: ReadonlyMap<string, MessageVersions>, locate: (messageId: string) => string | undefined): ReadonlyMap<string, MessageVersions> {
  const placed = new Map<string, MessageVersions>();
  for (const [messageId, found] of versions) {
    const itemId = locate(messageId);
    if (itemId !== undefined && !placed.has(itemId)) placed.set(itemId, found);
  }
  return placed;
}
