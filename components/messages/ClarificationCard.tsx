"use client";
import { useTranslations } from "next-intl";
import type { ClarificationItem } from "@/core/timeline/types";
import { Markdown } from "./Markdown";
import { useReply } from "./ReplyContext";

export function ClarificationCard({ item }: { item: ClarificationItem }) {
  const t = useTranslations();
  const reply = useReply();
  // Only the question still waiting for an answer takes one; older ones show their options.
  const answerWith = item.answered ? null : reply;
  return (
    <section
      aria-label={t("clarification.region")}
      data-role="clarification"
      className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="mb-1 text-xs font-medium uppercase tracking-wide text-amber-700 dark:text-amber-300">
        {t(item.answered ? "clarification.asksAnswered" : "clarification.asks")}
      </p>
      {item.context ? <p className="mb-1 text-sm text-muted">{item.context}</p> : null}
      <Markdown text={item.question} />
      {item.options.length > 0 ? (
        <ul aria-label={t(answerWith ? "clarification.answers" : "clarification.options")} className="mt-2 flex flex-wrap gap-2">
          {item.options.map((option, i) => (
            <li key={i}>
              {answerWith ? (
                <button
                  type="button"
                  onClick={() => answerWith(option)}
                  className="rounded-full border border-amber-400 bg-white px-2.5 py-0.5 text-sm hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-500 dark:border-amber-700 dark:bg-transparent dark:hover:bg-amber-900"
                >
                  {option}
                </button>
              ) : (
                <span className="block rounded-full border border-amber-300 px-2.5 py-0.5 text-sm dark:border-amber-800">{option}</span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {answerWith && item.options.length > 0 ? <p className="mt-2 text-xs text-muted">{t("clarification.hint")}</p> : null}
    </section>
  );
}
