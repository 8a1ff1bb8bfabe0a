"use client";
import { useTranslations } from "next-intl";
import { useThreadView } from "@/components/thread/ThreadStoreContext";
import { CopyButton } from "@/components/ui/CopyButton";
import type { AssistantItem } from "@/core/timeline/types";
import { useBranchActions } from "./BranchContext";
import { Fold } from "./Fold";
import { Markdown } from "./Markdown";
import { useRatingTarget } from "./RatingContext";
import { RatingControls } from "./RatingControls";
import { VersionSwitcher } from "./VersionSwitcher";

export function AssistantMessage({ item }: { item: AssistantItem }) {
  const t = useTranslations();
  const actions = useBranchActions();
  // An answer read from elsewhere (a condensed range) is not rerun from here.
  const inThread = useThreadView((view) => view.hasMessage(item.messageId));
  // Only the last answer of a run, and only where the backend keeps ratings.
  const rating = useRatingTarget(item.messageId);
  const showReasoningFold = item.reasoning && !item.reasoningAsText;
  const text = item.reasoningAsText ? (item.reasoning ?? "") : item.text;
  return (
    <div data-role="assistant" className="group flex flex-col gap-2">
      {showReasoningFold ? (
        <Fold summary={t("message.reasoning")}>{() => <p className="whitespace-pre-wrap text-sm text-muted">{item.reasoning}</p>}</Fold>
      ) : null}
      <Markdown text={text} />
      <div className="flex items-center gap-3">
        {/* The markdown as written, not the rendered text: what a reader pastes elsewhere. */}
        <CopyButton
          text={text}
          label={t("message.copyAnswer")}
          className="self-start text-xs text-muted hover:text-ink"
        />
        {inThread ? (
          <button type="button" disabled={!actions} onClick={() => actions?.regenerate(item.messageId)} className="text-xs text-muted hover:text-ink disabled:opacity-50">
            {t("message.regenerate")}
          </button>
        ) : null}
        <VersionSwitcher itemId={item.id} />
      </div>
      {rating ? <RatingControls threadId={rating.threadId} target={rating.target} /> : null}
    </div>
  );
}
