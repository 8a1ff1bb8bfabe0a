import { CopyButton } from "@/components/ui/CopyButton";
import type { AssistantItem } from "@/core/timeline/types";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";

export function AssistantMessage({ item }: { item: AssistantItem }) {
  const showReasoningFold = item.reasoning && !item.reasoningAsText;
  const text = item.reasoningAsText ? (item.reasoning ?? "") : item.text;
  return (
    <div data-role="assistant" className="group flex flex-col gap-2">
      {showReasoningFold ? (
        <Fold summary="Reasoning">{() => <p className="whitespace-pre-wrap text-sm text-muted">{item.reasoning}</p>}</Fold>
      ) : null}
      <Markdown text={text} />
      {/* The markdown as written, not the rendered text: what a reader pastes elsewhere. */}
      <CopyButton
        text={text}
        label="Copy answer"
        className="self-start text-xs text-muted hover:text-ink"
      />
    </div>
  );
}
