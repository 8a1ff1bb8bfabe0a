"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { threadActivityOptions } from "@/components/api/activity-queries";
import { useApiClient } from "@/components/providers/RuntimeContext";
import { activityCounts, type ChatFilter } from "@/core/api/activity";

const FILTERS = ["all", "waiting", "running"] as const satisfies readonly ChatFilter[];
const LABEL = { all: "threadList.filters.all", waiting: "threadList.filters.waiting", running: "threadList.filters.running" } as const;

/**
 * Which chats the list shows: all of them, those waiting for a decision (an inbox, each
 * answered from the chat itself) or those with a run going, with counts from the statuses the
 * list's marks already read.
 */
export function ChatFilters({ filter, onFilter }: { filter: ChatFilter; onFilter: (filter: ChatFilter) => void }) {
  const t = useTranslations();
  const client = useApiClient();
  const counts = activityCounts(useQuery(threadActivityOptions(client)).data);
  return (
    <div role="group" aria-label={t("threadList.filters.label")} className="flex gap-1 px-3 pb-2">
      {FILTERS.map((option) => {
        const count = option === "all" ? null : counts[option];
        return (
          <button
            key={option}
            type="button"
            aria-pressed={filter === option}
            onClick={() => onFilter(option)}
            className="flex items-center gap-1 rounded-full border border-line px-2 py-0.5 text-xs text-muted hover:text-ink aria-pressed:border-accent aria-pressed:bg-canvas aria-pressed:text-ink"
          >
            {t(LABEL[option])}
            {count === null ? null : <span className={`tabular-nums ${count > 0 && option === "waiting" ? "font-semibold text-ink" : ""}`}>{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
