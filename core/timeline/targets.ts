import type { TimelineItem } from "./types";

// The transcript's elements are addressed by DOM ids (`item-<itemId>` for an item's row,
// `task-<toolCallId>` for a subagent card inside one). A virtualized log mounts only some
// rows, so revealing one starts from the row that holds it.

export const itemElementId = (itemId: string) => `item-${itemId}`;
export const taskElementId = (toolCallId: string) => `task-${toolCallId}`;

/** Id of the item whose row holds the element `elementId` (a row's key), or undefined. */
export function rowItemOf(items: readonly TimelineItem[], elementId: string): string | undefined {
  if (elementId.startsWith("item-")) {
    const id = elementId.slice(5);
    return items.find((item) => item.id === id)?.id;
  }
  if (elementId.startsWith("task-")) {
    const id = elementId.slice(5);
    return items.find((item) => item.kind === "subagents" && item.tasks.some((task) => task.toolCallId === id))?.id;
  }
  return undefined;
}

/** The targets that are inside a row (a card), not rows: they are flashed on the element itself. */
export function innerTargets(elementIds: readonly string[]): string[] {
  return elementIds.filter((id) => !id.startsWith("item-"));
}
