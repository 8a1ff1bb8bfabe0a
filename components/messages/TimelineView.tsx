"use client";
import { asMessageId } from "@/core/ids";
import type { TimelineItem } from "@/core/timeline/types";
import { HumanMessage } from "./HumanMessage";
import { ItemErrorBoundary } from "./ItemErrorBoundary";
import { TimelineItemView } from "./TimelineItemView";

export function TimelineView({ items, pending, running }: {
  items: readonly TimelineItem[];
  pending: { id: string; text: string } | null;
  running: boolean;
}) {
  const last = items.at(-1);
  const waiting = running && (pending !== null || last?.kind === "human");
  return (
    <>
      {items.map((item, index) => (
        // The wrapper is what reveal() scrolls to and highlights.
        <div key={item.id} id={`item-${item.id}`} data-item={item.kind} className="scroll-mt-16">
          <ItemErrorBoundary itemId={item.id}>
            <TimelineItemView item={item} live={running && index === items.length - 1} />
          </ItemErrorBoundary>
        </div>
      ))}
      {pending ? (
        <HumanMessage item={{ kind: "human", id: pending.id, messageId: asMessageId(pending.id), text: pending.text, images: [] }} />
      ) : null}
      {waiting ? (
        <p aria-live="off" className="text-sm text-muted">
          <span className="inline-block animate-pulse">Thinking…</span>
        </p>
      ) : null}
    </>
  );
}
