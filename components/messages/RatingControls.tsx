"use client";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useRateRun } from "@/components/api/rating-queries";
import type { ThreadId } from "@/core/ids";
import { COMMENT_MAX, type Rating } from "@/core/ratings/feedback";
import type { RatingTarget } from "@/core/ratings/targets";

/**
 * "Good response" / "Bad response" under the last answer of a run, toggles: pressing the one
 * pressed removes the rating. Once rated, an optional comment.
 */
export function RatingControls({ threadId, target }: { threadId: ThreadId; target: RatingTarget }) {
  const t = useTranslations();
  const rate = useRateRun(threadId);
  const { runId, feedback } = target;
  const toggle = (rating: Rating) => rate.mutate({ runId, next: feedback?.rating === rating ? null : { rating, comment: feedback?.comment ?? "" } });
  return (
    <div className="flex flex-col gap-2">
      <div role="group" aria-label={t("rating.group")} className="flex items-center gap-2">
        <RatingButton label={t("rating.good")} pressed={feedback?.rating === 1} onClick={() => toggle(1)} glyph="M7 10v12 M15 5.9 14 10h5.8a2 2 0 0 1 1.9 2.6l-2.3 8A2 2 0 0 1 17.4 22H7a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2h2.8a2 2 0 0 0 1.7-1L15 2a3.1 3.1 0 0 1 0 3.9Z" />
        <RatingButton label={t("rating.bad")} pressed={feedback?.rating === -1} onClick={() => toggle(-1)} glyph="M17 14V2 M9 18.1 10 14H4.2a2 2 0 0 1-1.9-2.6l2.3-8A2 2 0 0 1 6.6 2H17a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-2.8a2 2 0 0 0-1.7 1L9 22a3.1 3.1 0 0 1 0-3.9Z" />
      </div>
      {feedback ? (
        // Keyed by what is saved: a comment saved elsewhere (or rolled back) refills the field.
        <CommentForm key={`${feedback.rating}:${feedback.comment}`} saved={feedback.comment} onSave={(comment) => rate.mutate({ runId, next: { rating: feedback.rating, comment } })} />
      ) : null}
    </div>
  );
}

function RatingButton({ label, pressed, onClick, glyph }: { label: string; pressed: boolean; onClick: () => void; glyph: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={`rounded-md p-1 hover:text-ink ${pressed ? "bg-accent-soft text-accent" : "text-muted"}`}
    >
      <svg aria-hidden viewBox="0 0 24 24" className="h-4 w-4" fill={pressed ? "currentColor" : "none"} fillOpacity={pressed ? 0.2 : 0} stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <path d={glyph} />
      </svg>
    </button>
  );
}

function CommentForm({ saved, onSave }: { saved: string; onSave: (comment: string) => void }) {
  const t = useTranslations();
  const [draft, setDraft] = useState(saved);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(draft.trim());
  };
  return (
    <form onSubmit={submit} className="flex max-w-md items-center gap-2">
      <input
        type="text"
        value={draft}
        maxLength={COMMENT_MAX}
        onChange={(event) => setDraft(event.target.value)}
        aria-label={t("rating.comment")}
        placeholder={t("rating.commentPlaceholder")}
        className="min-w-0 flex-1 rounded-md border border-line bg-canvas px-2 py-1 text-xs"
      />
      <button type="submit" disabled={draft.trim() === saved} className="text-xs text-muted hover:text-ink disabled:opacity-50">
        {t("rating.saveComment")}
      </button>
    </form>
  );
}
