"use client";
import { memo } from "react";
import { asMessageId } from "@/core/ids";
import { unreachable } from "@/core/unreachable";
import { HumanMessage } from "./HumanMessage";
import { ItemErrorBoundary } from "./ItemErrorBoundary";
import type { LogRow } from "./rows";
import { TimelineItemView } from "./TimelineItemView";

/**
 * One row's content. The log re-renders on every scroll and every streamed frame; a row whose
 * timeline item is the same object as before (the thread model keeps settled turns' items) skips it.
 */
export const TimelineRow = memo(function TimelineRow({ row }: { row: LogRow }) {
  switch (row.kind) {
    case "item":
      return (
        <ItemErrorBoundary itemId={row.item.id}>
          <TimelineItemView item={row.item} live={row.live} />
        </ItemErrorBoundary>
      );
    case "pending":
      return <HumanMessage item={{ kind: "human", id: row.id, messageId: asMessageId(row.id), text: row.text, images: row.images ?? [], files: row.files ?? [] }} />;
    case "waiting":
      return <Thinking />;
    default:
      return unreachable(row);
  }
}, sameRow);

/** Where the answer will appear; the words and the time are in the working status under the log. */
function Thinking() {
  return (
    <p aria-hidden className="flex h-6 items-center gap-1">
      {[0, 1, 2].map((dot) => (
        <span key={dot} className="h-1.5 w-1.5 animate-pulse rounded-full bg-muted motion-reduce:animate-none" style={{ animationDelay: `${dot * 150}ms` }} />
      ))}
    </p>
  );
}

function sameRow({ row: a }: { row: LogRow }, { row: b }: { row: LogRow }): boolean {
  if (a.kind === "item" && b.kind === "item") return a.item === b.item && a.live === b.live;
  if (a.kind === "pending" && b.kind === "pending") return a.id === b.id && a.text === b.text && a.images === b.images && a.files === b.files;
  return a.kind === b.kind;
}
