import type { AssistantItem } from "@/core/timeline/types";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";

export function AssistantMessage({ item }: { item: AssistantItem }) {
  const showReasoningFold = item.reasoning && !item.reasoningAsText;
  return (
    <div data-role="assistant" className="flex flex-col gap-2">
      {showReasoningFold ? (
        <Fold summary="Reasoning">{() => <p className="whitespace-pre-wrap text-sm text-muted">{item.reasoning}</p>}</Fold>
      ) : null}
      <Markdown text={item.reasoningAsText ? (item.reasoning ?? "") : item.text} />
    </div>
  );
}
