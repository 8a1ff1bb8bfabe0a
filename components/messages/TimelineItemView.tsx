"use client";
import { DecisionReceipt } from "@/components/interrupts/DecisionReceipt";
import { InterruptCard } from "@/components/interrupts/InterruptCard";
import type { TimelineItem } from "@/core/timeline/types";
import { unreachable } from "@/core/unreachable";
import { AssistantMessage } from "./AssistantMessage";
import { GapRow } from "./GapRow";
import { HiddenBlock } from "./HiddenBlock";
import { HumanMessage } from "./HumanMessage";
import { StepsGroup } from "./StepsGroup";
import { SummaryCard } from "./SummaryCard";
import { TOOL_RENDERERS } from "./tool-renderers";
import { UiMessageView } from "./UiMessageView";
import { UnsupportedItem } from "./UnsupportedItem";
import { VersionSwitcher } from "./VersionSwitcher";

// Items of their own that tools make, drawn by the tool registry's components.
const { subagent: SubagentsView, clarification: ClarificationView } = TOOL_RENDERERS;

export function TimelineItemView({ item, live }: { item: TimelineItem; live: boolean }) {
  switch (item.kind) {
    case "human":
      return <HumanMessage item={item} />;
    case "assistant":
      return <AssistantMessage item={item} />;
    // A regenerated answer that starts with tool calls has its versions here.
    case "steps":
      return (
        <>
          <StepsGroup item={item} live={live} />
          <VersionSwitcher itemId={item.id} />
        </>
      );
    case "subagents":
      return (
        <>
          <SubagentsView item={item} />
          <VersionSwitcher itemId={item.id} />
        </>
      );
    case "clarification":
      return (
        <>
          <ClarificationView item={item} />
          <VersionSwitcher itemId={item.id} />
        </>
      );
    case "summary":
      // The card shows the messages it condensed with this view: passed, not imported back.
      return <SummaryCard item={item} ItemView={TimelineItemView} />;
    case "hidden":
      return <HiddenBlock item={item} />;
    case "unsupported":
      return <UnsupportedItem item={item} />;
    case "gap":
      return <GapRow item={item} />;
    case "interrupt":
      return <InterruptCard interrupt={item.interrupt} />;
    case "receipt":
      return <DecisionReceipt decided={item.decided} />;
    case "ui":
      return <UiMessageView item={item} />;
    default:
      return unreachable(item);
  }
}

