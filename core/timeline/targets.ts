import type { TimelineItem } from "./types";

// The transcript's elements are addressed by DOM ids (`item-<itemId>` for an item's row,
// `task-<toolCallId>` for a subagent card inside one). A virtualized log mounts only some
// rows, so revealing one starts from the index of the row that holds it.

export const itemElementId = (itemId: string) => `item-${itemId}`;
export const taskElementId = (toolCallId: string) => `task-${toolCallId}`;

/** Index of the item whose row holds the element `elementId`, or -1. */
export function rowIndexOf(items: readonly TimelineItem[], elementId: string): number {
  if (elementId.startsWith("item-")) {
    const id = elementId.slice(5);
    return items.findIndex((item) => item.id === id);
  }
  if (elementId.startsWith("task-")) {
    const id = elementId.slice(5);
    return items.findIndex((item) => item.kind === "subagents" && item.tasks.some((task) => task.toolCallId === id));
  }
  return -1;
}

/** The targets that are inside a row (a card), not rows: they are flashed on the element itself. */
export function innerTargets(elementIds: readonly string[]): string[] {
  return elementIds.filter((id) => !id.startsWith("item-"));
}
