"use client";
import { asMessageId } from "@/core/ids";
import type { TimelineItem } from "@/core/timeline/types";
import { AssistantMessage } from "./AssistantMessage";
import { ClarificationCard } from "./ClarificationCard";
import { HiddenBlock } from "./HiddenBlock";
import { HumanMessage } from "./HumanMessage";
import { ItemErrorBoundary } from "./ItemErrorBoundary";
import { StepsGroup } from "./StepsGroup";
import { SubagentCards } from "./SubagentCards";
import { SummaryCard } from "./SummaryCard";
import { UnsupportedItem } from "./UnsupportedItem";

export function TimelineItemView({ item, live }: { item: TimelineItem; live: boolean }) {
  switch (item.kind) {
    case "human":
      return <HumanMessage item={item} />;
    case "assistant":
      return <AssistantMessage item={item} />;
    case "steps":
      return <StepsGroup item={item} live={live} />;
    case "subagents":
      return <SubagentCards item={item} />;
    case "clarification":
      return <ClarificationCard item={item} />;
    case "summary":
      return <SummaryCard item={item} />;
    case "hidden":
      return <HiddenBlock item={item} />;
    case "unsupported":
      return <UnsupportedItem item={item} />;
  }
}

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
