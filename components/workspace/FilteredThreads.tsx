"use client";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { threadsWithOptions } from "@/components/api/activity-queries";
import { useDeletions } from "@/components/providers/NoticesContext";
import { useApiClient } from "@/components/providers/RuntimeContext";
import type { ThreadActivity } from "@/core/api/activity";
import { ListFailure, ListNote } from "./ListNotices";
import { ThreadRow } from "./ThreadRow";

const EMPTY = { waiting: "threadList.filters.noneWaiting", running: "threadList.filters.noneRunning" } as const;
const LIST = { waiting: "threadList.filters.waitingList", running: "threadList.filters.runningList" } as const;

/** The chats of one filter, newest first: at most a hundred, so a plain list. */
export function FilteredThreads({ activity, activeThreadId }: { activity: ThreadActivity; activeThreadId: string | null }) {
  const t = useTranslations();
  const client = useApiClient();
  const query = useQuery(threadsWithOptions(client, activity));
  const pending = useDeletions((s) => s.pending);
  const threads = (query.data ?? []).filter((thread) => !pending.has(thread.id));
  return (
    <nav aria-label={t(LIST[activity])} className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
      {query.isError ? <ListFailure title={t("threadList.loadFailed")} error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <ListNote>{t("common.loading")}</ListNote> : null}
      {query.isSuccess && threads.length === 0 ? <ListNote>{t(EMPTY[activity])}</ListNote> : null}
      <ul>
        {threads.map((thread) => (
          <li key={thread.id} data-thread-id={thread.id}>
            <ThreadRow thread={thread} active={thread.id === activeThreadId} now={query.dataUpdatedAt} tabbable />
          </li>
        ))}
      </ul>
    </nav>
  );
}
